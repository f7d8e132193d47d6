"""Processes as `pm2 list` draws them in a box (`worker 处于 errored 状态`, `api 已重启 3 次`, `web 的
CPU 使用率为 9%`), pass; another process's status, restarts, CPU or memory fails.

The table is drawn in box characters (`│`, `┼`) and counts restarts under `↺`, so no table was
read and every value was the output's (at 7a99b56, 60 of 60 forged claims passed); now a boxed
table is a pipe table's (`gatekeeper.rules.support.text.tables`) and `↺` is named by `重启`.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

NAMES = ("api", "web", "worker", "scheduler", "mailer", "gateway", "billing", "cron-jobs")
COLUMNS = ("id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem",
           "user", "watching")
SAID = {"status": ("{p} 处于 {v} 状态", "{p} is {v}", "{p} 的状态是 {v}"),
        "↺": ("{p} 已重启 {v} 次", "{p} restarted {v} times", "{p} 重启了 {v} 次"),
        "cpu": ("{p} 的 CPU 使用率为 {v}", "{p} uses {v} CPU", "{p} 占用 CPU {v}"),
        "mem": ("{p} 占用内存 {v}", "{p} 的内存为 {v}", "{p} uses {v} of memory")}


def _boxed(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[n]) for row in (COLUMNS, *rows)) + 2 for n in range(len(COLUMNS))]

    def rule(left: str, middle: str, right: str) -> str:
        return left + middle.join("─" * width for width in widths) + right

    def line(row: tuple[str, ...]) -> str:
        return "│" + "│".join(f" {cell:<{width - 1}}" for cell, width in zip(row, widths, strict=True)) + "│"

    return "\n".join([rule("┌", "┬", "┐"), line(COLUMNS), rule("├", "┼", "┤"), *map(line, rows),
                      rule("└", "┴", "┘")])


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NAMES, rng.randint(3, 5))
    states = ["online", *(rng.choice(("online", "online", "errored", "stopped")) for _ in names[1:])]
    restarts = rng.sample(range(0, 60), len(names))
    cpus = [f"{c}%" if s == "online" else "0%" for c, s in zip(rng.sample(range(1, 99), len(names)), states,
                                                               strict=True)]
    mems = [f"{rng.randint(30, 900)}.{rng.randint(0, 9)}mb" if s == "online" else "0b" for s in states]
    rows = [(str(n), name, "default", "1.4.2", rng.choice(("cluster", "fork")),
             str(rng.randint(1000, 40000)) if state == "online" else "0", "2D" if state == "online" else "0",
             str(restart), state, cpu, mem, "deploy", "disabled")
            for n, (name, state, restart, cpu, mem) in enumerate(zip(names, states, restarts, cpus, mems,
                                                                     strict=True))]
    output = _boxed(rows)
    column = rng.choice(tuple(SAID))
    index = COLUMNS.index(column)
    one = rng.randrange(len(rows))
    others = [row for row in rows
              if row[index] != rows[one][index] and (column != "mem" or row[index] != "0b")]
    if not others or (column == "mem" and rows[one][index] == "0b"):
        column, index, one = "↺", COLUMNS.index("↺"), 0
        others = [row for row in rows if row[index] != rows[0][index]]
    other = rng.choice(others)
    form = rng.choice(SAID[column])
    return (form.format(p=rows[one][1], v=rows[one][index]), form.format(p=rows[one][1], v=other[index]),
            output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4405)
    return [_probe(rng) for _ in range(60)]


def test_a_process_s_own_status_restarts_cpu_and_memory_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_process_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
