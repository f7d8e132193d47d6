"""A duration a claim computes from the period it states
(gatekeeper.rules.support.evidence.period_length)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.period_length import lasted_lengths, period_lengths
from gatekeeper.rules.support.text.anchors import extract_anchors


def _held(claim: str) -> list[str]:
    anchors = extract_anchors(claim, include_timestamps=True)
    spans = period_lengths(claim, anchors)
    return [claim[start:end] for start, end in sorted(spans)]


@pytest.mark.parametrize(("claim", "held"), [
    ("payment-svc 的故障从 03:14 持续到 03:21，共约 7 分钟", ["7 分钟"]),
    ("故障时间 03:14-03:21，持续 7 分钟", ["7 分钟"]),
    ("from 03:14:09 until 03:21:02 the outage lasted 413 seconds", ["413 seconds"]),
    ("23:55 至 00:10 期间共 15 分钟", ["15 分钟"]),  # over midnight
    ("03:14 到 03:21 之间共 8 分钟", ["8 分钟"]),  # within the ends' minutes
])
def test_the_length_of_the_sentence_s_period_is_held(claim: str, held: list[str]) -> None:
    assert _held(claim) == held


@pytest.mark.parametrize("claim", [
    "payment-svc 的故障从 03:14 持续到 03:21，共约 17 分钟",  # another length
    "03:14 到 03:21 期间每次超时 5 秒",  # a duration of something else
    "故障持续了 7 分钟",  # no period
    "03:14 和 03:21 各出现一次，共 7 分钟",  # no range between the times
    "从 03:14 到 03:21，超过 5 分钟",  # a bound
])
def test_no_length_of_a_period_is_held(claim: str) -> None:
    assert _held(claim) == []


LINES = ["2026-12-06 10:15:32 ERROR [payment-svc] request timeout after 5000ms\n"
         "2026-12-06 10:19:45 ERROR [payment-svc] request timeout after 5000ms"]


@pytest.mark.parametrize(("claim", "held"), [
    ("payment-svc 的超时持续了大约 4 分钟", True), ("the timeouts lasted about 4 minutes", True),  # 4m13s
    ("payment-svc 的超时持续了 20 分钟", False), ("超时时间为 4 分钟", False),  # another length; no episode
    ("从 10:15 开始超时持续了大约 4 分钟", False),  # a time written: period_lengths' own
])
def test_an_episode_s_length_is_the_span_of_its_lines(claim: str, held: bool) -> None:
    anchors = extract_anchors(claim, include_timestamps=True)
    assert bool(lasted_lengths(claim, anchors, LINES)) is held


def test_lines_of_several_days_hold_no_length() -> None:
    lines = ["2026-12-05 10:15:32 ERROR timeout\n2026-12-06 10:19:45 ERROR timeout"]
    claim = "超时持续了大约 4 分钟"
    assert lasted_lengths(claim, extract_anchors(claim), lines) == set()
