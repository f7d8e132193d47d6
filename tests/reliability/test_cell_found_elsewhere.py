"""A number a claim gives a table row that the output prints, but in no cell of the row's column,
is rejected; the row's own cell passes.

`有 3 个连接处于 idle in transaction 状态` citing psql's counts of `pg_stat_activity`'s states,
whose row counts 31 and whose footer says `(3 rows)`; `orders 队列有 312 个消费者` where 312 is
another queue's messages; `order-svc-… pod 重启了 12 次` where 12 is another pod's age (`12d`);
`java 进程的 CPU 使用率为 4.1%` where 4.1 is nginx's `%MEM`: the number is the output's, and no
other row's cell of the column is it, so nothing was missing or swapped
(`evidence/unheld_cells.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

STATES = ("active", "idle", "idle in transaction", "fastpath function call", "disabled")
PG_FORMS = ("有 {n} 个连接处于 {s} 状态", "{s} 状态的连接有 {n} 个", "{n} connections are {s}",
            "处于 {s} 的连接数为 {n}")
QUEUE_FORMS = ("{q} 队列有 {n} 个消费者", "{q} 队列的消费者数量为 {n}", "the {q} queue has {n} consumers")
POD_FORMS = ("{p} 重启了 {n} 次", "{p} 的重启次数为 {n}", "{p} restarted {n} times",
             "pod {p} 已经重启 {n} 次")
PS_FORMS = ("{c} 进程的 CPU 使用率为 {n}%", "{c} 进程占用了 {n}% 的 CPU", "the {c} process is using {n}% CPU")


def _states(rng: random.Random) -> tuple[str, str, str]:
    """psql's counts per state with `(N rows)` under them; the claim counts one state."""
    states = rng.sample(STATES, rng.randint(3, 5))
    counts = rng.sample(range(10, 400), len(states))
    lines = ["postgres=# SELECT state, count(*) FROM pg_stat_activity GROUP BY state;",
             f"{'state':^24}| count", f"{'-' * 24}+-------",
             *(f" {state:<23}| {count:>5}" for state, count in zip(states, counts, strict=True)),
             f"({len(states)} rows)"]
    one = rng.randrange(len(states))
    form = rng.choice(PG_FORMS)
    return (form.format(n=counts[one], s=states[one]), form.format(n=len(states), s=states[one]),
            "\n".join(lines))


def _queues(rng: random.Random) -> tuple[str, str, str] | None:
    """rabbitmqctl's queues; the claim gives one queue's consumers another queue's messages."""
    queues = rng.sample(("orders", "emails", "refunds", "audit-log", "sms"), rng.randint(2, 4))
    messages = rng.sample(range(100, 90000), len(queues))
    consumers = [rng.randint(1, 9) for _ in queues]
    one, other = rng.sample(range(len(queues)), 2)
    lines = ["Timeout: 60.0 seconds ...", "Listing queues for vhost / ...", "name\tmessages\tconsumers",
             *(f"{q}\t{m}\t{c}" for q, m, c in zip(queues, messages, consumers, strict=True))]
    form = rng.choice(QUEUE_FORMS)
    return (form.format(q=queues[one], n=consumers[one]), form.format(q=queues[one], n=messages[other]),
            "\n".join(lines))


def _pods(rng: random.Random) -> tuple[str, str, str] | None:
    """`kubectl get pods`; the claim gives one pod's restarts another pod's age in days."""
    services = rng.sample(("order-svc", "payment-svc", "inventory-api", "user-center"), 3)
    pods = [f"{s}-{rng.getrandbits(32):08x}-{rng.getrandbits(20):05x}" for s in services]
    restarts = rng.sample(range(0, 40), 3)
    ages = rng.sample([a for a in range(2, 60) if a not in restarts], 3)
    rows = [[pod, "1/1", "Running", str(r), f"{a}d"] for pod, r, a in zip(pods, restarts, ages, strict=True)]
    one, other = rng.sample(range(3), 2)
    form = rng.choice(POD_FORMS)
    output = aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows)
    return form.format(p=pods[one], n=restarts[one]), form.format(p=pods[one], n=ages[other]), output


def _processes(rng: random.Random) -> tuple[str, str, str] | None:
    """`ps aux`; the claim gives one program's `%CPU` another program's `%MEM`."""
    programs = rng.sample(("java", "nginx", "redis-server", "mysqld", "node"), 3)
    cpus = [f"{rng.randint(1, 199)}.{rng.randint(1, 9)}" for _ in programs]
    mems = [f"{rng.randint(1, 60)}.{rng.randint(1, 9)}" for _ in programs]
    if set(cpus) & set(mems):
        return None
    header = ["USER", "PID", "%CPU", "%MEM", "VSZ", "RSS", "TTY", "STAT", "START", "TIME", "COMMAND"]
    rows = [["app", str(rng.randint(1000, 40000)), cpu, mem, str(rng.randint(10**5, 10**7)),
             str(rng.randint(10**4, 10**6)), "?", "Sl", "Dec05",
             f"{rng.randint(1, 90)}:{rng.randint(10, 59)}",
             f"/usr/bin/{program} --config /etc/{program}.conf"]
            for program, cpu, mem in zip(programs, cpus, mems, strict=True)]
    one, other = rng.sample(range(3), 2)
    form = rng.choice(PS_FORMS)
    return (form.format(c=programs[one], n=cpus[one]), form.format(c=programs[one], n=mems[other]),
            aligned_table(header, rows))


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output), 20 of each tool's."""
    found: list[tuple[str, str, str]] = []
    for seed, draw in enumerate((_states, _queues, _pods, _processes)):
        found += drawn(draw, 5300 + seed, 20)
    return found


def test_a_number_printed_elsewhere_given_a_row_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_row_s_own_cell_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
