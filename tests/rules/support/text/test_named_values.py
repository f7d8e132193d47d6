"""A tool reader's values named at their places (gatekeeper.rules.support.text.anchors.named_values)."""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import named_at, placed_sizes, scaled_at


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


def test_a_bare_value_is_read_in_the_unit_its_place_gives() -> None:
    text = "eth0 10234.50 12.5 83.84%"
    anchors = [a for a in extract_anchors(text) if a.kind == "number"]
    scaled = scaled_at(anchors, {text.index("10234.50"): ("rxkB/s", "bytes/s", Decimal(1024)),
                                 text.index("83.84"): ("%ifutil", "%", Decimal(1))})
    read = {a.raw: (a.value, a.unit, a.metric) for a in scaled}
    assert read["10234.50"] == ("10480128", "bytes/s", "rxkB/s")
    assert read["12.5"] == ("12.5", None, None)  # no place of `named`
    assert read["83.84%"][1] == "%"  # printed with its unit: left as read


def test_a_size_placed_replaces_what_was_read_at_its_digits() -> None:
    row = "-rw-r----- 1 mysql mysql 1073741824 Dec  7 10:00 ibdata1"
    at = row.index("1073741824")
    read = [_number("1", 11), Anchor("timestamp", "2004-01-10T13:37:04", "1073741824", at, at + 10),
            Anchor("code", "ibdata1", "ibdata1", 49, 56)]
    placed = placed_sizes(read, {at: ("1073741824", "ibdata1")})
    assert [(a.kind, a.value, a.unit, a.metric, a.start) for a in placed] == [
        ("number", "1", None, None, 11), ("number", "1073741824", "bytes", "ibdata1", at),
        ("code", "ibdata1", None, None, 49)]
    assert placed_sizes(read, {}) is read
