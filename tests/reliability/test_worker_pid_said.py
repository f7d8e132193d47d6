"""A gunicorn worker's event as its log prints it (`pid 为 4121 的 worker 超时`, `worker 4121 was
killed`, `新启动的 worker pid 为 4388`), pass; the event given another worker's pid fails.

    [2026-12-07 10:12:01 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:4121)
    [2026-12-07 10:12:02 +0000] [1] [WARNING] Worker with pid 4121 was terminated due to signal 9
    [2026-12-07 10:12:02 +0000] [4388] [INFO] Booting worker with pid: 4388

The forged claims passed (at 3f755b4), and `新启动的 worker pid 为 4388` failed: `pid 4121` was
read as the log's pid, `pid: 4388` as an id.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"timeout": ("pid 为 {p} 的 worker 超时", "worker {p} 超时了", "worker {p} timed out"),
        "killed": ("worker {p} 被信号 9 终止", "worker {p} 被杀死", "worker {p} was killed"),
        "booted": ("新启动的 worker pid 为 {p}", "worker {p} 已启动", "worker {p} was spawned")}


def _stamp(clock: int) -> str:
    return f"[2026-12-07 {clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d} +0000]"


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    pids = rng.sample(range(1200, 99_999), rng.randint(3, 5))
    master = rng.randint(1, 9)
    clock, lines, events = rng.randint(0, 80_000), [], {}
    booted = pids[:2]
    for pid in booted:
        lines.append(f"{_stamp(clock)} [{pid}] [INFO] Booting worker with pid: {pid}")
        events.setdefault(pid, set()).add("booted")
    for pid in pids[2:]:
        clock += rng.randint(20, 900)
        lines.append(f"{_stamp(clock)} [{master}] [CRITICAL] WORKER TIMEOUT (pid:{pid})")
        lines.append(f"{_stamp(clock)} [{pid}] [INFO] Worker exiting (pid: {pid})")
        events.setdefault(pid, set()).update({"timeout", "exited"})
        if rng.random() < 0.7:
            clock += 1
            lines.append(f"{_stamp(clock)} [{master}] [WARNING] Worker with pid {pid} "
                         "was terminated due to signal 9")
            events[pid].add("killed")
    event = rng.choice(("timeout", "killed", "booted"))
    having = [pid for pid in pids if event in events[pid]]
    lacking = [pid for pid in pids if event not in events[pid]]
    if not having or not lacking:
        return None
    form = rng.choice(SAID[event])
    return form.format(p=rng.choice(having)), form.format(p=rng.choice(lacking)), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4818)


def test_a_worker_s_own_event_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_worker_s_event_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
