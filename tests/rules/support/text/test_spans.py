"""Periods between two times of day (gatekeeper.rules.support.text.spans)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.spans import span_ends, time_spans, within


def _spans(text: str) -> list[tuple[str, str]]:
    anchors = extract_anchors(text, include_timestamps=True)
    return [(first.raw.strip(), last.raw.strip()) for first, last in time_spans(text, anchors)]


@pytest.mark.parametrize("text", [
    "03:14 至 03:15 期间出现 2 次超时", "从 03:14 到 03:15，order-svc 持续报错", "03:14-03:15 的错误",
    "03:14 ~ 03:15", "Between 03:14 and 03:15 order-svc logged errors", "from 03:14 to 03:15",
    "03:14 until 03:15",
])
def test_two_times_with_a_word_of_span_between_them_are_a_period(text: str) -> None:
    assert _spans(text) == [("03:14", "03:15")]


@pytest.mark.parametrize("text", [
    "03:14 出现超时，03:15 恢复", "03:14 order-svc 重启，03:15 payment-svc 超时", "在 03:14 出现 2 次",
])
def test_times_with_other_words_between_them_are_not(text: str) -> None:
    assert _spans(text) == []


def test_the_ends_of_a_period_are_where_they_start() -> None:
    text = "在 03:14 至 03:15 期间"
    assert span_ends(text, extract_anchors(text, include_timestamps=True)) == {2, 10}


@pytest.mark.parametrize(("when", "inside"), [
    ("03:14:07", True), ("03:15:59", True), ("03:14:00.5", True), ("03:13:59", False),
    ("03:16:00", False), ("03:15", True),
])
def test_a_time_falls_in_a_period_at_each_end_s_precision(when: str, inside: bool) -> None:
    assert within(when, "03:14", "03:15") is inside


@pytest.mark.parametrize(("text", "bound"), [
    ("10:01:12 之后 order-svc 的请求均返回 200", True), ("自 10:01 起恢复", True),
    ("after 10:01:12 every request returned 200", True), ("在 10:01:12 返回 503", False),
])
def test_a_time_bounding_an_open_period_is_no_line_s_time(text: str, bound: bool) -> None:
    anchors = extract_anchors(text, include_timestamps=True)
    time = next(a for a in anchors if a.kind == "timestamp")
    assert (time.start in span_ends(text, anchors)) is bound
