"""How many items a claim says a printed list holds (gatekeeper.rules.support.evidence.list_counts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.list_counts import (
    list_count_contradicted,
    list_counts_held,
    lists_of,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

KAFKA = ("Topic: orders\tPartition: 0\tLeader: 1\tReplicas: 1,2,3\tIsr: 1,2\n"
         "Topic: orders\tPartition: 1\tLeader: 2\tReplicas: 2,3,1\tIsr: 2")
ENDPOINTS = "Name:              order-svc\nEndpoints:         10.0.3.17:8080,10.0.3.18:8080,10.0.3.19:8080"


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _contradicted(claim: str, output: str) -> str | None:
    found = list_count_contradicted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else found[1][0]


def test_a_list_is_its_items() -> None:
    assert [(field.name, items) for field, items in lists_of(KAFKA)] == [
        ("replicas", ["1", "2", "3"]), ("isr", ["1", "2"]), ("replicas", ["2", "3", "1"]), ("isr", ["2"])]
    assert [len(items) for _, items in lists_of(ENDPOINTS)] == [3]


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("分区 0 的 ISR 只有 1 个副本", KAFKA, "isr lists 2"),
    ("分区 1 的 ISR 只有 2 个副本", KAFKA, "isr lists 1"),  # partition 1's line
    ("分区 0 的同步副本只剩 3 个", KAFKA, "isr lists 2"),  # `同步副本` names the ISR, not the replicas
    ("分区 0 有 2 个副本", KAFKA, "replicas lists 3"),  # named by the count's own word alone
    ("order-svc 当前有 4 个 endpoint", ENDPOINTS, "endpoints lists 3"),
])
def test_another_count_of_a_list_s_items_is_contradicted(claim: str, output: str, said: str) -> None:
    found = _contradicted(claim, output)
    assert found is not None and found.startswith(said)


@pytest.mark.parametrize(("claim", "output"), [
    ("分区 0 的 ISR 中只有 2 个副本", KAFKA), ("分区 1 的 ISR 只有 1 个副本", KAFKA),
    ("partition 1 has only 1 in-sync replica", KAFKA), ("order-svc has 3 endpoints", ENDPOINTS),
    ("分区 0 的 Leader 为 1", KAFKA),  # no count
    ("ISR 为 1,2", KAFKA),  # the items restated
    ("order-svc 有 4 个 Pod", KAFKA),  # no list named
])
def test_a_count_the_list_holds_or_no_count_of_one_is_not(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is None


def test_a_count_a_list_holds_is_held_by_its_span() -> None:
    claim = "分区 1 的 ISR 只有 1 个副本"
    at = claim.index("只有 1") + 3
    assert list_counts_held(claim, _anchors(claim), [KAFKA]) == {(at, at + 1)}


FSCK = ("Replicated Blocks:\n\tUnder replicated blocks: 14\n\tBlocks with corrupt replicas: 0\n"
        "\tMissing blocks: 2")


def test_a_label_s_word_before_a_list_s_name_makes_no_list() -> None:
    # `Blocks with corrupt replicas: 0` counts blocks: it lists no replica
    assert not lists_of(FSCK)
    assert _contradicted("有 14 个副本不足的块", FSCK) is None
    assert _contradicted("有 3 个副本", FSCK) is None


def test_a_single_replica_s_field_is_still_a_list() -> None:
    line = "Topic: orders Partition: 0 Leader: 1 Replicas: 1 Isr: 1"
    assert [(field.name, items) for field, items in lists_of(line)] == [("replicas", ["1"]), ("isr", ["1"])]
    found = _contradicted("分区 0 有 3 个副本", line)
    assert found is not None and found.startswith("replicas lists 1")
    assert _contradicted("分区 0 有 1 个副本", line) is None


def test_a_tally_s_first_count_is_no_list() -> None:
    # (`kubectl describe deploy`'s tally: `2 个副本不可用` failed REJECT as a list of one replica)
    described = "Replicas:               3 desired | 3 updated | 3 total | 1 available | 2 unavailable"
    assert lists_of(described) == ()
    assert _contradicted("payment-svc 有 2 个副本不可用", described) is None
