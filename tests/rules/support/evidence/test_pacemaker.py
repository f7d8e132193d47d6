"""Resources and nodes against Pacemaker's `crm_mon` (gatekeeper.rules.support.evidence.pacemaker)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.pacemaker import cluster, cluster_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

CRM = ("Cluster Summary:\n"
       "  * Current DC: node1 (version 2.1.2-ada5c3b36e2) - partition with quorum\n"
       "Node List:\n  * Online: [ node1 node2 ]\n  * OFFLINE: [ node3 ]\n"
       "Full List of Resources:\n"
       "  * vip\t(ocf::heartbeat:IPaddr2):\t Started node2\n"
       "  * nginx\t(systemd:nginx):\t Started node1\n"
       "  * pgsql\t(ocf::heartbeat:pgsql):\t Stopped")


def contradicted(claim: str) -> bool:
    return cluster_contradicted(claim, extract_anchors(claim), [CRM], extract_anchors) is not None


def test_the_resources_nodes_and_dc_are_read() -> None:
    found = cluster(CRM)
    assert found is not None
    assert found.resources == {"vip": ("Started", "node2"), "nginx": ("Started", "node1"),
                               "pgsql": ("Stopped", None)}
    assert found.nodes == {"node1": "Online", "node2": "Online", "node3": "OFFLINE"}
    assert found.dc == "node1"


@pytest.mark.parametrize("claim", [
    "vip 资源运行在 node1 上", "vip started on node1", "vip 位于 node1", "pgsql 运行在 node1 上",
    "nginx 资源已停止", "pgsql 正在运行", "pgsql is running",
    "node1 处于离线状态", "node3 is online", "当前 DC 是 node2",
])
def test_another_node_or_state_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [CRM], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "vip 资源运行在 node2 上", "nginx 资源已启动", "pgsql 已停止",
    "node3 处于离线状态", "node1 在线", "当前 DC 是 node1",
    "vip 和 nginx 运行在 node1 上", "vip 运行在 node1 或 node2 上",  # two resources, two nodes
    "vip 没有运行在 node1 上", "node1 不在线", "nginx 资源未停止", "DC 不是 node2",  # a negator
    "node4 处于离线状态", "web 运行在 node1 上",  # a name the status prints nowhere
])
def test_its_own_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_the_status_s_words_gives_nothing() -> None:
    claim = "vip 资源运行在 node1 上"
    assert tool_contradicted(claim, extract_anchors(claim), ["vip started on node2"], extract_anchors) is None
