"""A MongoDB secondary's replication lag as the mongo shell's `rs.printSecondaryReplicationInfo()`
prints it (`mongo-3 落后主节点 100 秒`, `mongo-3 is 100 secs behind the primary`), passes; another
secondary's lag fails. (The shell indents each
secondary's lines by a tab and ends its lag line with a space.)

    source: mongo-2:27017
        syncedTo: Tue Dec 08 2026 00:10:01 GMT+0000 (UTC)
        0 secs (0 hrs) behind the primary
    source: mongo-3:27017
        syncedTo: Tue Dec 08 2026 00:08:21 GMT+0000 (UTC)
        100 secs (0.03 hrs) behind the primary

Every forged claim passed (at 8863ac7): a `source:` block, its lag printed before its words, was
nobody's. (`mongo-2 没有复制延迟`, a lag of none said in words, is left alone.)
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import drawn, not_passed, not_rejected

STEMS = ("mongo", "mongodb", "rs0", "shard1-db")
LAGS = (0, 0, 2, 7, 15, 42, 100, 180, 360, 913, 1800, 3600, 7215)
BEHIND = ("{h} 落后主节点 {n} 秒", "{h} 的复制延迟为 {n} 秒", "{h} is {n} secs behind the primary",
          "the replication lag of {h} is {n} seconds")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    stem = rng.choice(STEMS)
    hosts = [f"{stem}-{n}" for n in sorted(rng.sample(range(1, 6), rng.randint(2, 3)))]
    lags = dict(zip(hosts, rng.sample(LAGS, len(hosts)), strict=True))
    if len(set(lags.values())) < len(hosts):
        return None
    now = datetime.datetime(2026, 12, 8) + datetime.timedelta(seconds=rng.randint(3 * 3600, 20 * 3600))
    lines = []
    for host in hosts:
        synced = now - datetime.timedelta(seconds=lags[host])
        lines += [f"source: {host}:27017", f"\tsyncedTo: {synced:%a %b %d %Y %H:%M:%S} GMT+0000 (UTC)",
                  f"\t{lags[host]} secs ({round(lags[host] / 36) / 100:g} hrs) behind the primary "]
    one = rng.choice(hosts)
    other = rng.choice([h for h in hosts if h != one])
    form = rng.choice(BEHIND)
    return form.format(h=one, n=lags[one]), form.format(h=one, n=lags[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6451)


def test_a_secondary_s_own_lag_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_secondary_s_lag_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
