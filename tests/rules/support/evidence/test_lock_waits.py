"""Who waits for a lock and who holds it (gatekeeper.rules.support.evidence.lock_waits)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.lock_waits import lock_roles_swapped, waits_of

PG = ("2026-11-29 10:02:15.123 CST [12345] LOG:  process 12345 still waiting for ShareLock on transaction "
      "67890 after 1000.123 ms\n2026-11-29 10:02:15.123 CST [12345] DETAIL:  Process holding the lock: "
      "23456. Wait queue: 12345, 34567.")
DEADLOCK = ("ERROR:  deadlock detected\nDETAIL:  Process 4411 waits for ShareLock on transaction 901; "
            "blocked by process 4422.\n\tProcess 4422 waits for ShareLock on transaction 900; blocked by "
            "process 4411.")
DUMP = """"http-nio-8080-exec-3" #42 daemon prio=5 os_prio=0 tid=0x00007f nid=0x2b waiting for monitor entry
   java.lang.Thread.State: BLOCKED (on object monitor)
\t- waiting to lock <0x000000076b1e4a10> (a java.lang.Object)

"scheduler-1" #17 prio=5 os_prio=0 tid=0x00007e nid=0x1a runnable
\t- locked <0x000000076b1e4a10> (a java.lang.Object)"""


def _swapped(claim: str, output: str) -> bool:
    return lock_roles_swapped(claim, [], [output], lambda text: []) is not None


def test_waits_are_read_from_the_log_and_the_dump() -> None:
    assert [(w, h) for w, h, _ in waits_of([PG])] == [("12345", "23456"), ("34567", "23456")]
    assert {(w, h) for w, h, _ in waits_of([DEADLOCK])} == {("4411", "4422"), ("4422", "4411")}
    assert [(w, h) for w, h, _ in waits_of([DUMP])] == [("http-nio-8080-exec-3", "scheduler-1")]


@pytest.mark.parametrize(("claim", "output"), [
    ("进程 23456 在等待进程 12345 持有的 ShareLock", PG), ("进程 23456 被进程 12345 阻塞", PG),
    ("Process 23456 is blocked by process 12345", PG), ("锁由进程 12345 持有", PG),
    ("进程 12345 阻塞了进程 23456", PG), ("进程23456在等待进程12345持有的锁", PG),
    ("scheduler-1 线程在等待 http-nio-8080-exec-3 持有的锁", DUMP),
    ("The monitor is held by http-nio-8080-exec-3", DUMP),
])
def test_the_other_roles_are_contradicted(claim: str, output: str) -> None:
    assert _swapped(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("进程 12345 在等待进程 23456 持有的 ShareLock", PG), ("进程 34567 被进程 23456 阻塞", PG),
    ("Process 23456 blocks process 12345", PG), ("锁由进程 23456 持有", PG),
    ("进程 4411 和 4422 互相等待，形成死锁", DEADLOCK), ("进程 4422 在等待进程 4411", DEADLOCK),  # both roles
    ("http-nio-8080-exec-3 线程在等待 scheduler-1 持有的锁", DUMP),
    ("进程 99999 在等待进程 12345", PG),  # a name the waits do not print: unsure
])
def test_the_printed_roles_or_an_unsure_claim_are_not(claim: str, output: str) -> None:
    assert not _swapped(claim, output)


PG_LOCKS = """ locktype | relation |        mode         | granted |  pid
----------+----------+---------------------+---------+------
 relation | orders   | RowExclusiveLock    | t       | 4242
 relation | orders   | AccessExclusiveLock | f       | 4243
 relation | payments | RowExclusiveLock    | t       | 4244
(3 rows)"""


def test_pg_locks_rows_not_granted_wait_for_those_granted_on_their_relation() -> None:
    assert [(w, h) for w, h, _ in waits_of([PG_LOCKS])] == [("4243", "4242")]


@pytest.mark.parametrize(("claim", "contradicted"), [
    ("pid 4242 正在等待锁", True), ("没有锁等待", True), ("数据库中不存在锁冲突", True),
    ("there are no lock waits", True),
    ("pid 4243 正在等待锁", False), ("进程 4243 被 4242 阻塞", False),
    ("kill 4242 之后没有锁等待", False),  # after a change
])
def test_a_wait_denied_or_given_to_its_holder(claim: str, contradicted: bool) -> None:
    assert _swapped(claim, PG_LOCKS) is contradicted
