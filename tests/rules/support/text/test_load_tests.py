"""gatekeeper/rules/support/text/anchors/load_tests.py: wrk's and ApacheBench's statistics, each
value with its unit and name."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

WRK = """Running 30s test @ http://10.0.0.5:8080/api/orders
  4 threads and 100 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   850.00us    1.02s    2.00m    78.12%
    Req/Sec     1.23k    88.40   790.00     70.25%
  Latency Distribution
     50%   42.11ms
     99%  120.50ms
  66123 requests in 30.02s, 12.34MB read"""
AB = """Time per request:       61.725 [ms] (mean)
Time per request:       1.234 [ms] (mean, across all concurrent requests)

Percentage of the requests served within a certain time (ms)
  50%     48
  99%    350
 100%   1203 (longest request)"""


def _named(text: str) -> dict[str, tuple[str, str | None]]:
    return {a.metric: (a.value, a.unit) for a in extract_anchors(text) if a.kind == "number" and a.metric}


def test_each_cell_of_wrk_s_rows_is_its_statistic() -> None:
    named = _named(WRK)
    assert named["average latency"] == ("0.85", "ms")
    assert named["latency stdev"] == ("1020", "ms")
    assert named["max latency"] == ("120000", "ms")  # wrk's `m` is minutes
    assert named["per-thread req/sec max"] == ("790", None)  # a rate, no time
    assert named["p99 latency"] == ("120.5", "ms")


def test_ab_s_percentiles_and_means_are_milliseconds() -> None:
    named = _named(AB)
    assert named["p50 latency"] == ("48", "ms") and named["p99 latency"] == ("350", "ms")
    assert named["max latency"] == ("1203", "ms")
    assert named["average latency"] == ("61.725", "ms")
    assert named["request time across concurrency"] == ("1.234", "ms")


def test_rows_out_of_their_table_are_not_read() -> None:
    assert "average latency" not in _named("    Latency    45.23ms   12.11ms 312.45ms   78.12%")
    assert "p99 latency" not in _named("  99%    350")
    row = "  Thread Stats   Avg      Stdev     Max   +/- Stdev\n    Latency    45.23ms   12.11ms"
    assert "average latency" not in _named(row)  # a row of other cells than the header's


def test_wrk_s_totals_are_named() -> None:
    named = _named("  Socket errors: connect 0, read 12, write 0, timeout 37\nRequests/sec:   2456.78")
    assert named["socket read errors"] == ("12", None) and named["timeouts"] == ("37", None)
    assert named["qps"] == ("2456.78", None)
    assert named["socket connect errors"] == ("0", None)


def test_hey_s_summary_and_distribution_are_named() -> None:
    named = _named("Summary:\n  Slowest:\t1.2345 secs\n  Average:\t0.0456 secs\n"
                   "  Requests/sec:\t1995.3210\n\nLatency distribution:\n  99% in 0.3210 secs")
    assert named["max latency"] == ("1234.5", "ms") and named["average latency"] == ("45.6", "ms")
    assert named["p99 latency"] == ("321", "ms") and named["qps"] == ("1995.321", None)
