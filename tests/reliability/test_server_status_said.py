"""Apache's workers, rates and totals as `server-status?auto` prints them (`忙碌的 worker 有 148 个`,
`2 idle workers`, `每秒请求数为 17.1564`, `总访问量为 1482311`), pass; another field's value given to one
fails (the busy count given to the idle workers, the total kBytes to the accesses).

    Total Accesses: 1482311
    Total kBytes: 9231544
    Uptime: 86400
    ReqPerSec: 17.1564
    BytesPerSec: 109410
    BytesPerReq: 6377.41
    BusyWorkers: 148
    IdleWorkers: 2
    Scoreboard: WWW_KWRW_W.....

34 of 60 forged claims did not fail REJECT and 14 faithful ones failed (at 8863ac7): `Total kBytes`,
`BytesPerReq` gave their values no unit, and `忙碌`, `访问` named no field.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"BusyWorkers": ("忙碌的 worker 有 {v} 个", "BusyWorkers is {v}", "there are {v} busy workers"),
        "IdleWorkers": ("空闲 worker 只有 {v} 个", "there are {v} idle workers", "IdleWorkers 为 {v}"),
        "ReqPerSec": ("每秒请求数为 {v}", "ReqPerSec is {v}", "Apache 每秒处理 {v} 个请求"),
        "Total Accesses": ("总访问量为 {v}", "Total Accesses is {v}", "Apache 共处理了 {v} 次访问"),
        "Total kBytes": ("总传输量为 {v} kB", "Total kBytes is {v}"),
        "BytesPerReq": ("每个请求平均 {v} 字节", "BytesPerReq is {v}")}
FORGED_FROM = {"BusyWorkers": ("IdleWorkers", "Processes"), "IdleWorkers": ("BusyWorkers", "Processes"),
               "ReqPerSec": ("BytesPerReq", "Load1"), "Total Accesses": ("Total kBytes", "Uptime"),
               "Total kBytes": ("Total Accesses",), "BytesPerReq": ("ReqPerSec", "BytesPerSec")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    uptime = rng.randint(3600, 3000000)
    accesses = int(uptime * rng.uniform(0.5, 60))
    kbytes = int(accesses * rng.uniform(0.8, 40))
    threads = rng.choice((25, 64))
    processes = rng.randint(2, 16)
    slots = threads * processes
    busy = rng.randint(1, slots)
    idle = rng.randint(0, slots - busy)
    v = {"Total Accesses": str(accesses), "Total kBytes": str(kbytes), "Uptime": str(uptime),
         "ReqPerSec": f"{accesses / uptime:g}", "BytesPerSec": f"{kbytes * 1024 / uptime:g}",
         "BytesPerReq": f"{kbytes * 1024 / accesses:g}", "BusyWorkers": str(busy),
         "IdleWorkers": str(idle), "Processes": str(processes), "Load1": f"{rng.uniform(0.1, 9):.2f}"}
    if any("e" in value for value in v.values()) or len(set(v.values())) < len(v):
        return None
    board = list(rng.choices("WWWWKKRCL", k=busy) + ["_"] * idle + ["."] * (slots - busy - idle))
    rng.shuffle(board)
    output = "\n".join((
        rng.choice(("localhost", "127.0.0.1", "web-1.example.com")),
        f"ServerVersion: Apache/2.4.{rng.randint(52, 62)} (Unix)",
        "ServerMPM: event",
        f"ServerUptimeSeconds: {uptime}",
        f"Load1: {v['Load1']}",
        f"Load5: {rng.uniform(0.1, 9):.2f}",
        f"Load15: {rng.uniform(0.1, 9):.2f}",
        f"Total Accesses: {accesses}",
        f"Total kBytes: {kbytes}",
        f"Uptime: {uptime}",
        f"ReqPerSec: {v['ReqPerSec']}",
        f"BytesPerSec: {v['BytesPerSec']}",
        f"BytesPerReq: {v['BytesPerReq']}",
        f"BusyWorkers: {busy}",
        f"IdleWorkers: {idle}",
        f"Processes: {processes}",
        "Stopping: 0",
        f"Scoreboard: {''.join(board)}"))
    kind = rng.choice(tuple(SAID))
    form = rng.choice(SAID[kind])
    return form.format(v=v[kind]), form.format(v=v[rng.choice(FORGED_FROM[kind])]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5644)


def test_a_field_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
