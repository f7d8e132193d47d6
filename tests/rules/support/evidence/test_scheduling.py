"""Why a pod could not be scheduled (gatekeeper.rules.support.evidence.scheduling)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.scheduling import scheduling_reason_denied

RESOURCES = ("2m  Warning  FailedScheduling  pod/order-svc-7d9f8b6c5-abcde  0/3 nodes are available: "
             "1 Insufficient cpu, 2 Insufficient memory. preemption: 0/3 nodes are available: 3 No "
             "preemption victims found for incoming pod.")
TAINTS = ("Warning  FailedScheduling  12s  default-scheduler  0/5 nodes are available: 2 node(s) had "
          "untolerated taint {node-role.kubernetes.io/control-plane: }, 3 node(s) didn't match Pod's "
          "node affinity/selector.")


def _denied(claim: str, output: str) -> bool:
    return scheduling_reason_denied(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("Pod 调度失败，原因是节点 GPU 不足", RESOURCES), ("Pod 调度失败，2 个节点 CPU 不足", RESOURCES),
    ("Pod 无法调度：节点存在污点", RESOURCES), ("Pod 无法调度：内存不足", TAINTS),
    ("The pod is Pending because of insufficient cpu", TAINTS), ("Pod 无法调度：3 个节点存在污点", TAINTS),
])
def test_a_reason_the_message_does_not_list_is_denied(claim: str, output: str) -> None:
    assert _denied(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("Pod 调度失败，2 个节点内存不足，1 个节点 CPU 不足", RESOURCES),
    ("Pod 一直 Pending，3 个节点中有 2 个内存不足", RESOURCES),  # the total is no reason's count
    ("Pod 无法调度：2 个节点存在污点", TAINTS), ("3 个节点不满足节点亲和性，Pod 无法调度", TAINTS),
    ("容器因内存不足被 OOMKilled", TAINTS),  # no scheduling in its sentence
])
def test_a_listed_reason_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _denied(claim, output)
