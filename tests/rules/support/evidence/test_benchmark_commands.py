"""A redis-benchmark command's statistics against its run
(gatekeeper.rules.support.evidence.benchmark_commands)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gatekeeper.rules.support.evidence.benchmark_commands import benchmark_value_swapped, commands

SECTIONS = """====== SET ======
  100000 requests completed in 1.02 seconds
Summary:
  throughput summary: 98039.22 requests per second
  latency summary (msec):
          avg       min       p50       p95       p99       max
        0.283     0.088     0.255     0.463     0.711     2.143
====== GET ======
  100000 requests completed in 0.95 seconds
Summary:
  throughput summary: 105263.16 requests per second
  latency summary (msec):
          avg       min       p50       p95       p99       max
        0.262     0.080     0.239     0.415     0.655     1.287"""
QUIET = """SET: 98039.22 requests per second, p50=0.255 msec
LRANGE_100 (first 100 elements): 40160.64 requests per second, p50=0.687 msec"""


def test_each_command_s_statistics_are_read_from_its_section_or_its_line() -> None:
    read = commands(SECTIONS)
    assert dict(read["GET"])["p99"] == Decimal("0.655") and dict(read["SET"])["qps"] == Decimal("98039.22")
    assert dict(commands(QUIET)["LRANGE_100"]) == {"qps": Decimal("40160.64"), "p50": Decimal("0.687")}


@pytest.mark.parametrize("claim", [
    "GET 的 p99 延迟为 0.711 ms", "SET 的 QPS 为 105263.16", "GET 达到 98039.22 requests per second",
    "SET 的平均延迟为 0.262 毫秒", "GET max latency was 0.655 ms",
])
def test_another_command_s_or_statistic_s_value_is_contradicted(claim: str) -> None:
    assert benchmark_value_swapped(claim, [], [SECTIONS], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "GET 的 p99 延迟为 0.655 ms", "SET 的 QPS 为 98039.22", "GET 的 p99 延迟为 0.66 ms",  # rounded
    "GET 的 p99 延迟约为 0.7 ms",  # an approximation
    "GET 和 SET 的 p99 延迟为 0.711 ms",  # two commands
    "p99 延迟为 0.711 ms",  # no command
    "GET 的 p99 延迟为 0.711",  # a latency with no unit: unsure
    "GETSET 的 p99 延迟为 0.711 ms",  # no command of the run
])
def test_the_command_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert benchmark_value_swapped(claim, [], [SECTIONS], lambda text: []) is None


def test_a_quiet_line_s_values_are_read_against() -> None:
    def swapped(claim: str) -> bool:
        return benchmark_value_swapped(claim, [], [QUIET], lambda text: []) is not None

    assert swapped("SET 的 p50 延迟为 0.687 msec") and not swapped("LRANGE_100 的 p50 延迟为 0.687 msec")
