"""PostgreSQL's status tables restated: a state's count given to a state whose name holds it
(`idle` of `idle in transaction`), a lock wait denied or blamed on the pid holding it fails; the
true counts and waits pass.

`idle in transaction 的连接有 45 个` citing `pg_stat_activity` counted by state (`idle | 45`, `idle
in transaction | 3`) passed: `idle` named a second row, and two rows are unsure
(`evidence/table_rows.py`). `没有锁等待` and `pid 4242 正在等待锁` citing `pg_locks`, where 4243 is not
granted the lock 4242 holds, passed: its rows were no wait (`evidence/lock_waits.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

STATES = ("active", "idle", "idle in transaction")


def _activity(counts: dict[str, int]) -> str:
    rows = [f" {state:<19} | {count:>5}" for state, count in counts.items()]
    return "\n".join(["$ psql -c 'SELECT state, count(*) FROM pg_stat_activity GROUP BY state'",
                      "        state        | count ", "---------------------+-------", *rows,
                      f"({len(rows)} rows)"])


def _locks(holder: int, waiter: int, table: str) -> str:
    return "\n".join(["$ psql -c 'SELECT locktype, relation::regclass, mode, granted, pid FROM pg_locks'",
                      " locktype | relation |        mode         | granted |  pid  ",
                      "----------+----------+---------------------+---------+-------",
                      f" relation | {table:<8} | RowExclusiveLock    | t       | {holder}",
                      f" relation | {table:<8} | AccessExclusiveLock | f       | {waiter}", "(2 rows)"])


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3511)
    probes = []
    for n in range(60):
        if n % 2:
            counts = dict(zip(STATES, rng.sample(range(2, 90), 3), strict=True))
            output = _activity(counts)
            state, other = rng.sample(STATES, 2)
            said = rng.choice(("{s} 状态的连接有 {n} 个", "{s} 的连接有 {n} 个",
                               "There are {n} {s} connections"))
            probes.append((said.format(s=state, n=counts[state]), said.format(s=state, n=counts[other]),
                           output))
        else:
            holder, waiter = rng.sample(range(1000, 9999), 2)
            output = _locks(holder, waiter, rng.choice(("orders", "payments")))
            faithful = rng.choice((f"pid {waiter} 正在等待锁", f"进程 {waiter} 被 {holder} 阻塞",
                                   f"pid {holder} 持有锁", f"process {waiter} is waiting for {holder}"))
            forged = rng.choice(("没有锁等待", "数据库中不存在锁冲突", f"pid {holder} 正在等待锁",
                                 f"进程 {holder} 被 {waiter} 阻塞", "there are no lock waits"))
            probes.append((faithful, forged, output))
    return probes


def test_a_count_or_wait_the_tables_deny_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []


def test_the_tables_counts_and_waits_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
