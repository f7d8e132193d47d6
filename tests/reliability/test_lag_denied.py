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


GROUP_NONE = ("{g} 消费者没有积压", "kafka 消费者没有任何积压", "The {g} consumer group has no lag",
              "消费组 {g} 无消息堆积")


def test_a_group_s_backlog_denied_over_a_partition_lagging_is_rejected() -> None:
    """A group denied any backlog while one of its partitions lags (these passed before round 35:
    no partition named); a group with none lagging passes."""
    rng = random.Random(3508)
    forged, faithful = [], []
    for _ in range(40):
        topic = rng.choice(("orders", "payments", "events"))
        group = f"{topic}-consumer"
        lags = [0] * rng.randint(1, 5)
        rows = [[group, topic, str(p), "1000", "1000", "0", f"consumer-{p + 1}", "/10.0.3.17"]
                for p in range(len(lags))]
        header = ["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID",
                  "HOST"]
        claim = rng.choice(GROUP_NONE).format(g=group)
        faithful.append((claim, aligned_table(header, rows), aligned_table(header, rows)))
        lagging = rng.randrange(len(rows))
        rows[lagging][3:6] = ["1000", "5000", str(rng.randint(1, 90000))]
        forged.append((claim, aligned_table(header, rows), aligned_table(header, rows)))
    assert not_rejected(forged) == []
    assert not_passed(faithful) == []
