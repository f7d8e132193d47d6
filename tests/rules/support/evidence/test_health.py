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


INDICES = """health status index            uuid                   pri rep docs.count store.size
yellow open   logs-2026.12.01  Xk3d9F2sQ0mAbC1dEfGh  5   1  1203344  1.2gb
green  open   logs-2026.11.30  Yz8e7R1tP9nMbD2cFgHi  5   1  1502881  1.5gb"""
CAT_HEALTH = """epoch      timestamp cluster status node.total node.data shards pri relo init unassign
1701234567 03:12:47  es-prod yellow          3         3    120  60    0    0        5"""


def test_a_colour_denied_is_contradicted_by_the_colour_printed_alone() -> None:
    assert _swapped("集群状态不是 red") is not None
    assert _swapped("cluster status is not red") is not None
    assert _swapped("logs-2026.12.01 的健康状态不是 yellow", INDICES) is not None
    assert _swapped("所有索引都不是 green", INDICES) is not None
    assert _swapped("集群状态不是 green") is None
    assert _swapped("cluster status is not yellow") is None
    assert _swapped("logs-2026.12.01 的健康状态不是 green", INDICES) is None
    assert _swapped("集群状态没有变成 green") is None  # a denial not of the colour: unsure


def test_another_colour_of_a_table_row_is_contradicted() -> None:
    assert _swapped("索引 logs-2026.12.01 的健康状态为 green", INDICES) is not None
    assert _swapped("logs-2026.11.30 is yellow", INDICES) is not None
    assert _swapped("所有索引都处于 green 状态", INDICES) is not None  # every row, by its kind
    assert _swapped("集群状态为 green", CAT_HEALTH) is not None  # the only row


def test_a_row_s_own_colour_or_unsure_says_nothing() -> None:
    assert _swapped("索引 logs-2026.12.01 的健康状态为 yellow", INDICES) is None
    assert _swapped("logs-2026.11.30 为绿色", INDICES) is None
    assert _swapped("索引状态为 green", INDICES) is None  # no row named, of two
    assert _swapped("并非所有索引都是 green", INDICES) is None
    assert _swapped("集群状态为 yellow", CAT_HEALTH) is None
