"""A node's condition restated (`节点存在磁盘压力` for `kubectl describe node`'s `DiskPressure
True`, `the node has no memory pressure` for `MemoryPressure False`) passes, and the other way
fails.

A condition's name was split at its capitals only (`PIDPressure` was `pressure` alone), so a
clause saying `内存压力` named two conditions and was unsure; and `no memory pressure` negated a
run of words the row writes (`MemoryPressure`), though the row prints it false: faithful claims
failed REJECT and forged ones passed. Now an acronym is a word of the name (`pid`, `pressure`:
gatekeeper.rules.support.evidence.flags) and a condition printed false negates its name
(gatekeeper.rules.support.text.anchors.negation, evidence.negated).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: (condition, reason when true, reason when false, the claims saying it is so, and not so)
CONDITIONS = (
    ("MemoryPressure", "KubeletHasInsufficientMemory", "KubeletHasSufficientMemory",
     ("节点存在内存压力", "the node is under memory pressure"),
     ("节点没有内存压力", "the node has no memory pressure")),
    ("DiskPressure", "KubeletHasDiskPressure", "KubeletHasNoDiskPressure",
     ("节点存在磁盘压力", "the node has disk pressure"),
     ("节点没有磁盘压力", "there is no disk pressure on the node")),
    ("PIDPressure", "KubeletHasInsufficientPID", "KubeletHasSufficientPID",
     ("节点存在 PID 压力", "the node is under PID pressure"),
     ("节点没有 PID 压力", "the node has no PID pressure")),
)
STAMP = "Sat, 05 Dec 2026 09:40:11 +0000"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    states = [rng.random() < 0.5 for _ in CONDITIONS]
    rows = [f"  {name:<20} {state!s:<7} {STAMP}   {STAMP}   {(yes if state else no):<30} kubelet says so"
            for (name, yes, no, _, _), state in zip(CONDITIONS, states, strict=True)]
    rows.append(f"  {'Ready':<20} {'True':<7} {STAMP}   {STAMP}   {'KubeletReady':<30} kubelet is ready")
    output = "\n".join(["Conditions:", f"  {'Type':<20} {'Status':<7} {'LastHeartbeatTime':<33} "
                        f"{'LastTransitionTime':<33} {'Reason':<30} Message",
                        f"  {'----':<20} {'------':<7} {'-' * 17:<33} {'-' * 18:<33} {'------':<30} -------",
                        *rows])
    at = rng.randrange(len(CONDITIONS))
    said, denied = CONDITIONS[at][3:]
    own, other = (said, denied) if states[at] else (denied, said)
    which = rng.randrange(2)
    return own[which], other[which], output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(10250)
    return [_probe(rng) for _ in range(60)]


def test_a_node_s_condition_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_condition_the_other_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
