"""Elasticsearch's shards against `_cat/shards` (gatekeeper.rules.support.evidence.shards)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.shards import shard_contradicted, shard_counts_held, shards
from gatekeeper.rules.support.text.anchors import extract_anchors

SHARDS = """index   shard prirep state      docs  store ip         node
orders  0     p      STARTED    12034 1.2gb 10.0.7.11  es-node-1
orders  0     r      STARTED    12034 1.2gb 10.0.7.12  es-node-2
orders  1     p      STARTED    11877 1.1gb 10.0.7.12  es-node-2
orders  1     r      UNASSIGNED
orders  2     p      INITIALIZING           10.0.7.13  es-node-3"""


def test_each_row_is_read_assigned_or_not() -> None:
    rows = shards(SHARDS)
    assert [(row.shard, row.primary, row.state, row.node) for row in rows][3:] == [
        ("1", False, "UNASSIGNED", ""), ("2", True, "INITIALIZING", "es-node-3")]


@pytest.mark.parametrize("claim", [
    "orders 索引的分片 0 的副本处于 UNASSIGNED 状态", "shard 1 primary is unassigned",
    "分片 2 的主分片处于 STARTED 状态",
    "分片 0 的主分片在 es-node-2 上", "有 2 个分片未分配",
])
def test_a_state_node_or_count_printed_otherwise_is_contradicted(claim: str) -> None:
    assert shard_contradicted(claim, [], [SHARDS], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "orders 索引的分片 1 的副本处于 UNASSIGNED 状态", "分片 2 的主分片正在初始化",
    "分片 0 的主分片在 es-node-1 上",
    "有 1 个分片未分配",
    "分片 0 处于 STARTED 状态",  # the primary and the replica alike
    "分片 1 处于 UNASSIGNED 状态",  # two rows, no side named: unsure
    "分片 1 的副本没有 UNASSIGNED",  # a negator
])
def test_a_state_node_or_count_as_printed_or_unsure_is_not(claim: str) -> None:
    assert shard_contradicted(claim, [], [SHARDS], lambda line: []) is None


def test_a_count_of_shards_in_a_state_holds() -> None:
    claim = "有 1 个分片未分配"
    assert shard_counts_held(claim, [a for a in extract_anchors(claim) if a.kind == "number"], [SHARDS]) == []


TWO = SHARDS + "\nusers   0     p      STARTED    5120  600mb 10.0.7.11  es-node-1"


@pytest.mark.parametrize(("claim", "contradicted"), [
    ("users 的分片未分配", True), ("users has unassigned shards", True),  # its one row is started
    ("orders 的主分片未分配", True),  # its primaries: started, initializing
    ("orders 的分片未分配", False), ("orders 的副本分片未分配", False),  # shard 1's replica
    ("users 没有未分配的分片", False), ("分片 0 没有未分配", False),  # a denial: unsure
    ("users 和 orders 的分片未分配", False),  # two indices
])
def test_an_index_named_with_no_shard_is_read_against_its_rows(claim: str, contradicted: bool) -> None:
    assert (shard_contradicted(claim, [], [TWO], lambda line: []) is not None) is contradicted
