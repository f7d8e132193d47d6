"""A partition's backlog said against `kafka-consumer-groups --describe`'s LAG: `分区 2 没有积压` for
a LAG of 0 and `分区 1 积压严重` for 100000 pass; the other way round fails.

The partition and the word are the output's and a denial of a backlog no anchor: every forged
claim passed. Now the partition's LAG is read (`gatekeeper.rules.support.evidence.counts_denied`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

NONE = ("分区 {p} 没有积压", "partition {p} has no lag", "{t} 分区 {p} 无消息堆积", "分区{p}没有任何积压")
MANY = ("分区 {p} 积压严重", "{t} 分区 {p} 出现大量堆积", "partition {p} is lagging far behind",
        "分区{p}消息积压严重")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    topic = rng.choice(("orders", "payments", "events", "audit"))
    group = f"{topic}-consumer"
    rows, lags = [], []
    for partition in range(rng.randint(2, 6)):
        lag = rng.choice((0, rng.randint(5000, 900000)))
        end = rng.randint(1_000_000, 9_000_000)
        lags.append(lag)
        rows.append([group, topic, str(partition), str(end - lag), str(end), str(lag),
                     f"consumer-{partition + 1}-{rng.getrandbits(32):08x}", f"/10.0.3.{rng.randint(2, 250)}"])
    at = rng.randrange(len(rows))
    said, other = (MANY, NONE) if lags[at] else (NONE, MANY)
    output = aligned_table(["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG",
                            "CONSUMER-ID", "HOST"], rows)
    return rng.choice(said).format(p=at, t=topic), rng.choice(other).format(p=at, t=topic), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(9092)
    return [_probe(rng) for _ in range(60)]


def test_a_partition_s_backlog_said_as_counted_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_a_backlog_denied_or_invented_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
