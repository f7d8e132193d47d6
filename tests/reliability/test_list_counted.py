"""A count of a printed list's items passes when the list holds that many, and fails when it holds
another number (`ISR 只有 1 个副本` for Kafka's `Isr: 1,2`; `有 2 个 endpoint` for a Service's
`Endpoints: 10.0.3.17:8080,10.0.3.18:8080,10.0.3.19:8080`).

The count is a broker's id or an address's digit the line prints, so a forged one passed; a
faithful one of a partition's ISR was read as the ISR column's value and failed REJECT when
`kafka-topics --describe` printed several partitions (`分区 1 的 ISR 只有 1 个副本` for `Isr: 2`:
"ISR 2 ..., 1 for partition 1's PARTITION"). Now a list's items are counted
(`gatekeeper.rules.support.evidence.list_counts`), on the line of the partition the claim
names, and a count is no value of its list.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

TOPICS = ("orders", "payments", "inventory-events", "user-signups")
FORMS = ("{t} 分区 {p} 的 ISR 只有 {n} 个副本", "{t} 分区 {p} 的同步副本只剩 {n} 个",
         "partition {p} of {t} has only {n} in-sync replicas", "{t} 分区 {p} 的 ISR 中有 {n} 个副本")


def _kafka(rng: random.Random) -> tuple[str, str, str]:
    topic = rng.choice(TOPICS)
    partitions = rng.randint(1, 4)
    isrs = []
    lines = [f"Topic: {topic}\tTopicId: {rng.getrandbits(64):016x}\tPartitionCount: {partitions}\t"
             f"ReplicationFactor: 3\tConfigs: min.insync.replicas=2"]
    for partition in range(partitions):
        replicas = rng.sample(range(1, 6), 3)
        isr = replicas[:rng.randint(1, 3)]
        isrs.append(len(isr))
        lines.append(f"\tTopic: {topic}\tPartition: {partition}\tLeader: {isr[0]}\t"
                     f"Replicas: {','.join(map(str, replicas))}\tIsr: {','.join(map(str, isr))}")
    partition = rng.randrange(partitions)
    form = rng.choice(FORMS)
    forged = rng.choice([n for n in (1, 2, 3) if n != isrs[partition]])
    return (form.format(t=topic, p=partition, n=isrs[partition]), form.format(t=topic, p=partition, n=forged),
            "\n".join(lines))


def _endpoints(rng: random.Random) -> tuple[str, str, str]:
    service = rng.choice(("order-svc", "payment-svc", "inventory-api"))
    count = rng.randint(1, 5)
    addresses = ",".join(f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}:8080" for _ in range(count))
    output = "\n".join([f"Name:              {service}", "Namespace:         prod",
                        f"Selector:          app={service}", "Type:              ClusterIP",
                        f"IP:                10.96.{rng.randint(0, 255)}.{rng.randint(2, 250)}",
                        "Port:              http  80/TCP", "TargetPort:        8080/TCP",
                        f"Endpoints:         {addresses}", "Session Affinity:  None"])
    form = rng.choice(("{s} 的 Endpoints 只有 {n} 个", "{s} 当前有 {n} 个 endpoint", "{s} has {n} endpoints"))
    forged = rng.choice([n for n in range(1, 7) if n != count])
    return form.format(s=service, n=count), form.format(s=service, n=forged), output


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1212)
    return [(_kafka if n % 3 else _endpoints)(rng) for n in range(60)]


def test_a_count_of_the_list_s_items_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_of_the_list_s_items_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
