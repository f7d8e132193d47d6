"""Pressure stall averages against `/proc/pressure/*` (gatekeeper.rules.support.evidence.stalls)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.stalls import stall_swapped, stall_windows_held, stalls
from gatekeeper.rules.support.text.anchors import extract_anchors

PSI = ("some avg10=12.34 avg60=8.91 avg300=4.02 total=123456789\n"
       "full avg10=3.21 avg60=1.05 avg300=0.44 total=23456789")


def test_both_lines_are_read() -> None:
    assert stalls(PSI) == {"some": {"w10": "12.34", "w60": "8.91", "w300": "4.02"},
                           "full": {"w10": "3.21", "w60": "1.05", "w300": "0.44"}}
    assert stalls(PSI.split("\n")[0]) == {}  # one line: not the file as PSI prints it


@pytest.mark.parametrize("claim", [
    "CPU 压力 full avg10 为 12.34%", "some avg60 为 1.05%", "过去 5 分钟全部任务停顿的时间占 4.02%",
    "过去 60 秒有 1.05% 的时间存在 CPU 争用",  # no line named: some's
    "some avg10 为 13%",  # 12.34 is 12 written whole
])
def test_another_average_s_value_is_contradicted(claim: str) -> None:
    assert stall_swapped(claim, [], [PSI], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "CPU 压力 some avg10 为 12.34%", "full avg300 为 0.44%", "过去 60 秒有 8.91% 的时间存在 CPU 争用",
    "some avg10 为 12.3%", "avg10 超过 10%",  # a bound
    "some 和 full 的 avg10 分别为 12.34% 和 3.21%",  # two lines, two values
    "CPU 压力为 12.34%",  # no window
])
def test_the_average_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert stall_swapped(claim, [], [PSI], extract_anchors) is None


def test_a_window_written_as_a_duration_is_held() -> None:
    claim = "过去 60 秒有 8.91% 的时间存在 CPU 争用"
    assert stall_windows_held(claim, extract_anchors(claim), [PSI]) == [
        a for a in extract_anchors(claim) if a.raw != "60 秒"]
