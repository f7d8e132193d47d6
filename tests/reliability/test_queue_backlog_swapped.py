"""A queue's backlog and consumers as `rabbitmqctl list_queues name messages consumers` prints them
(`队列 orders.created 积压 12034 条消息`, `payments.retry 有 3 个消费者`, `email.outbound 没有积压`)
pass; another queue's count, or a backlog or consumer denied or invented, fails.

rabbitmqctl prints a lower-case header between tabs, which was read as no table: of 60 forged
claims 57 passed and 3 warned. Now such a header is a table's (`gatekeeper.rules.support.text.tables`) whose
names state nothing, `积压` and `消费者` name its columns (`evidence.table_words`), and a queue said
to have none of them, or a heavy backlog, is read against its cell (`evidence.counts_denied`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

QUEUES = ("orders.created", "payments.retry", "email.outbound", "inventory.sync", "audit-log",
          "notifications.push", "billing.invoice", "search.reindex")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    queues = rng.sample(QUEUES, rng.randint(3, 5))
    backlog = dict(zip(queues, rng.sample(range(1, 90000), len(queues)), strict=True))
    consumers = dict(zip(queues, rng.sample(range(1, 9), len(queues)), strict=True))
    idle, unconsumed = rng.sample(queues, 2)
    backlog[idle], consumers[unconsumed] = 0, 0
    memory = rng.random() < 0.4
    header = "name\tmessages\tconsumers" + ("\tmemory" if memory else "")
    rows = [f"{q}\t{backlog[q]}\t{consumers[q]}" + (f"\t{rng.randint(10000, 900000)}" if memory else "")
            for q in queues]
    output = "\n".join(["Timeout: 60.0 seconds ...", "Listing queues for vhost / ...", header, *rows])
    queue = rng.choice([q for q in queues if q not in (idle, unconsumed)])
    other = rng.choice([q for q in queues if q not in (queue, idle, unconsumed)] or [idle])
    facet = rng.choice(("backlog", "consumers", "no consumers", "no backlog", "heavy"))
    if facet == "backlog":
        form = rng.choice(("队列 {q} 积压 {n} 条消息", "queue {q} has a backlog of {n} messages",
                           "{q} 队列堆积了 {n} 条消息"))
        return (form.format(q=queue, n=backlog[queue]), form.format(q=queue, n=backlog[other]), output)
    if facet == "consumers":
        form = rng.choice(("队列 {q} 有 {n} 个消费者", "{q} has {n} consumers"))
        return (form.format(q=queue, n=consumers[queue]), form.format(q=queue, n=consumers[other]),
                output)
    if facet == "no consumers":
        form = rng.choice(("队列 {q} 没有消费者", "{q} has no consumers", "{q} 队列当前无消费者"))
        return form.format(q=unconsumed), form.format(q=queue), output
    if facet == "no backlog":
        form = rng.choice(("队列 {q} 没有积压", "{q} 无消息堆积"))
        return form.format(q=idle), form.format(q=queue), output
    form = rng.choice(("队列 {q} 消息严重积压", "{q} 出现大量消息堆积"))
    return form.format(q=queue), form.format(q=idle), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1206)
    return [_probe(rng) for _ in range(60)]


def test_a_queue_s_own_backlog_and_consumers_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_queue_s_count_or_a_denied_backlog_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
