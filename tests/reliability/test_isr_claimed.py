"""A claim saying a topic's replicas are all in sync fails when a partition's `Isr` lacks one
of its `Replicas`, and passes when every partition's holds them all.

`所有分区的 ISR 都完整`, `all replicas are in sync` citing `kafka-topics --describe` whose
partition prints `Replicas: 1,2,3 Isr: 1` passed: a judgement is no anchor (`evidence/isr.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed

TOPICS = ("orders", "payments", "audit-log", "billing-events")
IN_SYNC = ("{t} 所有分区的 ISR 都完整", "{t} 的副本都已同步", "all replicas of {t} are in sync",
           "{t} 没有 under-replicated 分区", "{t} has no under-replicated partitions")


def _describe(rng: random.Random, topic: str, shrunk: bool) -> str:
    lines = [f"Topic: {topic}\tTopicId: x{rng.randint(1000, 9999)}\tPartitionCount: 6\tReplicationFactor: 3"]
    bad = rng.randrange(6)
    for partition in range(6):
        replicas = rng.sample([1, 2, 3], 3)
        isr = replicas[:rng.randint(1, 2)] if shrunk and partition == bad else rng.sample(replicas, 3)
        lines.append(f"\tTopic: {topic}\tPartition: {partition}\tLeader: {replicas[0]}\t"
                     f"Replicas: {','.join(map(str, replicas))}\tIsr: {','.join(map(str, isr))}")
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str, str]]:
    """(forged claim, its output, faithful claim, its output)."""
    rng = random.Random(3410)
    probes = []
    for _ in range(80):
        topic, form = rng.choice(TOPICS), rng.choice(IN_SYNC)
        probes.append((form.format(t=topic), _describe(rng, topic, True),
                       form.format(t=topic), _describe(rng, topic, False)))
    return probes


def test_replicas_said_in_sync_over_a_shrunk_isr_fail() -> None:
    assert not_failed((forged, out, out) for forged, out, _, _ in _probes()) == []


def test_the_same_words_over_full_isrs_do_not_fail() -> None:
    assert [claim for _, _, claim, out in _probes() if check(claim, out, out).status == "fail"] == []


IN_ISR = ("{t} 所有分区的副本都在 ISR 中", "all partitions of {t} are fully in sync",
          "{t} 的副本均处于 ISR 中")
MISSING = ("{t} 分区 {p} 的 ISR 缺少 broker {b}", "broker {b} 不在 {t} 分区 {p} 的 ISR 中")


def _lines(output: str) -> list[tuple[str, set[str], set[str]]]:
    """(partition, replicas, isr) of each partition `_describe` printed."""
    rows = [dict(cell.split(": ") for cell in line.strip().split("\t")) for line in output.splitlines()[1:]]
    return [(row["Partition"], set(row["Replicas"].split(",")), set(row["Isr"].split(","))) for row in rows]


def _worded() -> list[tuple[str, str, str, str]]:
    """(forged claim, its output, faithful claim, its output): `都在 ISR 中`, `fully in sync` over a
    shrunk ISR and `分区 1 的 ISR 缺少 broker 3` of a partition whose ISR holds 3 passed."""
    rng = random.Random(3611)
    probes = []
    for n in range(60):
        topic = rng.choice(TOPICS)
        shrunk, full = _describe(rng, topic, True), _describe(rng, topic, False)
        if n % 2:
            form = rng.choice(IN_ISR)
            probes.append((form.format(t=topic), shrunk, form.format(t=topic), full))
            continue
        form = rng.choice(MISSING)
        bad = next((p, r - i) for p, r, i in _lines(shrunk) if r != i)
        good = next(p for p, r, i in _lines(shrunk) if r == i)
        probes.append((form.format(t=topic, p=good, b=min(bad[1])), shrunk,
                       form.format(t=topic, p=bad[0], b=min(bad[1])), shrunk))
    return probes


def test_in_sync_or_a_missing_broker_worded_otherwise_fail_over_the_other_lists() -> None:
    assert not_failed((forged, out, out) for forged, out, _, _ in _worded()) == []


def test_the_same_words_over_their_own_lists_do_not_fail() -> None:
    assert [claim for _, _, claim, out in _worded() if check(claim, out, out).status == "fail"] == []
