"""A claim placing a pod on the node another pod's row gives never passes.

`kubectl get pods -o wide` as a diagnosis agent reads it: three to six pods of two services,
each on one of four nodes (`NODE` column), the whole table cited. The claim gives one pod
another pod's node (`order-svc-7d9f8b6c5-x2k4p 运行在 node-3 上`, `pod ... is scheduled on
node-3`): pod and node are both the table's, and the node is itself a row's name, so the clause
named two rows and every such claim passed with no finding (60 of 60) before a row named by its
first cell was told from a node written as a value (gatekeeper.rules.support.evidence.tables);
all fail now, and each pod's own node passes.
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

SERVICES = ("order-svc", "payment-svc")
NODES = ("node-1", "node-2", "node-3", "worker-04")
FORMS = ("{p} 运行在 {n} 上", "pod {p} is scheduled on {n}", "{p} 被调度到节点 {n}", "{p} runs on {n}")


def _pod(rng: random.Random, service: str) -> str:
    return f"{service}-{rng.getrandbits(36):09x}-{''.join(rng.choices('bcdfghjklmnpqrstvwxz2456789', k=5))}"


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(77)
    found = []
    while len(found) < 60:
        pods = [(_pod(rng, rng.choice(SERVICES)), rng.choice(NODES)) for _ in range(rng.randint(3, 6))]
        one, other = rng.sample(pods, 2)
        if one[1] == other[1]:
            continue
        rows = [[pod, rng.choice(("1/1", "0/1")), rng.choice(("Running", "CrashLoopBackOff")),
                 str(rng.randint(0, 9)), f"{rng.randint(1, 9)}h",
                 f"10.244.{rng.randint(0, 9)}.{rng.randint(2, 250)}", node] for pod, node in pods]
        output = aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE"], rows)
        form = rng.choice(FORMS)
        found.append((form.format(p=one[0], n=one[1]), form.format(p=one[0], n=other[1]), output))
    return found


def test_another_pod_s_node_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_pod_s_own_node_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
