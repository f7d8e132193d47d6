"""A Varnish counter as `varnishstat -1` prints it (`缓存命中 98765432 次`, `后端连接失败 321 次`),
passes; another counter's value fails.

    MAIN.cache_hit               98765432       80.01 Cache hits
    MAIN.backend_fail            321             0.00 Backend conn. failures

`缓存未命中 98765432 次` (the hits) and `后端连接失败 4567 次` (the LRU nuked objects) passed (at
371b2c9): a line's name is its first word, its description its last, and neither was read.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COUNTERS = {"MAIN.cache_hit": ("Cache hits", ("缓存命中 {v} 次", "{v} cache hits")),
            "MAIN.cache_miss": ("Cache misses", ("缓存未命中 {v} 次", "{v} cache misses")),
            "MAIN.backend_fail": ("Backend conn. failures",
                                  ("后端连接失败 {v} 次", "{v} backend connection failures")),
            "MAIN.backend_conn": ("Backend conn. success",
                                  ("后端连接成功 {v} 次", "{v} successful backend connections")),
            "MAIN.n_lru_nuked": ("Number of LRU nuked objects",
                                 ("LRU 淘汰了 {v} 个对象", "{v} objects nuked from the LRU")),
            "MAIN.client_req": ("Good client requests received",
                                ("收到 {v} 个客户端请求", "{v} client requests"))}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample(tuple(COUNTERS), rng.randint(3, 6))
    values = {name: rng.randint(1, 99_999_999) for name in names}
    lines = [f"{'MAIN.uptime':<28} {rng.randint(10**5, 10**7):<14} 1.00 Child process uptime",
             *(f"{name:<28} {values[name]:<14} {rng.uniform(0, 99):5.2f} {COUNTERS[name][0]}"
               for name in names)]
    said, other = rng.sample(names, 2)
    form = rng.randrange(2)
    return (COUNTERS[said][1][form].format(v=values[said]), COUNTERS[other][1][form].format(v=values[said]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4716)


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
