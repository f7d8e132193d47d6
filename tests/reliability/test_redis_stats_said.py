"""Redis' `INFO stats` counters as a claim says them (`当前 QPS 为 5432`, `Redis 拒绝了 12 个连接`,
`缓存未命中 123456 次`), pass; another counter's value fails.

`instantaneous_ops_per_sec`'s `_sec` was read as its unit, so the faithful `当前 QPS 为 5432` named a
value found nowhere (it failed) and `当前 QPS 为 12` (the rejected connections) passed (at 89443fd,
19 faithful claims failed and 19 forged ones passed). Now a rate's
`per_sec` is no unit (`text.anchors.numbers`) and the field names the metric `qps`
(`text.anchors.metric_names`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"instantaneous_ops_per_sec": ("当前 QPS 为 {v}", "the current QPS is {v}"),
        "rejected_connections": ("Redis 拒绝了 {v} 个连接", "{v} connections were rejected"),
        "evicted_keys": ("Redis 淘汰了 {v} 个 key", "{v} keys were evicted"),
        "keyspace_misses": ("缓存未命中 {v} 次", "there were {v} keyspace misses")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    stats = {"total_connections_received": rng.randint(10**4, 10**6),
             "total_commands_processed": rng.randint(10**7, 10**9),
             "instantaneous_ops_per_sec": rng.randint(100, 90000),
             "rejected_connections": rng.randint(1, 999),
             "expired_keys": rng.randint(1000, 9999), "evicted_keys": rng.randint(10, 999),
             "keyspace_hits": rng.randint(10**6, 10**8), "keyspace_misses": rng.randint(10**4, 10**6)}
    lines = ["# Stats", *(f"{name}:{value}" for name, value in stats.items())]
    kind = rng.choice(tuple(SAID))
    other = rng.choice([name for name in SAID if name != kind])
    form = rng.choice(SAID[kind])
    return form.format(v=stats[kind]), form.format(v=stats[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4527)
    return [_probe(rng) for _ in range(60)]


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
