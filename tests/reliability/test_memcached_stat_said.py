"""memcached's `stats` as printed (`有 312 次淘汰`, `get 未命中 8091 次`, `当前连接数为 10`), pass;
another counter's value fails.

`STAT evictions 312` parts its name and value by one space, so no field was read and every value
was the output's (at 7a99b56, 60 of 60 forged claims passed); now each `STAT` line is a field
(`gatekeeper.rules.support.evidence.variable_rows`), `curr` and `evictions` named by their words.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"evictions": ("memcached 有 {v} 次淘汰", "{v} evictions", "淘汰了 {v} 个 key"),
        "get_hits": ("get 命中 {v} 次", "{v} get hits", "命中次数为 {v}"),
        "get_misses": ("get 未命中 {v} 次", "{v} get misses", "未命中次数为 {v}"),
        "curr_connections": ("当前连接数为 {v}", "{v} current connections", "当前有 {v} 个连接"),
        "curr_items": ("当前有 {v} 个 item", "{v} current items", "当前缓存了 {v} 个 item")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    values = dict(zip(SAID, rng.sample(range(10, 200_000), len(SAID)), strict=True))
    lines = [f"STAT pid {rng.randint(100, 9999)}", f"STAT uptime {rng.randint(10_000, 999_999)}",
             "STAT version 1.6.21", f"STAT curr_connections {values['curr_connections']}",
             f"STAT total_connections {rng.randint(200_000, 900_000)}",
             f"STAT cmd_get {values['get_hits'] + values['get_misses']}",
             f"STAT cmd_set {rng.randint(10, 9999)}", f"STAT delete_hits {rng.randint(10, 9999)}",
             f"STAT get_hits {values['get_hits']}", f"STAT get_misses {values['get_misses']}",
             f"STAT evictions {values['evictions']}", f"STAT curr_items {values['curr_items']}",
             f"STAT bytes {rng.randint(10**6, 10**8)}", "STAT limit_maxbytes 67108864", "END"]
    field, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[field])
    return form.format(v=values[field]), form.format(v=values[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4407)
    return [_probe(rng) for _ in range(60)]


def test_each_counter_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
