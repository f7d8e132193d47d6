"""Whether a Kafka partition's replicas are in sync (gatekeeper.rules.support.evidence.isr)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.isr import isr_contradicted

TOPIC = ("Topic: orders\tPartition: 3\tLeader: 1\tReplicas: 1,2,3\tIsr: 1\n"
         "Topic: orders\tPartition: 4\tLeader: 2\tReplicas: 2,3,1\tIsr: 2,3,1")


def _contradicted(claim: str, output: str = TOPIC) -> bool:
    return isr_contradicted(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "所有分区的 ISR 都完整", "kafka 的副本都已同步", "all replicas are in sync", "没有 under-replicated 分区",
    "分区 3 的副本都已同步", "分区 4 的 ISR 不完整", "partition 4 is under-replicated",
    "所有分区的副本都在 ISR 中", "all partitions are fully in sync", "分区 4 的 ISR 缺少 broker 3",
    "broker 3 不在分区 4 的 ISR 中",
])
def test_a_judgement_a_partition_s_lists_deny_is_contradicted(claim: str) -> None:
    assert _contradicted(claim)


@pytest.mark.parametrize("claim", [
    "分区 4 的副本都已同步", "分区 3 的 ISR 不完整，只有 broker 1", "partition 3 is under-replicated",
    "有分区的 ISR 不完整",  # out of sync, no partition named: unsure which
    "分区 3 和分区 4 的副本都已同步",  # two partitions: unsure
    "broker 2 恢复后所有副本都已同步",  # a point after which
    "并非所有副本都在 ISR 中",  # not all
    "分区 3 的 ISR 缺少 broker 2",
])
def test_a_judgement_the_lists_agree_with_or_unsure_is_not(claim: str) -> None:
    assert not _contradicted(claim)
