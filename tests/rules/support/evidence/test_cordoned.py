"""A node said schedulable or cordoned the other way from `kubectl get nodes`
(gatekeeper.rules.support.evidence.cordoned)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.cordoned import cordon_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

NODES = """NAME     STATUS                     ROLES           AGE   VERSION
node-1   Ready                      <none>          40d   v1.27.3
node-3   NotReady                   <none>          40d   v1.27.3
node-4   Ready,SchedulingDisabled   control-plane   40d   v1.27.3"""
ONE = """NAME     STATUS                     ROLES    AGE   VERSION
node-4   Ready,SchedulingDisabled   <none>   40d   v1.27.3"""


def contradicted(claim: str, text: str = NODES) -> bool:
    return cordon_contradicted(claim, extract_anchors(claim), [text], lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("node-4 可以调度", NODES), ("node-4 is schedulable", NODES), ("node-4 没有被 cordon", NODES),
    ("node-1 已被 cordon", NODES), ("node-1 is cordoned", NODES), ("node-1 不可调度", NODES),
    ("node-3 is unschedulable", NODES),  # not ready, but not cordoned
    ("该节点可以正常调度", ONE),  # the one node, named by a word of nodes
    ("所有节点都可以调度", NODES), ("all nodes are schedulable", NODES),  # every node, node-4 cordoned
])
def test_a_node_said_otherwise_than_its_status_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("node-4 不可调度", NODES), ("node-4 已被 cordon", NODES), ("node-4 is unschedulable", NODES),
    ("node-1 可以调度", NODES), ("node-1 is not cordoned", NODES), ("node-1 accepts new pods", NODES),
    ("node-4 之前被 cordon 过，现在可以调度", NODES),  # another time, then both said
    ("node-4 uncordon 之后可以调度", NODES),  # after an event
    ("该节点不可调度", ONE), ("可以调度", NODES),  # no node named, of three
    ("并非所有节点都可以调度", NODES),  # not all
])
def test_a_node_said_as_its_status_or_unsure_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)
