"""Nodes against Redis' `CLUSTER NODES` (gatekeeper.rules.support.evidence.cluster_nodes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.cluster_nodes import Node, cluster_node_contradicted, cluster_nodes
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

NODES = ("67ed2db8d677e59ec4a4cefb06858cf2a1a89fa1 10.0.0.12:30002@31002 master"
         " - 0 1426238316232 2 connected 5461-10922\n"
         "07c37dfeb235213a872192d90877d0cd55635b91 10.0.0.11:30004@31004 slave"
         " e7d1eecce10fd6bb5eb35b9f99a514335d9ba9ca 0 1426238317239 4 connected\n"
         "824fe116063bc5fcf9f4ffd895bc17aee7731ac3 10.0.0.15:30006@31006 master,fail"
         " - 1426238316000 1426238315000 6 disconnected")


def contradicted(claim: str, text: str = NODES) -> bool:
    return cluster_node_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_row_is_read_by_its_address_with_its_port() -> None:
    nodes = cluster_nodes(NODES)
    assert nodes["10.0.0.12:30002"] == Node(frozenset({"master"}), "connected", ("5461-10922",))
    assert nodes["10.0.0.15:30006"] == Node(frozenset({"master", "fail"}), "disconnected", ())
    assert set(nodes) == {"10.0.0.12:30002", "10.0.0.11:30004", "10.0.0.15:30006"}


@pytest.mark.parametrize("claim", [
    "10.0.0.11:30004 是 master 节点", "10.0.0.11 is a primary", "10.0.0.15 是从节点",
    "10.0.0.12 处于 fail 状态",
    "10.0.0.15 已连接", "10.0.0.12:30002 断开", "10.0.0.12 负责槽位 10923-16383",
])
def test_another_role_failure_link_or_slot_range_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [NODES], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "10.0.0.12 是主节点", "10.0.0.11 是从节点", "10.0.0.15 处于故障状态", "10.0.0.15 已断开",
    "10.0.0.12 负责槽位 5461-10922",
    "10.0.0.11 和 10.0.0.12 是主节点", "10.0.0.12 是 master 还是 slave",  # two nodes, two roles
    "10.0.0.12 负责槽位 0-5460 和 10923-16383",  # two ranges
    "10.0.0.11 不是 master", "10.0.0.12 未断开",  # a negator
    "10.0.0.12 负责超过 5000-6000 个槽位",  # a bound
    "10.0.0.1 是从节点", "10.0.0.13:30003 处于 fail 状态",  # no node's (`10.0.0.1` is no `10.0.0.15`)
])
def test_its_own_row_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_node_only_suspected_may_be_said_failed_but_not_a_port_of_a_shared_address() -> None:
    suspected = NODES.replace("master,fail", "master,fail?")
    assert not contradicted("10.0.0.15 处于 fail 状态", suspected)
    assert contradicted("10.0.0.12 处于 fail 状态", suspected)
    shared = NODES.replace("10.0.0.11:30004", "10.0.0.12:30004")
    assert not contradicted("10.0.0.12 是从节点", shared)  # two nodes have the address
    assert contradicted("10.0.0.12:30002 是从节点", shared)


def test_a_text_without_a_link_state_gives_nothing() -> None:
    claim = "10.0.0.12 处于 fail 状态"
    text = "10.0.0.12:30002 master 5461-10922"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
