"""gatekeeper/rules/support/text/anchors/vegeta_report.py: vegeta's values named by their brackets."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

REPORT = """Requests      [total, rate, throughput]         10000, 200.02, 196.95
Latencies     [min, mean, 50, 90, 95, 99, max]  1.2ms, 45.6ms, 40.1ms, 81.2ms, 99.9ms, 321.0ms, 1.23s
Success       [ratio]                           98.47%
Status Codes  [code:count]                      200:9847  503:153"""


def test_each_value_is_named_by_its_bracket_s_name() -> None:
    named = {a.metric: a.raw for a in extract_anchors(REPORT) if a.kind == "number" and a.metric}
    assert named["average latency"] == "45.6ms" and named["p50 latency"] == "40.1ms"
    assert named["p99 latency"] == "321.0ms" and named["max latency"] == "1.23s"
    assert named["throughput"] == "196.95" and named["success rate"] == "98.47%"
    assert named["503 responses"] == "153"


def test_a_status_and_its_count_are_numbers() -> None:
    numbers = [a.raw for a in extract_anchors(REPORT.splitlines()[-1]) if a.kind == "number"]
    assert numbers == ["200", "9847", "503", "153"]
