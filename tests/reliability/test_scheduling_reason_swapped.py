"""Why a pod could not be scheduled, restated (`Pod 调度失败，2 个节点内存不足` for `0/3 nodes are
available: 1 Insufficient cpu, 2 Insufficient memory.`), passes, and a reason the scheduler did
not give, or another reason's count, fails.

The counts and the pod are the output's and a reason is no anchor: every forged claim passed.
Now the scheduler's reasons are read
(`gatekeeper.rules.support.evidence.scheduling`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

#: (the scheduler's words, how a claim names the reason).
REASONS = (("Insufficient cpu", ("CPU 不足", "insufficient cpu")),
           ("Insufficient memory", ("内存不足", "insufficient memory")),
           ("node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }",
            ("存在污点", "untolerated taints")),
           ("node(s) didn't match Pod's node affinity/selector", ("不满足节点亲和性", "node affinity")))
FORMS = ("Pod {pod} 调度失败，{n} 个节点{zh}", "{pod} 一直无法被调度，原因是 {n} 个节点{zh}",
         "The pod {pod} cannot be scheduled: {n} nodes had {en}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    pod = f"{rng.choice(SERVICES)}-{rng.getrandbits(36):09x}-{rng.getrandbits(24):05x}"
    given = rng.sample(REASONS, rng.randint(1, 2))
    counts = rng.sample(range(1, 6), len(given))
    listed = ", ".join(f"{count} {words}" for (words, _), count in zip(given, counts, strict=True))
    nodes = sum(counts) + rng.randint(0, 2)
    output = (f"{rng.randint(1, 50)}s  Warning  FailedScheduling  pod/{pod}  0/{nodes} "
              f"nodes are available: {listed}. preemption: 0/{sum(counts)} nodes are available: "
              f"{sum(counts)} Preemption is not helpful for scheduling.")
    at = rng.randrange(len(given))
    (_, (zh, en)), count = given[at], counts[at]
    form = rng.choice(FORMS)
    faithful = form.format(pod=pod, n=count, zh=zh, en=en)
    if len(given) > 1:  # the other reason's count
        forged = form.format(pod=pod, n=counts[1 - at], zh=zh, en=en)
    else:  # a reason not given
        _, (zh, en) = rng.choice([r for r in REASONS if r[0] != given[0][0]])
        forged = form.format(pod=pod, n=count, zh=zh, en=en)
    return faithful, forged, output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(503)
    return [_probe(rng) for _ in range(60)]


def test_the_scheduler_s_reason_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_reason_or_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
