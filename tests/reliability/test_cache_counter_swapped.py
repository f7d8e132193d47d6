"""A claim giving a cache's hits the misses' count, or its misses the hits', fails; each its own
passes.

`Redis 缓存命中 1234 次` citing `INFO stats`' `keyspace_hits:998877` and `keyspace_misses:1234`
passed: the count is the output's, and `缓存` named no `keyspace` field, so the claim named none
(`evidence/field_words.py`); `缓存未命中 998877 次` passed too, `未命中` holding `命中` (a hit's word
after `未` is a miss's now, `evidence/field_names.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

HITS = ("{s} 缓存命中 {n} 次", "{s} 的缓存命中次数为 {n}", "{s} cache hits: {n}", "{s} had {n} cache hits",
        "{s} 的 keyspace_hits 为 {n}")
MISSES = ("{s} 缓存未命中 {n} 次", "{s} 的缓存未命中次数为 {n}", "{s} cache misses: {n}",
          "{s} had {n} cache misses", "{s} 的 keyspace_misses 为 {n}")


def _info(rng: random.Random, subject: str, hits: int, misses: int) -> str:
    return "\n".join([f"$ redis-cli -h {subject} INFO stats", "# Stats",
                      f"total_connections_received:{rng.randint(1000, 99999)}",
                      f"total_commands_processed:{rng.randint(10 ** 6, 10 ** 8)}",
                      f"expired_keys:{rng.randint(0, 9999)}", f"evicted_keys:{rng.randint(0, 99)}",
                      f"keyspace_hits:{hits}", f"keyspace_misses:{misses}"])


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): the forged gives one count the other's value."""
    rng = random.Random(3503)
    probes = []
    for _ in range(80):
        subject = rng.choice(("redis", "cache-01", "session-cache"))
        hits, misses = rng.randint(10 ** 5, 10 ** 7), rng.randint(100, 99999)
        output = _info(rng, subject, hits, misses)
        if rng.random() < 0.5:
            faithful, forged = rng.choice(HITS), rng.choice(HITS)
            probes.append((faithful.format(s=subject, n=hits), forged.format(s=subject, n=misses), output))
        else:
            faithful, forged = rng.choice(MISSES), rng.choice(MISSES)
            probes.append((faithful.format(s=subject, n=misses), forged.format(s=subject, n=hits), output))
    return probes


def test_a_count_given_to_the_other_counter_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []


def test_each_counter_given_its_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
