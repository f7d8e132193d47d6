"""The rates and latencies sysbench prints as a claim says them (`TPS 为 411.23`, `QPS 为 8224.56`,
`p95 延迟为 45.79 ms`), pass; another statistic's value fails.

`TPS 为 8224.56` (the queries per second) passed, and `p95 延迟为 24.31 ms` (the average) failed only
LOW_CONFID (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"tps": ("TPS 为 {v}", "每秒事务数为 {v}", "the run's TPS was {v}"),
        "qps": ("QPS 为 {v}", "每秒查询数为 {v}", "the run's QPS was {v}"),
        "avg": ("平均延迟为 {v} ms", "the average latency was {v} ms"),
        "p95": ("p95 延迟为 {v} ms", "95 分位延迟为 {v} ms", "the 95th percentile latency was {v} ms"),
        "max": ("最大延迟为 {v} ms", "the maximum latency was {v} ms")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    seconds = rng.choice((30, 60, 120, 300))
    transactions = rng.randint(1000, 900000)
    queries = transactions * 20
    low, avg, p95, high = sorted(rng.sample(range(100, 99999), 4))
    values = {"tps": f"{transactions / seconds:.2f}", "qps": f"{queries / seconds:.2f}",
              "avg": f"{avg / 100:.2f}",
              "p95": f"{p95 / 100:.2f}", "max": f"{high / 100:.2f}"}
    output = ("SQL statistics:\n    queries performed:\n"
              f"        read:                            {queries * 7 // 10}\n"
              f"        write:                           {queries * 2 // 10}\n"
              f"        other:                           {queries // 10}\n"
              f"        total:                           {queries}\n"
              f"    transactions:                        {transactions}  ({values['tps']} per sec.)\n"
              f"    queries:                             {queries} ({values['qps']} per sec.)\n"
              "    ignored errors:                      0      (0.00 per sec.)\n"
              "    reconnects:                          0      (0.00 per sec.)\n\n"
              f"General statistics:\n    total time:                          {seconds}.0012s\n"
              f"    total number of events:              {transactions}\n\n"
              f"Latency (ms):\n         min:                                    {low / 100:.2f}\n"
              f"         avg:                                    {values['avg']}\n"
              f"         max:                                    {values['max']}\n"
              f"         95th percentile:                        {values['p95']}\n"
              f"         sum:                                    {transactions * avg // 100}.00")
    rates, latencies = ("tps", "qps"), ("avg", "p95", "max")
    kind = rng.choice(tuple(SAID))
    other = rng.choice([k for k in (rates if kind in rates else latencies) if k != kind])
    form = rng.choice(SAID[kind])
    return form.format(v=values[kind]), form.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4624)
    return [_probe(rng) for _ in range(60)]


def test_a_statistic_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
