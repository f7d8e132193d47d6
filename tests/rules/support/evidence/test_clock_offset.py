"""Which way a clock is off against `chronyc tracking` (gatekeeper.rules.support.evidence.clock_offset)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.clock_offset import clock_way_swapped

TRACKING = """Reference ID    : 0A000001 (10.0.0.1)
Stratum         : 3
System time     : 0.812345678 seconds slow of NTP time
Frequency       : 12.345 ppm fast
Leap status     : Normal"""


@pytest.mark.parametrize("claim", [
    "系统时间比 NTP 快 0.81 秒", "the system clock is 0.81 seconds ahead of NTP", "时钟频率偏慢 12.345 ppm",
])
def test_the_other_way_is_contradicted(claim: str) -> None:
    assert clock_way_swapped(claim, [], [TRACKING], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "系统时间比 NTP 慢 0.81 秒", "the system clock is behind NTP", "时钟频率偏快 12.345 ppm",
    "系统时钟并不慢",  # a negator
    "系统时钟时快时慢",  # both ways
    "the deploy was slow",  # no clock
])
def test_its_own_way_or_unsure_is_not(claim: str) -> None:
    assert clock_way_swapped(claim, [], [TRACKING], lambda line: []) is None
