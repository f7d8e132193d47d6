"""gatekeeper/rules/support/text/anchors/metric_units.py: a record's statistics in the unit it names."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors


def _numbers(text: str) -> list[tuple[str, str | None]]:
    return [(a.value, a.unit) for a in extract_anchors(text) if a.kind == "number"]


def test_each_statistic_is_in_its_record_s_unit() -> None:
    record = '{"Timestamp": "2026-12-07T10:00:00Z", "Average": 92.5, "Maximum": 1.5, "Unit": "Seconds"}'
    assert ("92500", "ms") in _numbers(record) and ("1500", "ms") in _numbers(record)
    assert ("92.5", "%") in _numbers(record.replace("Seconds", "Percent"))


def test_a_unit_no_one_knows_or_another_field_is_left_as_printed() -> None:
    assert ("92.5", None) in _numbers('{"Average": 92.5, "Unit": "Count/Second"}')
    assert ("3", None) in _numbers('{"SampleCount": 3, "Unit": "Percent"}')
