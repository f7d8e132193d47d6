"""A direction's values against fio's report (gatekeeper.rules.support.evidence.fio_results)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.fio_results import directions, fio_value_contradicted

FIO = """randrw: (groupid=0, jobs=4): err= 0: pid=2231: Mon Dec  7 10:00:00 2026
  read: IOPS=12.3k, BW=48.1MiB/s (50.4MB/s)(2886MiB/60001msec)
    slat (usec): min=2, max=312, avg= 4.12, stdev= 2.01
    clat (usec): min=112, max=48210, avg=323.51, stdev=201.33
     lat (usec): min=113, max=48211, avg=327.63, stdev=201.40
    clat percentiles (usec):
     |  1.00th=[  143],  5.00th=[  165], 10.00th=[  180], 20.00th=[  204],
     | 99.00th=[ 1123], 99.50th=[ 1500], 99.90th=[ 3982], 99.95th=[ 5932],
  write: IOPS=5274, BW=20.6MiB/s (21.6MB/s)(1236MiB/60001msec)
    clat (usec): min=98, max=61234, avg=512.77, stdev=388.10
     lat (usec): min=101, max=61240, avg=517.02, stdev=388.20"""


def test_each_direction_s_values_are_read() -> None:
    read = {name: forms for name, forms, _ in directions(FIO)["read"]}
    assert read["iops"] == ("12.3k",) and read["bw"] == ("48.1MiB/s", "50.4MB/s")
    assert read["clat max"] == ("48210",) and read["clat p99.00"] == ("1123",)
    assert directions(FIO.replace("  write:", "  read:")) == {}  # a direction twice: several jobs


@pytest.mark.parametrize("claim", [
    "写 IOPS 为 12.3k", "read IOPS was 5274", "写带宽为 48.1MiB/s", "读完成延迟最大 48211 usec",
    "读延迟 p99 为 1500 usec", "read total latency avg was 323.51 usec", "提交延迟平均 323.51 usec",
    "读完成延迟平均 0.51 ms",  # in another unit of time
])
def test_another_direction_s_or_kind_s_value_is_contradicted(claim: str) -> None:
    assert fio_value_contradicted(claim, [], [FIO], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "读 IOPS 为 12.3k", "读 IOPS 为 12300", "写 IOPS 为 5274", "读带宽为 50.4MB/s", "读完成延迟平均 0.32 ms",
    "读延迟 p99 为 1123 usec", "提交延迟平均 4.12 usec",  # the reads' only
    "完成延迟平均 512.77 usec",  # both directions print it, none named
    "读延迟平均 327.63 usec",  # `延迟` alone: which kind is unsure
    "读写 IOPS 为 5274",  # both directions
    "读 IOPS 超过 10k",  # a bound
])
def test_a_direction_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert fio_value_contradicted(claim, [], [FIO], lambda text: []) is None
