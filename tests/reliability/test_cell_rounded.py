"""A table's cell restated rounded (`java 进程 CPU 占用 185%` for `top`'s `%CPU 185.3`) passes, and
another row's cell rounded fails.

A cell was compared as written only: 57 of 60 faithful claims rounding a process's `%CPU` or
`%MEM` failed REJECT (`185%` found nowhere, the summary's `%Cpu(s)` values another reading). Now
a value in a cell's unit written shorter (rounded or cut) is the cell
(gatekeeper.rules.support.evidence.tables), unless another cell is that value exactly (`2GiB` is
docker's limit, not its usage `1.62GiB` rounded).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {"cpu": ("{p} 进程 CPU 占用 {v}%", "{p} is using {v}% CPU", "{p}进程CPU占用{v}%"),
         "mem": ("{p} 进程内存占用 {v}%", "{p} uses {v}% of memory")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    names = rng.sample(("java", "mysqld", "nginx", "redis-server", "python3", "node"), 3)
    cpu = [rng.uniform(1, 390) for _ in names]
    mem = [rng.uniform(0.5, 60) for _ in names]
    lines = ["  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND",
             *(f" {rng.randint(300, 60000):>5} app       20   0 8123456   2.1g  12345 R {c:5.1f}  {m:4.1f}"
               f"  12:34.56 {name}" for name, c, m in zip(names, cpu, mem, strict=True))]
    output = ("top - 10:02:11 up 41 days,  3:12,  2 users,  load average: 6.37, 4.63, 2.32\n"
              "%Cpu(s): 62.0 us,  8.1 sy,  0.0 ni, 12.3 id, 17.5 wa,  0.0 hi,  0.1 si,  0.0 st\n\n"
              + "\n".join(lines))
    one, other = rng.sample(range(3), 2)
    kind = rng.choice(("cpu", "mem"))
    values = cpu if kind == "cpu" else mem
    form = rng.choice(FORMS[kind])
    return (form.format(p=names[one], v=round(float(f"{values[one]:.1f}"))),
            form.format(p=names[one], v=round(float(f"{values[other]:.1f}"))), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1853)
    return [_probe(rng) for _ in range(60)]


def test_a_cell_rounded_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_cell_rounded_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
