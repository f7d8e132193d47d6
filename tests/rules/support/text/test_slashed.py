"""gatekeeper/rules/support/text/anchors/slashed.py: a group's values read with their names."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.anchors.slashed import named_values, without_groups

PING = "rtt min/avg/max/mdev = 0.312/0.467/1.024/0.201 ms"


def _numbers(text: str) -> list[tuple[str, str | None, str | None, str]]:
    return [(a.value, a.metric, a.unit, a.raw) for a in extract_anchors(text) if a.kind == "number"]


def test_each_value_of_ping_s_group_is_read_with_its_name_and_the_group_s_unit() -> None:
    assert _numbers(PING) == [("0.312", "min rtt", "ms", "0.312"), ("0.467", "avg rtt", "ms", "0.467"),
                              ("1.024", "max rtt", "ms", "1.024"), ("0.201", "mdev rtt", "ms", "0.201 ms")]
    assert metric_key("avg rtt") == "average latency"  # what `平均延迟` names
    assert metric_key("avg round-trip") == "average latency"


@pytest.mark.parametrize(("text", "found"), [
    ("used/committed/max = 3.2G/3.5G/4.0G", [("used", "3.2G"), ("committed", "3.5G"), ("max", "4.0G")]),
    ("read/write 120/80 MB/s", [("read", "120MB"), ("write", "80MB")]),
    ("ok/failed 3/1 tasks", [("ok", "3"), ("failed", "1")]),  # a noun after them is no unit
])
def test_values_with_their_own_units_or_none(text: str, found: list[tuple[str, str]]) -> None:
    assert named_values(text) == found


@pytest.mark.parametrize("text", [
    "min/avg/max = 1/2 ms",  # names and values not as many
    "GET /api/v1/users 200",  # a path
    "date 2026/12/04",  # one name
    "READY 1/3",
    "a/b 1/2x",  # a unit no one knows
])
def test_what_is_no_group(text: str) -> None:
    assert named_values(text) == []
    assert without_groups(text) == text


def test_a_group_of_values_a_unit_no_one_knows_leaves_the_anchors_as_they_were() -> None:
    assert _numbers("a/b 1/2x") == [("1", None, None, "1")]


def test_the_rest_of_a_line_stays() -> None:
    assert without_groups(f"ping: {PING}, ok").split() == ["ping:", ",", "ok"]


def test_names_a_cell_apart_from_the_values_are_no_group() -> None:
    # kubectl get hpa's REFERENCE and TARGETS: no `deployment`'s 85%
    assert named_values("api    Deployment/api   85%/80%   2") == []
    assert named_values("min/max: 1/9") == [("min", "1"), ("max", "9")]
