"""A datapoint's statistic against CloudWatch's records (gatekeeper.rules.support.evidence.datapoints)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.datapoints import datapoint_contradicted, datapoints
from gatekeeper.rules.support.text.anchors import extract_anchors

RECORDS = ('{"Datapoints": [{"Timestamp": "2026-12-07T10:00:00Z", "Average": 92.5, "Maximum": 99.1, '
           '"Unit": "Percent"}, {"Timestamp": "2026-12-07T10:05:00Z", "Average": 45.2, "Maximum": 60.3, '
           '"Unit": "Percent"}], "Label": "CPUUtilization"}')


def _told(claim: str) -> bool:
    anchors = extract_anchors(claim, include_timestamps=True)
    return datapoint_contradicted(claim, anchors, [RECORDS], extract_anchors) is not None


def test_each_record_s_time_and_statistics_are_read() -> None:
    assert [(minute, str(dict(stats)["Maximum"])) for minute, stats in datapoints(RECORDS)] == [
        ("10:00", "99.1"), ("10:05", "60.3")]


@pytest.mark.parametrize("claim", [
    "10:00 时平均 CPU 利用率为 45.2%", "10:00 时最大 CPU 利用率为 92.5%", "峰值 CPU 利用率为 45.2%",
])
def test_another_datapoint_s_or_statistic_s_value_is_contradicted(claim: str) -> None:
    assert _told(claim)


@pytest.mark.parametrize("claim", [
    "10:00 时平均 CPU 利用率为 92.5%", "10:05 时最大 CPU 利用率为 60.3%", "峰值 CPU 利用率为 99.1%",
    "10:00 时平均 CPU 利用率约为 45%",  # an approximation
    "10:10 时平均 CPU 利用率为 45.2%",  # no datapoint of that time
    "10:00 时平均和最大 CPU 利用率为 92.5%",  # two statistics
])
def test_the_datapoint_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert not _told(claim)
