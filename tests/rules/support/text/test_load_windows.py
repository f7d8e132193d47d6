"""A load average's window where a text writes one (gatekeeper.rules.support.text.anchors.load_windows)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors.load_windows import load_label, load_windows


@pytest.mark.parametrize(("text", "windows"), [
    ("the 15-minute load average was 1.02", ["15"]), ("1 分钟平均负载为 3.21", ["1"]),
    ("负载在上升（1 分钟 12.35 高于 15 分钟 4.02）", ["1", "15"]),
    ("任务耗时 5 分钟 12.35 秒", []),  # no load: a duration
])
def test_a_window_s_number_is_found_where_it_is_written(text: str, windows: list[str]) -> None:
    assert [text[start:end] for start, end in load_windows(text)] == windows


@pytest.mark.parametrize(("before", "label"), [
    ("load average: ", "load1"), ("load average: 3.21, ", "load5"), ("load average: 3.21, 2.05, ", "load15"),
    ("5 分钟负载为 ", "load5"), ("内存为 ", None), ("15 minutes of load, at ", None),
])
def test_a_value_s_window_is_its_label(before: str, label: str | None) -> None:
    assert load_label(before) == label
