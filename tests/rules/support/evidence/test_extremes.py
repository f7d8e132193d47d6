"""A metric's peak or low a claim gives while a cited line gives the metric beyond it
(gatekeeper.rules.support.evidence.extremes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.extremes import extreme_contradicted
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
