"""Durations a claim says something ran, as seconds (gatekeeper.rules.support.evidence.run_spans)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.run_spans import SAID_DURATION, apart, seconds_of, span_of


@pytest.mark.parametrize(("unit", "seconds"), [
    ("天", 86400), ("小时", 3600), ("分钟", 60), ("days", 86400), ("hour", 3600), ("minutes", 60),
    ("months", 2592000), ("d", 86400), ("h", 3600), ("m", 60), ("s", 1),  # kubectl's
])
def test_a_unit_s_seconds(unit: str, seconds: int) -> None:
    assert seconds_of(unit) == seconds


def test_a_said_duration_may_round_by_one_of_its_unit() -> None:
    said = SAID_DURATION.search("已运行 3 天")
    assert said is not None and span_of(said) == (2 * 86400, 5 * 86400)
    assert apart((0, 10), (10, 20)) and not apart((0, 11), (10, 20))
