"""Who waits for a lock and who holds it, restated (`进程 12345 在等待进程 23456 持有的 ShareLock`
for PostgreSQL's `process 12345 still waiting ...` / `Process holding the lock: 23456`; a Java
thread dump's `waiting to lock <0x...>` and `locked <0x...>`), passes, and the roles swapped fail.

Both names and the lock are the output's: every forged claim passed, blaming the victim. Now the
waits are read from the log and the dump (`gatekeeper.rules.support.evidence.lock_waits`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PG_FORMS = ("进程 {w} 在等待进程 {h} 持有的 {lock}", "进程 {w} 被进程 {h} 阻塞",
            "process {w} is waiting for a {lock} held by process {h}",
            "Process {w} is blocked by process {h}", "{lock} 锁由进程 {h} 持有", "进程{w}被进程{h}阻塞")
JAVA_FORMS = ("{w} 线程在等待 {h} 持有的锁", "线程 {w} 被 {h} 阻塞", "Thread {w} is blocked waiting for a "
              "monitor held by {h}", "The monitor {w} wants is held by {h}", "{h} 阻塞了 {w}")
THREADS = ("http-nio-8080-exec-{n}", "scheduler-{n}", "kafka-consumer-{n}", "pool-2-thread-{n}")


def _postgres(rng: random.Random) -> tuple[str, str, str]:
    waiter, holder = rng.sample(range(1000, 60000), 2)
    lock = rng.choice(("ShareLock", "ExclusiveLock", "AccessExclusiveLock"))
    stamp = f"2026-11-29 10:{rng.randint(10, 59)}:{rng.randint(10, 59)}.123 CST"
    lines = [f"{stamp} [{waiter}] LOG:  process {waiter} still waiting for {lock} on transaction "
             f"{rng.randint(10000, 99999)} after {rng.randint(1000, 9000)}.{rng.randint(100, 999)} ms",
             f"{stamp} [{waiter}] DETAIL:  Process holding the lock: {holder}. Wait queue: {waiter}.",
             f"{stamp} [{waiter}] STATEMENT:  UPDATE orders SET status = 'PAID' "
             f"WHERE id = {rng.randint(1, 9999)}"]
    form = rng.choice(PG_FORMS)
    return (form.format(w=waiter, h=holder, lock=lock), form.format(w=holder, h=waiter, lock=lock),
            "\n".join(lines))


def _java(rng: random.Random) -> tuple[str, str, str]:
    waiter, holder = (name.format(n=rng.randint(1, 20)) for name in rng.sample(THREADS, 2))
    address = f"0x0000000{rng.getrandbits(36):09x}"
    lines = [f'"{waiter}" #{rng.randint(20, 90)} daemon prio=5 os_prio=0 tid=0x00007f nid=0x2b waiting for '
             "monitor entry", "   java.lang.Thread.State: BLOCKED (on object monitor)",
             f"\tat com.shop.OrderService.pay(OrderService.java:{rng.randint(20, 300)})",
             f"\t- waiting to lock <{address}> (a java.lang.Object)", "",
             f'"{holder}" #{rng.randint(5, 19)} prio=5 os_prio=0 tid=0x00007e nid=0x1a runnable',
             "   java.lang.Thread.State: RUNNABLE",
             f"\tat com.shop.Sync.run(Sync.java:{rng.randint(20, 300)})",
             f"\t- locked <{address}> (a java.lang.Object)"]
    form = rng.choice(JAVA_FORMS)
    return form.format(w=waiter, h=holder), form.format(w=holder, h=waiter), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(23456)
    return [(_postgres if n % 2 else _java)(rng) for n in range(60)]


def test_a_lock_wait_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_roles_swapped_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
