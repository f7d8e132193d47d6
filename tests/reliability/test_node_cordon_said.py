"""A node said to take pods that `kubectl get nodes` prints cordoned, or said cordoned that it
prints schedulable, fails; each as printed passes.

`node-4 可以调度`, `node-4 is schedulable` citing `node-4   Ready,SchedulingDisabled`, and `node-1
已被 cordon`, `node-1 is cordoned` citing `node-1   Ready`, passed: the node and `Ready` are the
output's and the judgement is no anchor (`evidence/cordoned.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

NODES = ("node-1", "node-2", "node-3", "worker-7", "ip-10-0-3-17", "gpu-node-2")
SCHEDULABLE = ("{n} 可以调度", "{n} 可以正常调度", "{n} is schedulable", "{n} 没有被 cordon",
               "{n} is not cordoned", "节点 {n} 能够调度新的 pod")
CORDONED = ("{n} 不可调度", "{n} 已被 cordon", "{n} is cordoned", "{n} is unschedulable",
            "节点 {n} 禁止调度", "scheduling is disabled on {n}")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NODES, rng.randint(1, 4))
    cordoned = {name: rng.random() < 0.4 for name in names}
    node = rng.choice(names)
    status = {name: "Ready,SchedulingDisabled" if cordoned[name]
              else rng.choice(("Ready", "Ready", "NotReady")) for name in names}
    rows = [[name, status[name], rng.choice(("<none>", "worker", "control-plane")), f"{rng.randint(1, 90)}d",
             f"v1.{rng.randint(24, 29)}.{rng.randint(0, 9)}"] for name in names]
    output = "$ kubectl get nodes\n" + aligned_table(["NAME", "STATUS", "ROLES", "AGE", "VERSION"], rows)
    true_forms, false_forms = (CORDONED, SCHEDULABLE) if cordoned[node] else (SCHEDULABLE, CORDONED)
    return rng.choice(true_forms).format(n=node), rng.choice(false_forms).format(n=node), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3909, 60)


def test_a_node_said_otherwise_than_its_status_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_node_said_as_its_status_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
