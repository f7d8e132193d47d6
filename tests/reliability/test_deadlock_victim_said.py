"""The transaction InnoDB rolled back in its latest deadlock, and how long each had been active, as
`SHOW ENGINE INNODB STATUS` prints them (`事务 421391 被回滚`, `线程 91 的事务被回滚`, `事务 421390 已活跃
12 秒`), pass; the other transaction fails.

    *** (1) TRANSACTION:
    TRANSACTION 421390, ACTIVE 12 sec starting index read
    MySQL thread id 88, OS thread handle 139758, query id 5123 10.0.0.21 app updating
    *** (2) TRANSACTION:
    TRANSACTION 421391, ACTIVE 9 sec starting index read
    MySQL thread id 91, OS thread handle 139759, query id 5124 10.0.0.22 app updating
    *** WE ROLL BACK TRANSACTION (2)

Every forged claim passed (at 3f755b4): every number is the output's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

VICTIM = ("事务 {t} 被回滚", "线程 {h} 的事务被回滚", "transaction {t} was rolled back",
          "thread {h} was chosen as the victim")
ACTIVE = ("事务 {t} 已活跃 {s} 秒", "transaction {t} had been active for {s} seconds")


def _transaction(rng: random.Random, n: int, number: int, thread: int, active: int) -> list[str]:
    table = rng.choice(("orders", "payments", "stock"))
    return [f"*** ({n}) TRANSACTION:", f"TRANSACTION {number}, ACTIVE {active} sec starting index read",
            "mysql tables in use 1, locked 1",
            f"LOCK WAIT {rng.randint(2, 5)} lock struct(s), heap size 1136, {rng.randint(1, 4)} row lock(s)",
            f"MySQL thread id {thread}, OS thread handle {rng.randint(10**5, 10**6)}, "
            f"query id {rng.randint(1000, 9999)} 10.0.0.{rng.randint(2, 250)} app updating",
            f"UPDATE {table} SET status='{rng.choice(('paid', 'shipped'))}' WHERE id={rng.randint(1, 9999)}",
            f"*** ({n}) WAITING FOR THIS LOCK TO BE GRANTED:",
            f"RECORD LOCKS space id {rng.randint(10, 99)} page no {rng.randint(3, 999)} n bits 72 "
            f"index PRIMARY of table `shop`.`{table}` trx id {number} "
            "lock_mode X locks rec but not gap waiting"]


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    first = rng.randint(100_000, 9_000_000)
    numbers = (first, first + rng.randint(1, 40))
    threads = rng.sample(range(10, 9999), 2)
    actives = rng.sample(range(1, 120), 2)
    victim = rng.randrange(2)
    lines = ["------------------------", "LATEST DETECTED DEADLOCK", "------------------------",
             f"2026-12-07 {rng.randint(10, 23)}:{rng.randint(10, 59)}:{rng.randint(10, 59)} 0x7f1c2c0b1700"]
    for n in range(2):
        lines += _transaction(rng, n + 1, numbers[n], threads[n], actives[n])
    lines.append(f"*** WE ROLL BACK TRANSACTION ({victim + 1})")
    if rng.random() < 0.6:
        form = rng.choice(VICTIM)
        return (form.format(t=numbers[victim], h=threads[victim]),
                form.format(t=numbers[1 - victim], h=threads[1 - victim]), "\n".join(lines))
    one = rng.randrange(2)
    form = rng.choice(ACTIVE)
    return (form.format(t=numbers[one], s=actives[one]), form.format(t=numbers[one], s=actives[1 - one]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4839)


def test_the_victim_and_its_own_seconds_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_transaction_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
