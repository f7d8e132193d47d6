"""gatekeeper/rules/support/text/anchors/benchmark_values.py: redis-benchmark's values named, its
latencies in milliseconds."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

RUN = """====== SET ======
  100000 requests completed in 1.02 seconds
  50 parallel clients

Summary:
  throughput summary: 98039.22 requests per second
  latency summary (msec):
          avg       min       p50       p95       p99       max
        0.283     0.088     0.255     0.463     0.711     2.143"""


def _numbers(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(a.value, a.metric, a.unit) for a in extract_anchors(text) if a.kind == "number"]


def test_each_latency_is_named_by_its_column_in_milliseconds() -> None:
    assert _numbers(RUN)[-6:] == [("0.283", "average latency", "ms"), ("0.088", "min latency", "ms"),
                                  ("0.255", "p50 latency", "ms"), ("0.463", "p95 latency", "ms"),
                                  ("0.711", "p99 latency", "ms"), ("2.143", "max latency", "ms")]


def test_the_requests_completed_and_the_throughput_are_no_label_of_the_line_above() -> None:
    numbers = _numbers(RUN)
    assert numbers[0] == ("100000", "requests completed", None)  # not the head's `SET`
    assert ("98039.22", "qps", None) in numbers  # not `summary`'s


def test_a_summary_of_other_cells_than_its_names_is_left_as_printed() -> None:
    cut = RUN.replace("0.711     2.143", "0.711")
    assert not any(unit == "ms" for _, _, unit in _numbers(cut)[-5:])
