"""gatekeeper/rules/support/evidence/health.py: a health colour given what prints another."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.health import health_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

HEALTH = '{\n  "cluster_name" : "logs-prod",\n  "status" : "red",\n  "unassigned_shards" : 14\n}'


def _swapped(claim: str, output: str = HEALTH) -> tuple[str, str] | None:
    found = health_swapped(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else (found[0].value, found[1][0])


def test_another_colour_of_the_status_is_contradicted() -> None:
    assert _swapped("logs-prod 状态为 yellow") == ("yellow", "status red ('\"status\" : \"red\",')")
    assert _swapped("集群健康状态为绿色") == ("green", "status red ('\"status\" : \"red\",')")
    assert _swapped("cluster health is GREEN") is not None
    assert _swapped("status: green", "status: red\nnodes: 3") is not None


def test_what_says_nothing() -> None:
    assert _swapped("logs-prod 状态为 red") is None
    assert _swapped("集群状态为红色") is None
    assert _swapped("绿色通道已开启") is None  # names no field
    assert _swapped("logs-prod 状态为 yellow", "status: degraded") is None  # no colour printed
    assert _swapped("the greenfield cluster is healthy") is None


def test_a_colour_of_another_time_says_nothing() -> None:
    assert _swapped("logs-prod 状态在 03:14 为 yellow") is None
    assert _swapped("集群健康状态之前为绿色") is None
