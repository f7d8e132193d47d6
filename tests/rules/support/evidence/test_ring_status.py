"""A Cassandra node's status against `nodetool status` (gatekeeper.rules.support.evidence.ring_status)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.ring_status import ring_counts_held, ring_status_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

RING = """Datacenter: dc1
===============
Status=Up/Down
|/ State=Normal/Leaving/Joining/Moving
--  Address     Load       Tokens  Owns (effective)  Host ID                               Rack
UN  10.0.3.11  256.48 GiB  256     34.1%             5c1e8a7b-3f2d-4b6a-9e8c-7d6f5e4a3b21  rack1
DN  10.0.3.12  248.91 GiB  256     33.2%             6d2f9b8c-4a3e-4c7b-8f9d-8e7a6f5b4c32  rack1
UJ  10.0.3.13  12.07 GiB   256     32.7%             7e3a0c9d-5b4f-4d8c-9a0e-9f8b7a6c5d43  rack2"""


def _contradicted(claim: str) -> bool:
    return ring_status_contradicted(claim, [], [RING], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "节点 10.0.3.11 已宕机", "10.0.3.11 is down", "节点 10.0.3.12 状态正常（UN）", "10.0.3.12 在线",
    "10.0.3.12 正在加入集群", "10.0.3.11 is leaving", "集群中 2 个节点宕机", "3 nodes are up",
    "10.0.3.12 未宕机",
    "所有节点都在线", "all nodes are up", "every node is down", "全部节点都未宕机",  # each row read
])
def test_a_status_or_count_the_ring_prints_otherwise_is_contradicted(claim: str) -> None:
    assert _contradicted(claim)


@pytest.mark.parametrize("claim", [
    "节点 10.0.3.12 已宕机", "节点 10.0.3.12 处于 DN 状态（宕机）", "10.0.3.13 正在加入集群",
    "10.0.3.11 未宕机",
    "集群中 1 个节点宕机", "2 nodes are up",
    "10.0.3.11 和 10.0.3.12 都在线",  # two nodes
    "10.0.3.13 未在迁移",  # a state negated: what it is instead is unsure
    "超过 1 个节点宕机",  # a bound
    "10.0.3.99 已宕机",  # no node of the ring
    "两个节点都在线",  # `都` alone: of some nodes
    "并非所有节点都在线",  # not all
])
def test_a_status_or_count_as_printed_or_unsure_is_not(claim: str) -> None:
    assert not _contradicted(claim)


def test_every_node_is_read_against_each_row_of_one_datacenter_only() -> None:
    up = "\n".join(line for line in RING.split("\n") if not line.startswith(("DN", "UJ")))
    assert ring_status_contradicted("所有节点都在线", [], [up], lambda line: []) is None
    two = RING + "\n\nDatacenter: dc2\n===============\n" + "\n".join(RING.split("\n")[2:5]) \
        + "\nUN  10.0.4.11  256.48 GiB  256     34.1%             8f4b1d0e-6c5a-4e9d-0b1f-0a9c8b7d6e54  rack1"
    assert ring_status_contradicted("所有节点都在线", [], [two], lambda line: []) is None  # dc1's or dc2's?


def test_a_count_of_nodes_the_ring_makes_holds() -> None:
    claim = "集群中 1 个节点宕机"
    missing = [a for a in extract_anchors(claim) if a.kind == "number"]
    assert ring_counts_held(claim, missing, [RING]) == []
    wrong = "集群中 2 个节点宕机"
    assert ring_counts_held(wrong, [a for a in extract_anchors(wrong) if a.kind == "number"], [RING]) != []
