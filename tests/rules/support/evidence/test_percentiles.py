"""A value of one statistic of a latency its evidence gives only another
(gatekeeper.rules.support.evidence.percentiles)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.percentiles import percentile_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

METRICS = "2026-12-06 03:14:10 [payment-svc] p50_latency=120ms p99_latency=5300ms avg_latency=480ms"
SUMMARY = "payment-svc latency: avg 480ms, p50 120ms, p99 5.3s (1200 requests)"


def _swapped(claim: str, output: str = METRICS) -> tuple[str, list[str]] | None:
    found = percentile_swapped(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "output", "raw", "theirs"), [
    ("payment-svc p95 延迟 5300ms", METRICS, "p95 延迟 5300ms", "5300ms for p99 latency"),
    ("payment-svc TP999 延迟为 5300ms", METRICS, "tp999 延迟为 5300ms", "5300ms for p99 latency"),
    ("payment-svc's p90 latency was 480ms", METRICS, "p90 latency was 480ms", "480ms for average latency"),
    ("payment-svc p95 延迟 5.3s", SUMMARY, "p95 延迟 5.3s", "5.3s for p99 latency"),
    # the statistic has a value, but not this one: another's (a metric's value found elsewhere is
    # compared by nothing else)
    ("payment-svc p50 延迟 5300ms", METRICS, "p50 延迟 5300ms", "5300ms for p99 latency"),
])
def test_a_value_only_another_statistic_has_is_contradicted(claim: str, output: str, raw: str,
                                                            theirs: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and found[0].lower() == raw and found[1] == [theirs]


@pytest.mark.parametrize("claim", [
    "payment-svc p99 延迟 5300ms",  # its own: compared as a metric's value elsewhere
    "payment-svc p50 延迟 120ms",  # its own
    "payment-svc 延迟 5300ms",  # no statistic named
    "payment-svc p95 延迟 900ms",  # no statistic has it
    "payment-svc p95 延迟约 5300ms",  # about: unsure
])
def test_a_statistic_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert _swapped(claim) is None


K6 = "http_req_duration..............: avg=45.2ms  min=2.1ms  med=40ms  max=1.2s  p(90)=80ms  p(95)=120ms"
JMETER = ("summary +   1234 in 00:00:30 =   41.1/s Avg:    45 Min:     2 Max:  1234 Err:    12 (0.97%)\n"
          "summary =  12345 in 00:05:00 =   41.2/s Avg:    47 Min:     2 Max:  2345 Err:   120 (1.05%)")


@pytest.mark.parametrize(("claim", "output", "found"), [
    ("p95 延迟为 80ms", K6, True), ("最大延迟为 45.2ms", K6, True), ("p95 延迟为 120ms", K6, False),
    ("平均响应时间为 45 ms", JMETER, True),  # the last interval's: no statistic of the run
    ("the error rate was 0.97%", JMETER, True), ("the error rate was 1.05%", JMETER, False),
])
def test_a_statistic_given_another_s_value_beside_its_own_is_contradicted(claim: str, output: str,
                                                                         found: bool) -> None:
    assert (_swapped(claim, output) is not None) is found
