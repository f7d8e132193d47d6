"""A process's share of CPU or memory restated from `ps aux` (`java 进程（pid 28411）CPU 占用 187%`)
passes; another process's share fails.

`ps aux`'s last column is the command with its arguments, spaces and all: its lines split into
more cells than its header has names and were no table, so every faithful claim failed
LOW_CONFID (`187%` read nowhere: the cell is `187` under `%CPU`). Now the last `COMMAND` cell
takes the rest of the line (`gatekeeper.rules.support.text.tables`), and `pid 28411` names its row
(`gatekeeper.rules.support.evidence.table_rows`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

COMMANDS = {"java": "java -Xmx4g -jar /opt/{s}/app.jar --spring.profiles.active=prod",
            "mysqld": "/usr/sbin/mysqld --basedir=/usr --datadir=/var/lib/mysql",
            "nginx": "nginx: worker process", "node": "node /srv/{s}/server.js --port 8080",
            "python3": "python3 -m gunicorn {s}.wsgi -w 4 -b 0.0.0.0:8000"}
SAID = {"%cpu": ("{p} 进程（pid {n}）CPU 占用 {v}%", "pid {n} 的 CPU 使用率为 {v}%",
                 "{p}进程（pid {n}）CPU占用{v}%"),
        "%mem": ("{p} 进程（pid {n}）内存占用 {v}%", "pid {n} 的内存使用率为 {v}%")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    programs = rng.sample(tuple(COMMANDS), rng.randint(2, 4))
    rows = []
    for program in programs:
        cpu = rng.choice((f"{rng.randint(0, 99)}.{rng.randint(0, 9)}", str(rng.randint(100, 390))))
        mem = f"{rng.randint(0, 45)}.{rng.randint(0, 9)}"
        rows.append((program, str(rng.randint(300, 65000)), cpu, mem))
    lines = ["USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND"]
    for program, pid, cpu, mem in rows:
        command = COMMANDS[program].format(s=rng.choice(("order", "pay", "gateway")))
        started = f"{rng.randint(0, 23):02}:{rng.randint(0, 59):02}"
        used = f"{rng.randint(0, 300)}:{rng.randint(0, 59):02}"
        lines.append(f"{rng.choice(('app', 'mysql', 'www-data')):<10} {pid:>5} {cpu:>4} {mem:>4} "
                     f"{rng.randint(100000, 9000000):>7} {rng.randint(10000, 5000000):>7} ?        Sl   "
                     f"{started}  {used} {command}")
    at = rng.randrange(len(rows))
    column = rng.choice(tuple(SAID))
    index = 2 if column == "%cpu" else 3
    others = [row[index] for row in rows if row[index] != rows[at][index]]
    program, pid = rows[at][0], rows[at][1]
    form = rng.choice(SAID[column])
    forged = rng.choice(others) if others else str(float(rows[at][index]) + 7)
    return (form.format(p=program, n=pid, v=rows[at][index]), form.format(p=program, n=pid, v=forged),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(2201)
    return [_probe(rng) for _ in range(60)]


def test_a_process_s_own_share_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_process_s_share_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
