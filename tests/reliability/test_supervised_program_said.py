"""Programs as `supervisorctl status` lists them (`worker 进程处于 FATAL 状态`, `api 的 pid 为 1234`,
`api 已运行 2 天`), pass; another program's state, pid or days up fails.

The rows (a name, a state, words; no header) made no table: the state, the pid and the days were
the output's, so nothing was missing or contradicted (at 7a99b56, 58 of 60 forged claims passed).
Now the rows are read as supervisor prints them (`gatekeeper.rules.support.evidence.supervised`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PROGRAMS = ("api", "worker", "scheduler", "celery", "nginx", "web:web_00", "web:web_01", "beat",
            "queue-consumer", "exporter")
SAID = {"RUNNING": ("{p} 正在运行", "{p} 进程处于 RUNNING 状态", "{p} is running"),
        "STOPPED": ("{p} 已停止", "{p} 的状态为 STOPPED", "{p} is stopped"),
        "FATAL": ("{p} 启动失败", "{p} 进程处于 FATAL 状态", "{p} is in the FATAL state"),
        "BACKOFF": ("{p} 处于 BACKOFF 状态", "{p} is in BACKOFF", "{p} 的状态是 BACKOFF")}
PID = ("{p} 的 pid 为 {n}", "{p} runs as pid {n}", "{p} 的进程号是 {n}")
DAYS = ("{p} 已运行 {n} 天", "{p} has been up for {n} days", "{p} 已经运行了 {n} 天")
DETAIL = {"STOPPED": "Dec 07 10:01 AM", "FATAL": "Exited too quickly (process log may have details)",
          "BACKOFF": "Exited too quickly (process log may have details)"}


def _row(program: str, state: str, pid: int, days: int) -> str:
    up = f"{days} day{'s' if days > 1 else ''}, " if days else ""
    detail = f"pid {pid}, uptime {up}{pid % 24}:{pid % 60:02d}:17" if state == "RUNNING" else DETAIL[state]
    return f"{program:<32} {state:<9} {detail}"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    listed = rng.sample(PROGRAMS, rng.randint(3, 6))
    states = [rng.choice(("RUNNING", "RUNNING", "STOPPED", "FATAL", "BACKOFF")) for _ in listed]
    states[0], states[1] = "RUNNING", rng.choice(("RUNNING", "STOPPED", "FATAL", "BACKOFF"))
    pids = rng.sample(range(1000, 30000), len(listed))
    days = [rng.choice((0, 1, 2, 3, 5, 8, 13)) for _ in listed]
    days[0] = max(days[0], 1)
    if states[1] == "RUNNING":
        days[1] = days[0] + rng.randint(1, 4)
    output = "\n".join(_row(*row) for row in zip(listed, states, pids, days, strict=True))
    one, other = listed[0], listed[1]
    facet = rng.choice(("state", "pid", "days"))
    if facet == "state" and states[1] != "RUNNING":
        form = rng.choice(SAID[states[1]])
        return form.format(p=other), form.format(p=one), output
    if facet == "days":
        form = rng.choice(DAYS)
        return form.format(p=one, n=days[0]), form.format(p=other, n=days[0]), output
    form = rng.choice(PID)
    return form.format(p=one, n=pids[0]), form.format(p=other, n=pids[0]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4401)
    return [_probe(rng) for _ in range(60)]


def test_a_program_s_own_state_pid_and_days_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_program_s_state_pid_or_days_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
