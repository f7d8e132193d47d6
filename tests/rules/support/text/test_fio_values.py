"""gatekeeper/rules/support/text/anchors/fio_values.py: fio's latencies in milliseconds, named."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

FIO = """  read: IOPS=12.3k, BW=48.1MiB/s (50.4MB/s)(2886MiB/60001msec)
    clat (usec): min=112, max=48210, avg=323.51, stdev=201.33
    clat percentiles (usec):
     |  1.00th=[  143],  5.00th=[  165], 10.00th=[  180], 20.00th=[  204],
     | 99.00th=[ 1123], 99.50th=[ 1500], 99.90th=[ 3982], 99.95th=[ 5932],
  write: IOPS=5274, BW=20.6MiB/s (21.6MB/s)(1236MiB/60001msec)
    clat (nsec): min=980, max=61234, avg=512.77, stdev=388.10"""


def _named() -> dict[str, tuple[str, str | None]]:
    return {a.metric: (a.value, a.unit) for a in extract_anchors(FIO) if a.kind == "number" and a.metric}


def test_a_latency_line_s_values_are_in_milliseconds() -> None:
    named = _named()
    assert named["clat avg"] == ("0.00051277", "ms")  # the last line's, in nanoseconds
    assert named["p99 latency"] == ("1.123", "ms") and named["p999 latency"] == ("3.982", "ms")


def test_a_percentile_s_share_is_no_latency() -> None:
    assert [a.unit for a in extract_anchors(FIO) if a.raw == "99.00th"] == ["th"]
