"""Whether a claim says a row counts none or many (gatekeeper.rules.support.evidence.counts_denied)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.counts_denied import count_denied
from gatekeeper.rules.support.text.anchors import extract_anchors

PODS = """NAME                            READY   STATUS             RESTARTS      AGE
order-svc-7d9f8b6c5-x2x9k       0/1     CrashLoopBackOff   12 (2m ago)   40m
order-svc-7d9f8b6c5-k8p2m       1/1     Running            0             40m"""


def _denied(claim: str) -> bool:
    return count_denied(claim, extract_anchors(claim), [PODS], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "order-svc-7d9f8b6c5-x2x9k 未见重启", "order-svc-7d9f8b6c5-x2x9k 从未重启",
    "order-svc-7d9f8b6c5-x2x9k 运行稳定，没有发生过重启",  # the row its sentence names
    "pod order-svc-7d9f8b6c5-x2x9k has no restarts", "order-svc-7d9f8b6c5-x2x9k was never restarted",
    "order-svc-7d9f8b6c5-k8p2m 反复重启", "order-svc-7d9f8b6c5-k8p2m keeps restarting",
    "order-svc-7d9f8b6c5-k8p2m restarted repeatedly",
    # no row named, every row's count given: one counting otherwise contradicts it
    "pod 都没有重启过", "所有 pod 都未重启", "none of the pods restarted", "order-svc 的 pod 均未重启",
    "No pod of order-svc has restarted", "order-svc has no restarts",
])
def test_restarts_the_row_does_not_count_are_contradicted(claim: str) -> None:
    assert _denied(claim)


@pytest.mark.parametrize("claim", [
    "order-svc-7d9f8b6c5-x2x9k 反复重启", "order-svc-7d9f8b6c5-k8p2m 未见重启",
    "order-svc-7d9f8b6c5-k8p2m has no restarts",
    "order-svc-7d9f8b6c5-k8p2m 重启后恢复正常",  # a point in time, no count
    "order-svc-7d9f8b6c5-x2x9k 没有重启策略",  # a thing, no event
    "order-svc-7d9f8b6c5-x2x9k 未重启 3 次以上",  # a count: the table's to read
    "order-svc-7d9f8b6c5-x2x9k 和 order-svc-7d9f8b6c5-k8p2m 均未重启",  # two rows: unsure
    "服务未重启",  # no row named
    "payment-svc 的 pod 都没有重启过",  # every row of another service's pods: none
    "not all pods restarted",  # no count of every row
    "order-svc-7d9f8b6c5-x2x9k 很久没有重启", "order-svc-7d9f8b6c5-x2x9k 最近没有重启",  # none of late
    "order-svc-7d9f8b6c5-x2x9k has not been restarted for a long time",
])
def test_restarts_as_counted_or_unsure_are_not(claim: str) -> None:
    assert not _denied(claim)


def test_the_finding_gives_the_row_s_count() -> None:
    claim = "order-svc-7d9f8b6c5-x2x9k 未见重启"
    found = count_denied(claim, extract_anchors(claim), [PODS], lambda text: [])
    assert found is not None
    assert found[0].value == "restarts none"
    assert found[1][0].startswith("RESTARTS 12 (2m ago) for order-svc-7d9f8b6c5-x2x9k")


LAGS = ("GROUP           TOPIC   PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG     CONSUMER-ID\n"
        "order-consumer  orders  0          1520340         1520340         0       consumer-1-8c1f\n"
        "order-consumer  orders  1          1498211         1598211         100000  consumer-2-4d5e")


@pytest.mark.parametrize(("claim", "denied"), [
    ("分区 1 没有积压", True), ("分区 0 没有积压", False), ("orders 分区 0 积压严重", True),
    ("partition 1 has no lag", True), ("分区 1 消息积压严重", False), ("分区 0 和分区 1 都没有积压", False),
    # the group's backlog: every partition's (the table is one group's)
    ("kafka 消费者没有积压", True), ("The order-consumer consumer group has no lag", True),
    ("order-consumer 消费组无消息堆积", True),
])
def test_a_partition_s_backlog_denied_or_invented(claim: str, denied: bool) -> None:
    assert (count_denied(claim, extract_anchors(claim), [LAGS], lambda text: []) is not None) is denied


def test_a_group_s_backlog_denied_over_several_groups_is_unsure() -> None:
    other = LAGS + "\naudit-consumer  audit   0          10              10              0       consumer-9"
    assert count_denied("kafka 消费者没有积压", extract_anchors("kafka 消费者没有积压"), [other],
                        lambda text: []) is None


FREE = ("               total        used        free      shared  buff/cache   available\n"
        "Mem:           7976        4120         512          80        3344        3500\n"
        "Swap:          2047        {used}        {free}")


@pytest.mark.parametrize("claim", ["swap 没有被使用", "没有使用 swap", "交换分区未使用", "swap is not used"])
def test_swap_said_unused_against_free_s_swap_row(claim: str) -> None:
    anchors = extract_anchors(claim)
    assert count_denied(claim, anchors, [FREE.format(used=1024, free=1023)], lambda text: []) is not None
    assert count_denied(claim, anchors, [FREE.format(used=0, free=2047)], lambda text: []) is None
