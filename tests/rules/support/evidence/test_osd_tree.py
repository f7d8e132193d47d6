"""An OSD's status, reweight, class and host against `ceph osd tree`
(gatekeeper.rules.support.evidence.osd_tree)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.osd_tree import Osd, osd_contradicted, osd_tree
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

TREE = ("ID  CLASS  WEIGHT   TYPE NAME       STATUS  REWEIGHT  PRI-AFF\n"
        "-1         5.45776  root default\n"
        "-3         2.72888      host ceph-1\n"
        " 0    hdd  0.90959          osd.0       up   1.00000  1.00000\n"
        " 1    hdd  0.90959          osd.1     down         0  1.00000\n"
        "-5         2.72888      host ceph-2\n"
        " 2    hdd  0.90959          osd.2       up   1.00000  1.00000\n"
        " 3    ssd  0.90959          osd.3       up   0.85000  1.00000")


def contradicted(claim: str) -> bool:
    return osd_contradicted(claim, extract_anchors(claim), [TREE], extract_anchors) is not None


def test_each_osd_s_row_is_read_with_the_host_above_it() -> None:
    assert osd_tree(TREE) == {"osd.0": Osd("up", "1.00000", "hdd", "ceph-1"),
                              "osd.1": Osd("down", "0", "hdd", "ceph-1"),
                              "osd.2": Osd("up", "1.00000", "hdd", "ceph-2"),
                              "osd.3": Osd("up", "0.85000", "ssd", "ceph-2")}


@pytest.mark.parametrize("claim", [
    "osd.2 处于 down 状态", "osd.0 的 reweight 为 0.85", "osd.1 位于 ceph-2 主机上", "osd.2 是 ssd",
    "osd.1 is up", "osd.0 宕机了", "osd.3 离线", "osd.1 在线", "osd.3 is hdd", "osd.3 is an nvme device",
    "osd.0 的权重为 0.5", "osd.1 reweight is 1", "osd.2 位于 ceph-1 主机上",
    "osd.0 is up and on ceph-2",  # its own status, another host
])
def test_another_status_reweight_class_or_host_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [TREE], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "osd.1 处于 down 状态", "osd.2 在线", "osd.0 is up", "osd.3 是 ssd", "osd.1 位于 ceph-1 主机上",
    "osd.3 的 reweight 为 0.85", "osd.1 的权重为 0",  # 0.85000 and 0 as printed
    "osd.0 和 osd.1 处于 down 状态",  # two OSDs
    "osd.2 是 ssd 或 hdd", "osd.1 位于 ceph-1 或 ceph-2 主机上",  # two classes, two hosts
    "osd.2 不是 ssd", "osd.2 没有宕机", "osd.1 is not up",  # a negator
    "osd.0 的 reweight 约为 0.85",  # an approximation
    "osd.0 的 reweight 超过 0.85",  # a bound
    "osd.9 处于 down 状态",  # an OSD the tree prints nowhere
])
def test_its_own_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_an_osd_s_name_gives_nothing() -> None:
    claim = "osd.2 处于 down 状态"
    rows = TREE.replace("osd.", "OSD-")
    assert tool_contradicted(claim, extract_anchors(claim), [rows], extract_anchors) is None
