"""Why Kubernetes reported an event, said in Chinese (gatekeeper.rules.support.evidence.event_reasons)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.event_reasons import event_reason_swapped

EVENTS = """LAST SEEN   TYPE      REASON             OBJECT                          MESSAGE
2m          Warning   BackOff            pod/order-svc-7d9f8b6c5-x2x9k   Back-off restarting
5m          Warning   FailedScheduling   pod/pay-svc-5b8c9d-q7w          0/3 nodes are available
7m          Warning   Unhealthy          pod/order-svc-7d9f8b6c5-x2x9k   Liveness probe failed"""


def _swapped(claim: str) -> bool:
    return event_reason_swapped(claim, [], [EVENTS], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "order-svc-7d9f8b6c5-x2x9k 因内存不足无法调度", "pay-svc-5b8c9d-q7w 的容器反复重启",
    "pay-svc-5b8c9d-q7w 健康检查失败", "Pod pay-svc-5b8c9d-q7w 启动后，存活探针失败",
])
def test_another_object_s_reason_is_contradicted(claim: str) -> None:
    assert _swapped(claim)


@pytest.mark.parametrize("claim", [
    "pay-svc-5b8c9d-q7w 因内存不足无法调度", "order-svc-7d9f8b6c5-x2x9k 反复重启",
    "order-svc-7d9f8b6c5-x2x9k 存活探针失败",  # one of its rows
    "order-svc-7d9f8b6c5-x2x9k 未被驱逐",  # denied
    "pay-svc-5b8c9d-q7w 被驱逐",  # no row gives it: found nowhere, no swap
    "order-svc-7d9f8b6c5-x2x9k 和 pay-svc-5b8c9d-q7w 都无法调度",  # two objects: unsure
])
def test_the_object_s_own_reason_or_unsure_is_not(claim: str) -> None:
    assert not _swapped(claim)
