"""Durations written in several units at once (`text/anchors/durations.py`): one value in ms,
to the precision of the last part."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gatekeeper.rules.support.evidence.precision import half_step
from gatekeeper.rules.support.text.anchors import extract_anchors


@pytest.mark.parametrize(("text", "raw", "ms"), [
    ("elapsed=1h23m", "1h23m", 4980000), ("took 1h2m3.5s.", "1h2m3.5s", 3723500),
    ("AGE 3d4h", "3d4h", 273600000), ("2h0m0s", "2h0m0s", 7200000),
    ("Restarts 3 (2d4h ago)", "2d4h", 187200000), ("took 2m30.5s", "2m30.5s", 150500),
    ("耗时 1小时23分钟。", "1小时23分钟", 4980000), ("1分30秒", "1分30秒", 90000),
    ("3天2小时", "3天2小时", 266400000), ("2 小时 30 分", "2 小时 30 分", 9000000),
    ("took 1 hour and 23 minutes.", "1 hour and 23 minutes", 4980000),
    ("2 minutes 30 seconds", "2 minutes 30 seconds", 150000),
    ("3 days, 5 hours", "3 days, 5 hours", 277200000),
    # systemd's timespans, their parts apart
    ("since Sun 2026-03-01 11:15:40 UTC; 2h 3min ago", "2h 3min", 7380000),
    ("1 day 2h ago", "1 day 2h", 93600000), ("Consumed 1min 2.345s CPU time", "1min 2.345s", 62345),
])
def test_a_compound_duration_is_one_value(text: str, raw: str, ms: int) -> None:
    anchors = [a for a in extract_anchors(text) if a.kind == "number"]
    assert [(a.raw, a.value, a.unit) for a in anchors][-1] == (raw, str(ms), "ms")


@pytest.mark.parametrize(("text", "values"), [
    ("83 分钟", ["4980000"]),  # one part: a number with its unit, as before
    ("5m3", []), ("v1.2h3", []),  # no duration's end
    ("1h23m.5", []),
    ("10点3分30秒", ["T10:03:30"]),  # a clock
])
def test_no_compound_duration(text: str, values: list[str]) -> None:
    assert [a.value for a in extract_anchors(text, include_timestamps=True)] == values


@pytest.mark.parametrize(("raw", "step"), [
    ("1h23m", 30000), ("2m30.5s", 50), ("3d4h", 1800000), ("1小时23分钟", 30000),
])
def test_a_compound_duration_is_as_precise_as_its_last_part(raw: str, step: int) -> None:
    anchor = next(a for a in extract_anchors(raw) if a.kind == "number")
    assert half_step(anchor) == Decimal(step)


@pytest.mark.parametrize(("text", "ms"), [
    ("waitDurationInOpenState=PT60S,", 60000), ("PT1M30S", 90000), ("P1DT2H", 93600000),
    ("timeout: PT0.5S", 500),
])
def test_an_iso_duration_is_one_value(text: str, ms: int) -> None:
    assert [a.value for a in extract_anchors(text) if a.kind == "number"] == [str(ms)]


def test_a_month_or_a_name_is_no_iso_duration() -> None:
    assert [a.kind for a in extract_anchors("P1M PTX")] == ["name"]


def test_an_intervals_duration_is_no_value() -> None:
    # a query's window (`start/PT30M`) is no duration any claim restates
    anchors = extract_anchors("2026-11-29T10:00:00+08:00/PT30M", include_timestamps=True)
    assert [a.kind for a in anchors] == ["timestamp"]


@pytest.mark.parametrize(("text", "raw", "ms"), [
    (" 10:15:30 up 3 days,  4:05,  2 users", "3 days,  4:05", 273900000),
    (" 10:15:30 up 1 day, 23:59,  1 user", "1 day, 23:59", 172740000),
])
def test_uptimes_days_and_clock_are_one_duration(text: str, raw: str, ms: int) -> None:
    anchors = [a for a in extract_anchors(text) if a.kind == "number" and a.unit == "ms"]
    assert [(a.raw, a.value) for a in anchors] == [(raw, str(ms))]


def test_uptime_under_a_day_is_a_duration_not_a_clock() -> None:
    anchors = extract_anchors(" 10:15:30 up  4:05,  2 users", include_timestamps=True)
    assert [(a.kind, a.value) for a in anchors][1:] == [("number", "14700000"), ("number", "2")]
    assert [a.kind for a in extract_anchors("it was up 4:05, then", include_timestamps=True)] == [
        "timestamp"]  # not uptime's line: a clock
