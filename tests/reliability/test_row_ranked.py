"""A row said to rank first (or last) on a table's column that another row goes beyond fails,
as does a row put above another that is below it; the rows as ranked pass.

`order-7d9f-x2 的重启次数最多` citing kubectl's pods where another restarted 14 times, `/data 分区的
使用率最高` over df's `/var/log` at 97%, `api-7f9c-q2 的 CPU 使用最高` over kubectl top's
millicores, `payments 队列的积压消息最多` over rabbitmqctl's queues, `/data 的使用率高于 /var/log`
over df's 94% and 97%: every value is the output's
and none is written, so nothing was missing or contradicted (`evidence/ranked_rows.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

PODS = ("order-7d9f-x2", "pay-5c8b-k9", "auth-6f7a-p1", "api-7f9c-q2", "cart-4d2e-m8", "user-9b1c-z3")
MOUNTS = ("/tmp", "/data", "/var/log", "/home", "/opt", "/srv")
QUEUES = ("orders", "payments", "emails", "refunds", "audit")
#: table -> (claims ranking a row first, claims ranking it last)
FORMS = {
    "restarts": (("{r} 的重启次数最多", "{r} has the most restarts", "重启次数最多的是 {r}"),
                 ("{r} 的重启次数最少", "{r} has the fewest restarts")),
    "top": (("{r} 的 CPU 使用最高", "{r} has the highest CPU usage", "CPU 最高的 pod 是 {r}"),
            ("{r} 的 CPU 使用最低", "{r} has the lowest CPU usage")),
    "df": (("{r} 的使用率最高", "{r} 分区的磁盘使用率最高", "{r} has the highest Use%"),
           ("{r} 的使用率最低", "the lowest Use% is on {r}")),
    "queues": (("{r} 队列的积压消息最多", "the {r} queue has the most messages"),
               ("{r} 队列的积压消息最少", "the {r} queue has the fewest messages")),
}


def _table(rng: random.Random, kind: str) -> tuple[list[str], list[int], str]:
    """(rows' names, their ranked values, the output)."""
    pool = {"restarts": PODS, "top": PODS, "df": MOUNTS, "queues": QUEUES}[kind]
    names = rng.sample(pool, rng.randint(3, 5))
    values = rng.sample(range(1, 99), len(names))
    if kind == "restarts":
        rows = [[n, "1/1", "Running", str(v), f"{rng.randint(1, 9)}d"]
                for n, v in zip(names, values, strict=True)]
        header = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
        return names, values, "$ kubectl get pods\n" + aligned_table(header, rows)
    if kind == "top":
        rows = [[n, f"{v * 10}m", f"{rng.randint(100, 900)}Mi"] for n, v in zip(names, values, strict=True)]
        header = ["NAME", "CPU(cores)", "MEMORY(bytes)"]
        return names, values, "$ kubectl top pods\n" + aligned_table(header, rows)
    if kind == "df":
        lines = ["Filesystem      Size  Used Avail Use% Mounted on"]
        for n, (name, v) in enumerate(zip(names, values, strict=True)):
            lines.append(f"/dev/sd{'abcdef'[n]}1  {100}G  {v}G  {100 - v}G  {v}% {name}")
        return names, values, "$ df -h\n" + "\n".join(lines)
    lines = ["Timeout: 60.0 seconds ...", "Listing queues for vhost / ...", "name\tmessages\tconsumers"]
    lines += [f"{n}\t{v * 37}\t{rng.randint(0, 4)}" for n, v in zip(names, values, strict=True)]
    return names, values, "\n".join(lines)


#: table -> claims putting the first row above the second
COMPARED = {
    "restarts": ("{a} 的重启次数比 {b} 多", "{a} 的重启次数多于 {b}"),
    "top": ("{a} 的 CPU 使用比 {b} 高", "{a} 的 CPU 使用高于 {b}"),
    "df": ("{a} 的使用率高于 {b}", "{a} 的磁盘使用率比 {b} 高"),
    "queues": ("{a} 队列的消息数多于 {b}", "{a} 队列的积压消息比 {b} 多"),
}


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    kind = rng.choice(list(FORMS))
    names, values, output = _table(rng, kind)
    if rng.random() < 0.3:  # two rows compared
        pair = rng.sample(list(zip(names, values, strict=True)), 2)
        (high, _), (low, _) = sorted(pair, key=lambda row: -row[1])
        form = rng.choice(COMPARED[kind])
        return form.format(a=high, b=low), form.format(a=low, b=high), output
    up = rng.random() < 0.6
    form = rng.choice(FORMS[kind][0 if up else 1])
    first = names[values.index(max(values) if up else min(values))]
    other = rng.choice([name for name in names if name != first])
    return form.format(r=first), form.format(r=other), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3905, 60)


def test_a_row_ranked_first_that_another_goes_beyond_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_row_that_ranks_so_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
