"""A claim giving one Kafka partition the lag another partition's row shows never passes.

`kafka-consumer-groups.sh --describe` as a diagnosis agent reads it: one group's three to eight
partitions of a topic, each with its offsets, lag and consumer, the whole table cited. The
claim gives a partition (by its number: `partition 3 的 lag 为 {v}`, `分区 3 积压 {v} 条`, `the
lag on partition 3 was {v}`) the lag of another: every row's first cell is the group, so no row
was named and every such claim passed with no finding (60 of 60) before a row could be named by
its number after its column's word (gatekeeper.rules.support.evidence.tables); all fail now,
and each partition's own lag passes.
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

FORMS = ("partition {p} 的 lag 为 {v}", "{t} 分区 {p} 积压 {v} 条", "the lag on partition {p} was {v}",
         "消费组在分区 {p} 上的消费延迟为 {v}")
HEADER = ["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID"]


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(61)
    found = []
    while len(found) < 60:
        group, topic = rng.choice(("billing", "audit", "notify")), rng.choice(("orders", "payments"))
        lags = rng.sample(range(0, 90000), rng.randint(3, 8))
        rows = []
        for partition, lag in enumerate(lags):
            current = rng.randint(1000, 900000)
            rows.append([group, topic, str(partition), str(current), str(current + lag), str(lag),
                         f"consumer-{rng.getrandbits(24):06x}"])
        one, other = rng.sample(range(len(lags)), 2)
        form = rng.choice(FORMS)
        found.append((form.format(p=one, t=topic, v=lags[one]), form.format(p=one, t=topic, v=lags[other]),
                      aligned_table(HEADER, rows)))
    return found


def test_another_partition_s_lag_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_partition_s_own_lag_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
