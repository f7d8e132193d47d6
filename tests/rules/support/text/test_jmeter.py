"""JMeter's summariser lines, named (gatekeeper.rules.support.text.anchors.jmeter)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

SUMMARY = ("summary +   1234 in 00:00:30 =   41.1/s Avg:    45 Min:     2 Max:  1234 Err:    12 (0.97%) "
           "Active: 50 Started: 50 Finished: 0\n"
           "summary =  12345 in 00:05:00 =   41.2/s Avg:    47 Min:     2 Max:  2345 Err:   120 (0.97%)")


def test_each_value_is_the_statistic_it_is_in_its_unit() -> None:
    run = [(a.raw, a.value, a.metric, a.unit) for a in extract_anchors(SUMMARY.split("\n")[1])
           if a.kind == "number"]
    assert run == [("12345", "12345", "requests", None), ("41.2", "41.2", "qps", None),
                   ("47", "47", "average latency", "ms"), ("2", "2", "min latency", "ms"),
                   ("2345", "2345", "max latency", "ms"), ("120", "120", "errors", None),
                   ("0.97%", "0.97", "error rate", "%")]  # `47 Min` is no 47 minutes, `Err: 120` no code


def test_the_last_interval_s_values_are_its_own() -> None:
    interval = {a.metric for a in extract_anchors(SUMMARY.split("\n")[0]) if a.kind == "number"}
    assert "average latency of the last interval" in interval and "average latency" not in interval
