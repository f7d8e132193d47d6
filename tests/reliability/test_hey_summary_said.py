"""hey's summary as a claim says it (`平均延迟为 0.0456 秒`, `最慢请求耗时 1.2345 秒`, `p99 延迟为 0.3210
秒`, `QPS 为 1995.32`), pass; another statistic's value fails.

hey's `Slowest:`, `Average:` and its `99% in 0.3210 secs` named no statistic, so every time was the
output's: `平均延迟为 1.2345 秒` (the slowest) passed and a faithful `p99` named a value no percentile
was (it warned: at 89443fd, none of 60 forged claims failed and 33 faithful ones warned). Now
hey's summary and distribution are named
(`gatekeeper.rules.support.text.anchors.load_tests`) and `最慢` names a maximum
(`anchors.metric_names`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"average": ("平均延迟为 {v} 秒", "average latency was {v} secs"),
        "slowest": ("最慢请求耗时 {v} 秒", "max latency was {v} secs"),
        "p99": ("p99 延迟为 {v} 秒", "p99 latency was {v} secs"),
        "p90": ("p90 延迟为 {v} 秒", "the p90 latency is {v} secs")}
FORGED = {"average": ("slowest", "p99"), "slowest": ("average", "p99"), "p99": ("p90", "average"),
          "p90": ("p99", "average")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    fastest, p10, p50, average, p90, p99, slowest = sorted(rng.sample(range(10, 3000), 7))
    values = {name: f"{ms / 10000:.4f}" for name, ms in (("average", average), ("slowest", slowest),
                                                          ("p99", p99), ("p90", p90))}
    lines = ["Summary:", f"  Total:\t{rng.uniform(5, 30):.4f} secs", f"  Slowest:\t{values['slowest']} secs",
             f"  Fastest:\t{fastest / 10000:.4f} secs", f"  Average:\t{values['average']} secs",
             f"  Requests/sec:\t{rng.uniform(100, 5000):.4f}", "", "Latency distribution:",
             f"  10% in {p10 / 10000:.4f} secs", f"  50% in {p50 / 10000:.4f} secs",
             f"  90% in {values['p90']} secs", f"  99% in {values['p99']} secs", "",
             "Status code distribution:", f"  [200]\t{rng.randint(1000, 9000)} responses"]
    kind = rng.choice(tuple(SAID))
    form = rng.choice(SAID[kind])
    return form.format(v=values[kind]), form.format(v=values[rng.choice(FORGED[kind])]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4521)
    return [_probe(rng) for _ in range(60)]


def test_a_statistic_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
