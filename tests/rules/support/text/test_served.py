"""gatekeeper/rules/support/text/anchors/served.py: a claim's share of requests served within a
time is that percentile's bound."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors


def test_a_share_of_requests_served_within_a_time_is_its_percentile_bound() -> None:
    for claim, share in (("95% 的请求在 120ms 内完成", "p95 latency"),
                         ("99% of the requests were served within 350 ms", "p99 latency"),
                         ("99.9% of requests completed within 2s", "p999 latency")):
        timed = [a for a in extract_anchors(claim) if a.unit == "ms"]
        assert [(a.metric, a.approx) for a in timed] == [(share, "<")], claim
    assert [a.metric for a in extract_anchors("请求在 120ms 内完成") if a.unit == "ms"] != ["p95 latency"]
