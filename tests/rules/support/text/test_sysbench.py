"""sysbench's latencies and rates, named (gatekeeper.rules.support.text.anchors.sysbench)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

REPORT = """    transactions:                        12345  (411.23 per sec.)
    queries:                             246900 (8224.56 per sec.)
Latency (ms):
         min:                                    2.10
         avg:                                   24.31
         max:                                  312.45
         95th percentile:                       45.79
         sum:                               300123.45"""


def test_each_latency_is_in_milliseconds_and_each_rate_named() -> None:
    found = {a.raw: (a.metric, a.unit) for a in extract_anchors(REPORT) if a.kind == "number"}
    assert found["411.23"] == ("tps", None) and found["8224.56"] == ("qps", None)
    assert found["24.31"] == ("average latency", "ms") and found["45.79"] == ("p95 latency", "ms")
    assert found["2.10"] == ("min latency", "ms") and found["300123.45"] == ("latency sum", "ms")


def test_a_line_outside_the_latency_section_is_not_a_latency() -> None:
    found = [a for a in extract_anchors("    avg:   24.31") if a.kind == "number"]
    assert [(a.metric, a.unit) for a in found] == [("avg", None)]
