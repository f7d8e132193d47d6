"""vegeta's report as a claim says it (`平均延迟为 45.6ms`, `p99 延迟为 321.0ms`, `成功率为 98.47%`),
pass; another statistic's value fails.

A line names its values in brackets before them (`Latencies [min, mean, 50, 90, 95, 99, max]`),
so no value was named where it stands: `平均延迟为 40.1ms` (the median) passed and a faithful `p99`
warned (at 89443fd, none of 60 forged claims failed and 33 faithful ones warned). Now each value
is named by its bracket's name (`gatekeeper.rules.support.text.anchors.vegeta_report`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"mean": ("平均延迟为 {v}ms", "the mean latency was {v}ms"),
        "99": ("p99 延迟为 {v}ms", "p99 latency is {v}ms"),
        "90": ("p90 延迟为 {v}ms", "the p90 latency was {v}ms"),
        "max": ("最大延迟为 {v}ms", "max latency was {v}ms")}
FORGED = {"mean": ("50", "90"), "99": ("95", "max"), "90": ("95", "50"), "max": ("99",)}
NAMES = ("min", "mean", "50", "90", "95", "99", "max")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    times = sorted(rng.sample(range(10, 9000), 7))
    times[1], times[2] = times[2], times[1]  # the mean above the median
    values = {name: f"{ms / 10:.1f}" for name, ms in zip(NAMES, times, strict=True)}
    lines = [f"Requests      [total, rate, throughput]         {rng.randint(1000, 90000)}, 200.02, 196.95",
             f"Duration      [total, attack, wait]             50.0s, 49.99s, {values['mean']}ms",
             "Latencies     [min, mean, 50, 90, 95, 99, max]  " + ", ".join(f"{values[n]}ms" for n in NAMES),
             f"Success       [ratio]                           {rng.uniform(90, 99.9):.2f}%",
             "Status Codes  [code:count]                      200:9847  503:153"]
    kind = rng.choice(tuple(SAID))
    form = rng.choice(SAID[kind])
    return form.format(v=values[kind]), form.format(v=values[rng.choice(FORGED[kind])]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4525)
    return [_probe(rng) for _ in range(60)]


def test_a_statistic_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
