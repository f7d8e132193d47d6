"""A duration a measurement's interval gives (gatekeeper.rules.support.evidence.intervals)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.intervals import intervals_held
from gatekeeper.rules.support.text.anchors import extract_anchors

IPERF = "[  5]   0.00-10.00  sec  1.10 GBytes   941 Mbits/sec                  receiver"


def _held(claim: str, output: str) -> bool:
    durations = [a for a in extract_anchors(claim) if a.unit == "ms"]
    return intervals_held(durations, [output]) == []


@pytest.mark.parametrize("claim", ["10 秒内传输了 1.10 GBytes", "over 10 seconds", "测试持续约 10 秒"])
def test_a_duration_the_interval_is_as_long_as_is_held(claim: str) -> None:
    assert _held(claim, IPERF)


@pytest.mark.parametrize(("claim", "output"), [
    ("20 秒内传输了 1.10 GBytes", IPERF), ("1 秒内", IPERF),  # another length
    ("10 秒内", "[  5]   0.00-10.00  GBytes"),  # no unit of seconds: no interval
])
def test_another_duration_is_not(claim: str, output: str) -> None:
    assert not _held(claim, output)
