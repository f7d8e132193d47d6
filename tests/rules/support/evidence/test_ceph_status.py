"""What a claim says of a Ceph cluster against `ceph status`
(gatekeeper.rules.support.evidence.ceph_status)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.ceph_status import (
    ceph_counts_held,
    ceph_status,
    ceph_status_contradicted,
)
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

STATUS = """  cluster:
    id:     3c7a5b2e-9f1d-4e2a-8b6c-1d2e3f4a5b6c
    health: HEALTH_WARN
            1 osds down
            Degraded data redundancy: 1320/9840 objects degraded (13.415%), 48 pgs degraded

  services:
    mon: 3 daemons, quorum ceph-a,ceph-b,ceph-c (age 3d)
    mgr: ceph-a(active, since 3d), standbys: ceph-b
    osd: 6 osds: 5 up (since 12m), 6 in (since 5w)

  data:
    pools:   4 pools, 256 pgs
    usage:   38 GiB used, 562 GiB / 600 GiB avail
    pgs:     1320/9840 objects degraded (13.415%)
             208 active+clean
             48  active+undersized+degraded"""


def _contradicted(claim: str, text: str = STATUS) -> bool:
    return ceph_status_contradicted(claim, [], [text], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "Ceph 集群有 6 个 OSD，其中 4 个 up", "2 个 OSD down", "Ceph 集群 6 个 OSD 全部在线", "all osds are up",
    "有 48 个 PG 处于 active+clean 状态", "208 个 PG 处于降级状态",
    "已用 562 GiB", "可用 38 GiB",
    "当前 mgr 主节点为 ceph-b", "mgr 备用节点为 ceph-a",
    "Ceph 集群状态健康", "ceph cluster is healthy", "集群状态良好",
])
def test_what_the_status_prints_otherwise_is_contradicted(claim: str) -> None:
    assert _contradicted(claim)


@pytest.mark.parametrize("claim", [
    "Ceph 集群有 6 个 OSD，其中 5 个 up", "1 个 OSD down", "5 of 6 OSDs are up",
    "6 个 OSD 中 0 个 out", "有 208 个 PG 处于 active+clean 状态", "48 个 PG 处于降级状态",
    "已用 38 GiB，可用 562 GiB", "已用 0.04 TiB",
    "mgr 主节点为 ceph-a，备用为 ceph-b", "ceph 集群处于 HEALTH_WARN 状态",
    "集群 HEALTH_WARN，但客户端 IO 正常",  # another clause, of no cluster
    "Ceph 集群读写正常",  # IO, not health
    "超过 3 个 OSD up",  # a bound
    "有 12 个 PG 处于 stale 状态",  # a state printed nowhere: the list may be cut
])
def test_what_it_prints_or_unsure_is_not(claim: str) -> None:
    assert not _contradicted(claim)


def test_a_healthy_cluster_called_unhealthy_is_contradicted_and_a_negated_fault_is_not() -> None:
    healthy = STATUS.replace("HEALTH_WARN", "HEALTH_OK")
    assert _contradicted("ceph 集群处于 HEALTH_WARN 状态", healthy)
    assert not _contradicted("ceph 集群没有错误", healthy)


def test_two_statuses_that_disagree_say_nothing() -> None:
    other = STATUS.replace("5 up", "4 up")
    assert ceph_status_contradicted("4 个 OSD up", [], [STATUS, other], lambda line: []) is None


def test_the_counts_the_status_makes_hold() -> None:
    claim = "6 个 OSD 中 0 个 out，256 个 PG 处于 active 状态"
    missing = [a for a in extract_anchors(claim) if a.kind == "number"]
    held = ceph_counts_held(claim, missing, [STATUS])
    assert [a.raw for a in held] == ["6"]  # the total: no count the status makes


#: 81 PGs in 5 pools, 48 of them degraded
POOLED = STATUS.replace("4 pools, 256 pgs", "5 pools, 81 pgs").replace("208 active+clean", "33 active+clean")


def test_the_pools_and_pgs_in_all_are_read() -> None:
    assert ceph_status(POOLED).pools == {"pools": 5, "pgs": 81}
    assert ceph_status(POOLED.replace("    pools:   5 pools, 81 pgs\n", "")).pools == {}


@pytest.mark.parametrize("claim", [
    "共有 4 个池", "the cluster has 4 pools", "存储池数量为 4",
    "PG 总数为 80", "集群有 256 个 PG", "归置组总数为 256",
])
def test_another_count_of_pools_or_pgs_in_all_is_contradicted(claim: str) -> None:
    assert _contradicted(claim, POOLED)
    assert tool_contradicted(claim, extract_anchors(claim), [POOLED], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "集群共有 5 个池", "PG 总数为 81", "pool 数量为 5", "集群有 81 个 PG", "there are 5 pools and 81 pgs",
    "48 个 PG 处于降级状态", "有 33 个 PG 处于 active+clean", "共 48 个 PG 降级",  # a state's count
    "超过 4 个池",  # a bound
    "集群没有 4 个池",  # a negator
])
def test_its_own_count_in_all_a_state_s_or_an_unsure_one_is_not(claim: str) -> None:
    assert not _contradicted(claim, POOLED)
