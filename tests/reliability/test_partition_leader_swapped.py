"""A claim giving a Kafka partition another partition's leader never passes, and the leaders as
printed pass.

`kafka-topics.sh --describe --topic orders` as a diagnosis agent reads it: the topic's line, then
one line a partition, its cells `Key: value` between tabs (`Topic: orders  Partition: 0  Leader: 2
Replicas: 2,1,3  Isr: 2,1`). The claim names a partition and its leader (`orders 分区 0 的 leader
是 broker 2`, `the leader of partition 0 of orders is broker 2`); the forged one gives it another
partition's leader. The lines were no table, so before, 60 of the 60 forged claims passed. Now
lines keyed alike are a table's rows (gatekeeper.rules.support.text.tables), a first column
alike in every row (`Topic`) names none of them, the partition's number names its row and no
value of it, and `leader` its column (gatekeeper.rules.support.evidence.tables): every forged
claim fails REJECT, every faithful one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = ("{t} 分区 {p} 的 leader 是 broker {b}", "the leader of partition {p} of {t} is broker {b}",
         "{t} 的分区 {p} 当前 leader 为 {b}")


def _describe(rng: random.Random, topic: str, leaders: list[int], brokers: int) -> str:
    lines = [f"Topic: {topic}\tTopicId: {rng.randrange(36**22):022x}\tPartitionCount: {len(leaders)}\t"
             f"ReplicationFactor: 3\tConfigs: min.insync.replicas=2"]
    for partition, leader in enumerate(leaders):
        replicas = [leader, *rng.sample([b for b in range(1, brokers + 1) if b != leader], 2)]
        isr = replicas[:rng.randint(1, 3)]
        lines.append(f"\tTopic: {topic}\tPartition: {partition}\tLeader: {leader}\t"
                     f"Replicas: {','.join(map(str, replicas))}\tIsr: {','.join(map(str, isr))}")
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(9092)
    found = []
    while len(found) < 60:
        topic = rng.choice(("orders", "payments", "inventory-events", "audit-log"))
        brokers = rng.randint(4, 9)
        leaders = [rng.randint(1, brokers) for _ in range(rng.randint(3, 8))]
        partition, other = rng.sample(range(len(leaders)), 2)
        if leaders[partition] == leaders[other]:
            continue
        form = rng.choice(FORMS)
        found.append((form.format(t=topic, p=partition, b=leaders[partition]),
                      form.format(t=topic, p=partition, b=leaders[other]),
                      _describe(rng, topic, leaders, brokers)))
    return found


def test_another_partition_s_leader_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_partition_s_leader_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
