"""A tool reader's values named at their places (gatekeeper.rules.support.text.anchors.named_values)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import named_at


def _number(value: str, start: int, unit: str | None = None) -> Anchor:
    return Anchor("number", value, value, start, start + len(value), unit=unit)


def test_a_time_printed_bare_or_in_minutes_is_in_milliseconds_and_each_named() -> None:
    anchors = [_number("45", 0), _number("2", 10, "m?"), _number("553", 20),
               Anchor("name", "avg", "avg", 30, 33)]
    named = named_at(anchors, {0: ("average latency", True), 10: ("max latency", True),
                               20: ("req/sec", False), 30: ("nothing", True)})
    assert [(a.value, a.metric, a.unit) for a in named] == [
        ("45", "average latency", "ms"), ("120000", "max latency", "ms"), ("553", "req/sec", None),
        ("avg", None, None)]  # a name is no value to name
    assert named_at(anchors, {}) is anchors
