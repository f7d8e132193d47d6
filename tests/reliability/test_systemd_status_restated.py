"""A failed unit's `systemctl status` restated (`nginx 以退出码 1 退出`, `已失败 2 小时 3 分钟`,
`消耗 CPU 1 分 2 秒`) passes, and another exit status or duration fails.

systemd's timespans write their parts apart (`2h 3min ago`, `1 day 2h ago`, `Consumed 1min
2.345s CPU time`): each part was a value of its own, so a faithful `已失败 2 小时 3 分钟` failed
REJECT (`its evidence says 2h, 3min`). And a process's exit status (`(code=exited,
status=1/FAILURE)`) was no exit code, while a claim's `退出码为 2` was held by the `2` of `2h`:
the forged exit status passed. Now a timespan is one duration (`durations._SYSTEMD`), the status
after `code=exited` an exit code, and a code's digits are not held by a number with a unit.
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

UNITS = ("nginx", "order-svc", "kafka", "redis-server", "postgresql@14-main")
#: (exit status, its name as systemd prints it)
STATUSES = ((1, "FAILURE"), (2, "INVALIDARGUMENT"), (203, "EXEC"), (127, "n/a"), (143, "n/a"))


def _ago(minutes: int) -> tuple[str, str, str]:
    """(systemd's relative time, the claim's Chinese, the claim's English) for `minutes` ago."""
    hours, rest = divmod(minutes, 60)
    if hours >= 25:
        return (f"1 day {hours - 24}h ago", f"1 天 {hours - 24} 小时", f"1 day and {hours - 24} hours")
    if hours >= 6:
        return f"{hours}h ago", f"{hours} 小时", f"{hours} hours"
    if hours:
        return f"{hours}h {rest}min ago", f"{hours} 小时 {rest} 分钟", f"{hours} hours {rest} minutes"
    return f"{rest}min ago", f"{rest} 分钟", f"{rest} minutes"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    unit, pid = rng.choice(UNITS), rng.randint(300, 99999)
    (status, name), (other, _) = rng.sample(STATUSES, 2)
    minutes = rng.choice((rng.randint(5, 59), rng.randint(61, 359), rng.randint(1500, 2800)))
    if minutes % 60 == 0:
        minutes += 1
    ago, zh, en = _ago(minutes)
    cpu = rng.randint(61, 599)
    output = "\n".join([
        f"● {unit}.service - {unit}", f"     Loaded: loaded (/lib/systemd/system/{unit}.service; enabled)",
        f"     Active: failed (Result: exit-code) since Sun 2026-03-01 11:15:40 UTC; {ago}",
        f"   Main PID: {pid} (code=exited, status={status}/{name})",
        f"        CPU: {cpu // 60}min {cpu % 60}.{rng.randint(100, 999)}s"])
    _, forged_zh, forged_en = _ago(minutes + rng.choice((-1, 1)) * rng.randint(3, 5) * 60
                                   if minutes > 400 else minutes * 2 + 7)
    kind = rng.randrange(4)
    if kind == 0:
        form = rng.choice(("{u} 的主进程以退出码 {v} 退出", "{u} 服务启动失败，退出码为 {v}"))
        return form.format(u=unit, v=status), form.format(u=unit, v=other), output
    if kind == 1:
        form = "{u} exited with exit code {v}"
        return form.format(u=unit, v=status), form.format(u=unit, v=other), output
    if kind == 2:
        form = rng.choice(("{u} 服务已失败 {v}", "{u} 已处于 failed 状态 {v}"))
        return form.format(u=unit, v=zh), form.format(u=unit, v=forged_zh), output
    form = "{u} has been failed for {v}"
    return form.format(u=unit, v=en), form.format(u=unit, v=forged_en), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(203)
    return [_probe(rng) for _ in range(60)]


def test_a_failed_unit_s_status_restated_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []


def test_another_exit_status_or_duration_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []
