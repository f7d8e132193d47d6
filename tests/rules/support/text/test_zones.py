"""Time zones written with a time (`text/anchors/zones.py`): what they mean, a time moved
between them, and a moved time written so that the extractor reads it back."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.zones import (
    moved,
    own_zone,
    written,
    zone_after,
    zone_before,
)


@pytest.mark.parametrize(("text", "offsets"), [
    ("11:15 UTC", (0,)), ("11:15 GMT+8", (480,)), ("11:15 UTC+08:00", (480,)),
    ("11:15 UTC-5", (-300,)), ("11:15（UTC+8）", (480,)), ("11:15 (北京时间)", (480,)),
    ("11:15:40 +08:00", (480,)), ("11:15:40.123 -0500", (-300,)), ("11:15 CST", (480, -360)),
    ("11:15 PDT", (-420,)), ("11:15 UTC+5:30", (330,)),
])
def test_a_zone_after_a_time(text: str, offsets: tuple[int, ...]) -> None:
    found = zone_after(text, text.index(" ") if " " in text else text.index("（"))
    assert found is not None and found[0] == offsets
    assert found[1] == len(text)


@pytest.mark.parametrize("text", [
    "11:15 UTCX", "12:00 -13:00", "10:00 +5 retries", "11:15 UTC+15", "11:15 UTC+8:10",
    "11:15 ESTATE", "11:15:40 +08:00:00",
])
def test_no_zone_after_a_time(text: str) -> None:
    assert zone_after(text, text.index(" ")) is None


@pytest.mark.parametrize(("text", "offsets"), [
    ("北京时间 11:15", (480,)), ("北京时间2026年3月1日11时", (480,)), ("UTC 时间：03:15", (0,)),
    ("东八区 11:15", (480,)), ("GMT+8 11:15", (480,)),
])
def test_a_zone_before_a_time(text: str, offsets: tuple[int, ...]) -> None:
    start = next(i for i, c in enumerate(text) if c.isdigit() and text[i - 1] not in "+TC")
    found = zone_before(text, start)
    assert found is not None and found == (offsets, 0)


def test_no_zone_before_a_time_in_a_word() -> None:
    assert zone_before("XUTC 11:15", 5) is None
    assert zone_before("到 11:15", 2) is None


@pytest.mark.parametrize(("raw", "offsets"), [
    ("2026-03-01T03:15:40Z", (0,)), ("2026-03-01T11:15:40+08:00", (480,)),
    ("10/Oct/2000:13:55:36 -0700", (-420,)), ("2026-03-01 11:15:40 +0800", (480,)),
    ("2026-03-01T03:15:40", None), ("2026-03-01", None),
])
def test_a_timestamps_own_zone(raw: str, offsets: tuple[int, ...] | None) -> None:
    assert own_zone(raw) == offsets


@pytest.mark.parametrize(("value", "start", "end", "expected"), [
    ("2026-03-01T11:15:40", 480, 0, "2026-03-01T03:15:40"),
    ("2026-03-01T03:15:40", 480, 0, "2026-02-28T19:15:40"),  # the day before
    ("2024-03-01T03:15", 480, 0, "2024-02-29T19:15"),  # a leap year's
    ("2026-12-31T20:00:00.125", 0, 480, "2027-01-01T04:00:00.125"),  # the fraction as written
    ("--03-01T03:15:40", 480, 0, "--02-29T19:15:40"),  # no year: a leap year's calendar
    ("T03:15", 480, 0, "T19:15"),  # a clock alone turns round the day
    ("T03", 0, 480, "T11"), ("T03", 0, 330, None),  # an hour alone cannot move by 5:30
    ("2026-03-01", 480, 0, None), ("month:03", 0, 480, None),  # no time of day
])
def test_a_time_moved_between_zones(value: str, start: int, end: int, expected: str | None) -> None:
    assert moved(value, start, end) == expected


@pytest.mark.parametrize("value", [
    "2026-03-01T03:15:40", "2026-03-01T03:15", "2026-03-01T19", "2026-03-01T03:15:40.125",
    "--03-01T03:15:40", "--03-01T03:15", "--12-31T23", "T03:15:40", "T03:15", "T00", "T12", "T19",
    "T03:15:40.939",
])
def test_a_moved_time_is_written_as_the_extractor_reads_it(value: str) -> None:
    text = written(value)
    assert text is not None
    anchors = extract_anchors(text, include_timestamps=True)
    assert [a.value for a in anchors] == [value]


@pytest.mark.parametrize(("text", "values"), [
    ("11:15 UTC+8 重启", ["T11:15"]),  # not a number 8
    ("GMT+8 11:15 重启", ["T11:15"]),
    ("11:15:40 +08:00 OOM", ["T11:15:40"]),  # not a clock 08:00
    ("Mar  1 03:15:40 +0000 host", ["--03-01T03:15:40"]),  # not a number 0
    ("10:00 +5 retries", ["T10:00", "5"]),  # a count after a time is one
])
def test_a_zones_digits_are_no_anchor(text: str, values: list[str]) -> None:
    assert [a.value for a in extract_anchors(text, include_timestamps=True)] == values


@pytest.mark.parametrize(("raw", "value"), [
    ("1709262940", "2024-03-01T03:15:40"), ("1709262940123", "2024-03-01T03:15:40.123"),
    ("1131566472", "2005-11-09T20:01:12"),
])
def test_an_epoch_is_its_utc_time(raw: str, value: str) -> None:
    anchors = extract_anchors(f"ts={raw} x", include_timestamps=True)
    assert [(a.kind, a.value, a.unit) for a in anchors] == [("timestamp", value, "YMDT")]
    assert own_zone(raw) == (0,)


def test_a_fractional_epoch_is_its_utc_time() -> None:
    anchors = extract_anchors('"value":[1709262940.123,"0.9512"]', include_timestamps=True)
    assert [(a.kind, a.value) for a in anchors] == [
        ("timestamp", "2024-03-01T03:15:40.123"), ("number", "0.9512")]
    assert own_zone("1709262940.123") == (0,)


@pytest.mark.parametrize(("text", "value"), [
    ("Started:      Fri, 01 Mar 2024 11:10:02 +0800", "2024-03-01T11:10:02"),  # kubectl describe
    ("Date: Fri, 01 Mar 2024 03:15:40 GMT", "2024-03-01T03:15:40"),  # HTTP
    ("1 Mar 2024 11:15", "2024-03-01T11:15"),
])
def test_an_rfc_1123_date_and_time_is_one_timestamp(text: str, value: str) -> None:
    stamps = [a for a in extract_anchors(text, include_timestamps=True) if a.kind == "timestamp"]
    assert [a.value for a in stamps] == [value]


@pytest.mark.parametrize(("text", "values"), [
    ("在 3 月 1 日 03:15 抛出", ["--03-01T03:15"]), ("2026 年 3 月 1 日", ["2026-03-01"]),
    ("2026 年 3 月", ["2026-03"]), ("凌晨 3 点 15 分", ["T03:15"]), ("在 10 点 05 分重启", ["T10:05"]),
    ("近 3 日", ["3"]),  # a count of days, spaced or not, is no day of the month
])
def test_a_spaced_chinese_date_or_clock(text: str, values: list[str]) -> None:
    assert [a.value for a in extract_anchors(text, include_timestamps=True)] == values


@pytest.mark.parametrize(("text", "values"), [
    ("凌晨三点十五分", ["T03:15"]), ("在下午两点半", ["T14:30"]), ("晚上十点", ["T22"]),
    ("3日凌晨三点零五分", ["day:03", "T03:05"]), ("于二十三点五十九分", ["T23:59"]),
    ("凌晨零点四十三分", ["T00:43"]), ("共三点建议", []),  # three points, no clock
])
def test_a_clock_in_chinese_numerals(text: str, values: list[str]) -> None:
    assert [a.value for a in extract_anchors(text, include_timestamps=True)] == values
