"""A process given the resident memory another process's row of `top` prints fails; its own
passes.

`nginx 进程内存占用 6.1g` citing `top`, whose java row's `RES` is `6.1g` and nginx's `9876`: `内存`
named only the `%MEM` column, and a size is no percentage's value, so the clause named no column
the value could be of; of 60 forged claims 36 passed. `java 进程内存占用 6.1g` (its own `RES`) even
failed, read as another column's cell of the row (36 of 60 faithful claims). Now `内存` and
`常驻内存` name `RES`, `RSS`, `VIRT` and `VSZ` too, top's `2.1g` is a size, and a clause naming
several columns is read for the one its value may be of
(`gatekeeper.rules.support.evidence.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

HEADER = "  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND"
#: (command, user, whether it is large: its sizes scaled by top)
PROGRAMS = (("java", "app", True), ("mysqld", "mysql", True), ("elasticsearch", "elastic", True),
            ("nginx", "www", False), ("sshd", "root", False), ("redis-server", "redis", False),
            ("node", "app", False))
FORMS = ("{p} 进程内存占用 {v}", "{p} 进程的常驻内存为 {v}", "{p} 的 RES 为 {v}", "{p} 进程占用了 {v} 内存",
         "the {p} process uses {v} of resident memory")


def _row(rng: random.Random, program: str, user: str, large: bool) -> tuple[str, str]:
    """(the row, its RES as printed)."""
    if large:
        virt, res = f"{rng.randint(8, 40)}.{rng.randint(0, 9)}g", f"{rng.randint(1, 7)}.{rng.randint(0, 9)}g"
    else:
        virt, res = str(rng.randint(20000, 900000)), str(rng.randint(2000, 99999))
    shared = rng.randint(1000, 99999)
    row = (f"{rng.randint(100, 39999):>5} {user:<9} 20   0 {virt:>7} {res:>6} {shared:>6} S "
           f"{rng.randint(0, 300)}.{rng.randint(0, 9)} {rng.randint(0, 60)}.{rng.randint(0, 9)} "
           f"{rng.randint(0, 900)}:{rng.randint(10, 59)}.{rng.randint(10, 99)} {program}")
    return row, res


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    programs = rng.sample(PROGRAMS, rng.randint(3, 5))
    rows = [_row(rng, *program) for program in programs]
    big = [n for n, (_, _, large) in enumerate(programs) if large]
    small = [n for n, (_, _, large) in enumerate(programs) if not large]
    if not big or not small:
        return None
    output = "\n".join([f"top - 10:{rng.randint(10, 59)}:01 up {rng.randint(1, 90)} days,  2 users,  "
                        f"load average: 3.12, 2.80, 2.33", HEADER, *(row for row, _ in rows)])
    form = rng.choice(FORMS)
    faithful = rng.randrange(len(programs))
    named, other = rng.choice(small), rng.choice(big)
    return (form.format(p=programs[faithful][0], v=rows[faithful][1]),
            form.format(p=programs[named][0], v=rows[other][1]), output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6180, 60)


def test_a_process_given_another_s_resident_memory_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_process_given_its_own_resident_memory_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
