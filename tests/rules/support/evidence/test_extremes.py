"""A metric's peak or low a claim gives while a cited line gives the metric beyond it
(gatekeeper.rules.support.evidence.extremes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.extremes import (
    average_contradicted,
    average_stated,
    extreme_contradicted,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-02 03:10:00 [order-svc] cpu_usage=40% p99_latency=120ms
2026-12-02 03:10:00 [payment-svc] cpu_usage=97% p99_latency=90ms
2026-12-02 03:15:00 [order-svc] cpu_usage=95% p99_latency=5300ms
2026-12-02 03:20:00 [order-svc] cpu_usage=60% p99_latency=5.1s
2026-12-02 03:25:00 [order-svc] cpu_usage=22% p99_latency=110ms"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _extreme(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = extreme_contradicted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written", "beyond"), [
    ("order-svc 的 CPU 使用率峰值为 60%", "峰值为 60%", "cpu usage 95% at 2026-12-02 03:15:00"),
    ("order-svc CPU 使用率最高达到 60%。", "最高达到 60%", "cpu usage 95% at 2026-12-02 03:15:00"),
    ("Peak CPU usage of order-svc was 60%.", "Peak CPU usage of order-svc was 60%",
     "cpu usage 95% at 2026-12-02 03:15:00"),
    ("order-svc 的 p99 延迟最高 5.1s", "最高 5.1s", "p99 latency 5300ms"),  # 5.3 s is more
    ("order-svc max p99 latency: 120ms", "max p99 latency: 120ms", "p99 latency 5300ms"),
    ("order-svc 的 CPU 使用率最低为 40%", "最低为 40%", "cpu usage 22% at 2026-12-02 03:25:00"),
    ("03:10 至 03:20 期间 order-svc CPU 使用率峰值为 60%", "峰值为 60%",
     "cpu usage 95% at 2026-12-02 03:15:00"),
    ("After 03:12, order-svc CPU usage peaked at 60%.", "peaked at 60%",
     "cpu usage 95% at 2026-12-02 03:15:00"),
    ("CPU 使用率峰值为 60%，出现在 order-svc", "峰值为 60%", "cpu usage 95%"),  # the claim's service
])
def test_a_peak_or_low_a_cited_line_goes_beyond_is_contradicted(
        claim: str, written: str, beyond: str) -> None:
    found = _extreme(claim)
    assert found is not None and found[0] == written
    assert found[1][0].startswith(beyond)


@pytest.mark.parametrize("claim", [
    "order-svc 的 CPU 使用率峰值为 95%",  # the peak
    "order-svc 的 CPU 使用率峰值约 90%",  # about: within 10%
    "order-svc 的 CPU 使用率最低为 22%",  # the low
    "03:20 至 03:25 期间 order-svc CPU 使用率峰值为 60%",  # the period's peak
    "order-svc 在 03:20 的 CPU 使用率最高为 60%",  # that minute's
    "order-svc 重启前 CPU 使用率峰值为 60%",  # before a point no time writes
    "CPU 使用率峰值为 60%",  # two services' lines, none named
    "order-svc CPU 使用率峰值从 60% 升至 95%",  # two values
    "order-svc 的 CPU 使用率阈值最高为 60%",  # a limit
    "order-svc 最大堆内存为 60%",  # a limit
    "order-svc 的 CPU 使用率为 60%，最高的一次告警在 03:15",  # the extreme is not the value's
])
def test_a_true_extreme_or_one_the_lines_cannot_tell_is_not(claim: str) -> None:
    assert _extreme(claim) is None


ACCESS = """2026-12-02 10:01:10 [order-svc] POST /api/orders 200 12ms
2026-12-02 10:01:15 [order-svc] POST /api/orders 503 3001ms
2026-12-02 10:01:19 [order-svc] POST /api/orders 200 11ms"""


def test_an_access_log_s_durations_are_its_latency() -> None:
    found = _extreme("order-svc 的最大响应时间为 15ms", ACCESS)
    assert found is not None and found[1][0].startswith("latency 3001ms at 2026-12-02 10:01:15")
    assert _extreme("order-svc 的最大响应时间为 3001ms", ACCESS) is None
    assert _extreme("order-svc 的最大响应时间约 3s", ACCESS) is None


def _average(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = average_contradicted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written", "said"), [
    # order-svc's four CPU samples average 54.25%: one of them is no average
    ("order-svc 的平均 CPU 使用率为 95%", "平均 CPU 使用率为 95%", "cpu usage averages 54.25% over 4"),
    ("order-svc CPU usage averaged 22%.", "averaged 22%", "cpu usage averages 54.25% over 4"),
    ("The mean CPU usage of order-svc was 40%", "mean CPU usage of order-svc was 40%",
     "cpu usage averages 54.25%"),
    # in a period, the samples stamped in it
    ("03:15 至 03:25 期间 order-svc 平均 CPU 使用率为 95%", "平均 CPU 使用率为 95%",
     "cpu usage averages 59% over 3"),
    # an average latency is the samples' latency (5.1s is 5100ms)
    ("order-svc 的 p99 延迟均值为 120ms", "均值为 120ms", "p99 latency averages 2657.5ms"),
])
def test_an_average_its_samples_do_not_give_is_contradicted(claim: str, written: str,
                                                             said: str) -> None:
    found = _average(claim)
    assert found is not None and found[0] == written and said in found[1][0]


@pytest.mark.parametrize("claim", [
    "order-svc 的平均 CPU 使用率为 54%",  # the mean, rounded
    "order-svc 的平均 CPU 使用率约为 55%",
    "order-svc 的平均 CPU 使用率为 56%",  # within 5% of the mean: a weighted average may be
    "payment-svc 的平均 CPU 使用率为 97%",  # one sample is no series to average
    "order-svc 的 CPU 使用率峰值为 95%",  # a peak is `extreme_contradicted`'s
    "order-svc 的平均 CPU 峰值为 95%",  # an average of peaks: unsure
    "平均 CPU 使用率为 40%",  # whose, the claim does not say, and the lines are of two services
    "order-svc 重启前的平均 CPU 使用率为 95%",  # before a point no time writes
])
def test_an_average_its_samples_allow_or_cannot_tell_passes(claim: str) -> None:
    assert _average(claim) is None


def test_an_average_the_evidence_states_is_the_one_compared() -> None:
    summary = LOG + "\n2026-12-02 03:30:00 [order-svc] 平均 CPU 使用率 60%"
    assert _average("order-svc 的平均 CPU 使用率为 60%", summary) is None
    found = _average("order-svc 的平均 CPU 使用率为 54%", summary)
    assert found is not None and "cpu usage average 60%" in found[1][0]
    # a value a word of a peak gives is no sample (counted, the mean would be 63.2%) ...
    with_peak = LOG + "\n[order-svc] max cpu_usage=99%"
    assert _average("order-svc 的平均 CPU 使用率为 54%", with_peak) is None
    # ... but a sample beside another metric's summary is one (the mean is 62.4%)
    beside = LOG + "\n2026-12-02 03:30:00 [order-svc] cpu_usage=95% avg_latency=2000ms"
    assert _average("order-svc 的平均 CPU 使用率为 54%", beside) is not None


def test_an_average_the_evidence_labels_as_one_is_no_other_value_of_its_metric() -> None:
    summary = LOG + "\n[order-svc] cpu_usage avg=54% max=95%"
    claim = "order-svc 的平均 CPU 使用率为 54%"
    value = next(a for a in _anchors(claim) if a.kind == "number")
    assert average_stated(claim, value, _anchors(summary))
    other = "order-svc 的平均 CPU 使用率为 95%"  # the peak's, labelled `max`
    assert not average_stated(other, next(a for a in _anchors(other) if a.kind == "number"),
                              _anchors(summary))
    plain = "order-svc 的 CPU 使用率为 54%"  # not given as an average: the samples' metric
    assert not average_stated(plain, next(a for a in _anchors(plain) if a.kind == "number"),
                              _anchors(summary))
