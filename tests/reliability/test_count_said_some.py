"""A queue's backlog, a partition's lag or a pod's restarts said to be some or none (no number
written), the other way from its table's cell, fails; said as the cell is, it passes.

`payments 队列是空的` citing `rabbitmqctl list_queues`' 1532 messages; `每个队列都有消费者` over a
row of no consumers; `order-svc 的 pod 有重启` over its `RESTARTS 0`: no number is written, so no
cell was compared (`evidence/some_or_none.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

QUEUES = ("orders", "payments", "emails", "invoices", "audit-log", "notifications")
#: (column, said some, said none) about one row {r}; the same of every row.
ROW_SAID = {
    "messages": (("{r} 队列有积压", "{r} 队列里还有消息", "the {r} queue isn't empty"),
                 ("{r} 队列是空的", "{r} 队列没有积压", "the {r} queue is empty", "{r} 队列为空")),
    "consumers": (("{r} 队列有消费者", "the {r} queue has consumers"),
                  ("{r} 队列没有消费者", "the {r} queue has no consumers")),
    "lag": (("partition {r} 有 lag", "分区 {r} 存在积压"), ("partition {r} 没有 lag", "分区 {r} 没有积压")),
    "restarts": (("{r} 的 pod 有重启", "{r} 的 pod 有重启记录"),
                 ("{r} 的 pod 没有重启过", "{r} 的 pod 没有重启")),
}
EVERY_SAID = {
    "messages": (("每个队列都有积压",), ("所有队列都是空的", "没有队列有积压", "all queues are empty")),
    "consumers": (("每个队列都有消费者", "every queue has consumers"), ("所有队列都没有消费者",)),
    "lag": (("所有分区都有 lag",), ("所有分区都没有 lag", "没有分区有积压")),
    "restarts": (("所有 pod 都有重启",), ("所有 pod 都没有重启过", "no pod has restarts")),
}


def _count(rng: random.Random, some: bool) -> int:
    return rng.randint(1, 5000) if some else 0


def _table(rng: random.Random, column: str, rows: int, own: list[bool]) -> tuple[str, list[str]]:
    """The output and its rows' names, the column's cells some where `own` says."""
    if column in ("messages", "consumers"):
        names = rng.sample(QUEUES, rows)
        lines = ["name\tmessages\tconsumers"] + [
            "\t".join([name, *(str(_count(rng, some)) if c == column else str(rng.randint(0, 9))
                              for c in ("messages", "consumers"))])
            for name, some in zip(names, own, strict=True)]
        return "$ rabbitmqctl list_queues name messages consumers\n" + "\n".join(lines), names
    if column == "lag":
        cells = []
        for partition, some in enumerate(own):
            current = rng.randint(1000, 90000)
            lag = _count(rng, some)
            cells.append(["billing", "orders", str(partition), str(current), str(current + lag), str(lag),
                          f"consumer-{partition + 1}"])
        header = ["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID"]
        return aligned_table(header, cells), [str(n) for n in range(rows)]
    services = rng.sample(("order-svc", "payment-svc", "inventory-api", "user-center"), rows)
    cells = [[f"{svc}-{rng.getrandbits(36):09x}-{rng.getrandbits(20):05x}", "1/1", "Running",
              str(rng.randint(1, 40) if some else 0), f"{rng.randint(1, 30)}d"]
             for svc, some in zip(services, own, strict=True)]
    return aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], cells), services


def _draw(rng: random.Random) -> tuple[str, str, str]:
    column = rng.choice(sorted(ROW_SAID))
    rows = rng.randint(2, 4)
    if rng.random() < 0.5:  # one row's
        own = [rng.random() < 0.5 for _ in range(rows)]
        output, names = _table(rng, column, rows, own)
        at = rng.randrange(rows)
        some, none = ROW_SAID[column]
        right, wrong = (some, none) if own[at] else (none, some)
        return rng.choice(right).format(r=names[at]), rng.choice(wrong).format(r=names[at]), output
    every_some = rng.random() < 0.5  # every row's, all alike
    own = [every_some] * rows
    output, _ = _table(rng, column, rows, own)
    some, none = EVERY_SAID[column]
    return rng.choice(some if every_some else none), rng.choice(none if every_some else some), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3989, 60)


def test_a_count_said_some_or_none_the_other_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_count_said_as_its_cell_is_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
