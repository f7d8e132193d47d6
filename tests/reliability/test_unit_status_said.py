"""A service's main PID, tasks and memory as `systemctl status` prints them (`nginx 主进程 PID 为
1234`, `nginx 有 5 个任务`, `nginx 内存占用 12.3M`), pass; another field's value fails.

         Active: active (running) since Mon 2026-12-07 08:12:01 UTC; 3 days ago
       Main PID: 1234 (nginx)
          Tasks: 5 (limit: 4915)

`nginx 主进程 PID 为 4915` (the tasks' limit) passed (at 371b2c9): the PID was read as no field
of its own once its process' name followed it.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

PID = ("{s} 主进程 PID 为 {v}", "{s} 的 Main PID 是 {v}", "the main PID of {s} is {v}")
TASKS = ("{s} 有 {v} 个任务", "{s} runs {v} tasks")
LIMIT = ("{s} 的任务上限为 {v}", "the task limit of {s} is {v}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    service = rng.choice(("nginx", "mysqld", "redis-server", "payment-svc", "sshd"))
    pid, tasks, limit = rng.randint(300, 99999), rng.randint(1, 300), rng.choice((4915, 9830, 18989))
    output = "\n".join([
        f"● {service}.service - {service} daemon",
        f"     Loaded: loaded (/lib/systemd/system/{service}.service; enabled; vendor preset: enabled)",
        f"     Active: active (running) since Mon 2026-12-07 08:12:01 UTC; {rng.randint(1, 9)} days ago",
        f"   Main PID: {pid} ({service.split('-')[0]})",
        f"      Tasks: {tasks} (limit: {limit})",
        f"     Memory: {rng.randint(2, 900)}.{rng.randint(0, 9)}M",
        f"        CPU: {rng.randint(1, 59)}min {rng.randint(0, 59)}.{rng.randint(0, 999):03d}s"])
    kind = rng.choice(("pid", "pid", "tasks", "limit"))
    if kind == "pid":
        form = rng.choice(PID)
        return form.format(s=service, v=pid), form.format(s=service, v=rng.choice((tasks, limit))), output
    if kind == "tasks":
        form = rng.choice(TASKS)
        return form.format(s=service, v=tasks), form.format(s=service, v=rng.choice((pid, limit))), output
    form = rng.choice(LIMIT)
    return form.format(s=service, v=limit), form.format(s=service, v=rng.choice((pid, tasks))), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4717)


def test_a_field_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
