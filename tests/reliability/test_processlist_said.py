"""MySQL's `SHOW PROCESSLIST` as a claim counts and times it (`有 2 个连接处于 Sleep 状态`, `线程 101 已执行
312 秒`), pass; another count of a command, or another thread's time, fails.

A row was named by its `Command` cell (as `ps`'s is), so `Sleep` counted no rows but named two, and
`2 个连接` counted nothing: the faithful count named a value found nowhere (at 89443fd, 24 faithful
claims did not pass, 10 failed, and 24 forged ones did not fail REJECT). Now connections, threads
and sessions are counted, MySQL's `Command` is a state column and a state names no row
(`gatekeeper.rules.support.evidence.row_counts`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

COUNTED = ("有 {n} 个连接处于 {c} 状态", "{n} 个线程处于 {c} 状态", "there are {n} connections in {c}")
TIMED = ("线程 {i} 已执行 {t} 秒", "线程 {i} 的执行时间为 {t} 秒")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    rows = []
    first = rng.randint(100, 9000)
    for n in range(rng.randint(4, 8)):
        command = rng.choice(("Query", "Sleep", "Sleep"))
        state = rng.choice(("Sending data", "executing", "statistics")) if command == "Query" else ""
        rows.append((str(first + n), command, str(rng.randint(0, 900)), state))
    rule = "+------+------+-----------------+------+---------+------+--------------+-------------------+"
    head = "| Id   | User | Host            | db   | Command | Time | State        | Info              |"
    lines = [rule, head, rule]
    lines += [f"| {i:<4} | app  | 10.0.1.{k + 5}:51234  | shop | {c:<7} | {t:>4} | {s:<12} | "
              f"{'SELECT 1' if c == 'Query' else 'NULL':<17} |" for k, (i, c, t, s) in enumerate(rows)]
    lines.append(rule)
    if rng.random() < 0.5:
        command = rng.choice(("Query", "Sleep"))
        n = sum(row[1] == command for row in rows)
        if n < 2:
            command = "Sleep" if command == "Query" else "Query"
            n = sum(row[1] == command for row in rows)
        form = rng.choice(COUNTED)
        if n < 2:  # every row one command: a count of it
            n, command = len(rows), rows[0][1]
        return form.format(n=n, c=command), form.format(n=n + rng.randint(1, 3), c=command), "\n".join(lines)
    row = rng.choice(rows)
    other = rng.choice([r for r in rows if r[2] != row[2]] or [(row[0], "", str(int(row[2]) + 7), "")])
    form = rng.choice(TIMED)
    return form.format(i=row[0], t=row[2]), form.format(i=row[0], t=other[2]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4519)
    return [_probe(rng) for _ in range(60)]


def test_a_count_or_a_thread_s_time_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_or_thread_s_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
