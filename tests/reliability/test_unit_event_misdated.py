"""A systemd unit said to have stopped (or started) at the time its journal has the other event
fails; the time of the event as printed passes.

`nginx 服务在 05:12:44 停止` citing journalctl's `05:12:41 ... Stopped nginx.service.` and `05:12:44 ...
Started nginx.service.`: the unit and the time are the output's, stopping is no event of the
glossary, so nothing was missing or contradicted; of 60 forged claims 60 passed. Now systemd's
lines of a unit stopping or starting date the claim's event
(`gatekeeper.rules.support.evidence.unit_events`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

UNITS = ("nginx", "mysqld", "redis-server", "docker", "kubelet", "sshd", "postgresql")
STOPPED = ("{u} 服务在 {t} 停止", "{u} 于 {t} 被停止", "{u}.service stopped at {t}", "{t} {u} 服务已停止")
STARTED = ("{u} 服务在 {t} 启动", "{u} 于 {t} 被拉起", "{u}.service started at {t}", "{t} {u} 服务已启动")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    unit, other = rng.sample(UNITS, 2)
    hour, minute, second = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 40)
    stamps = [f"{hour:02d}:{minute:02d}:{second + step:02d}" for step in sorted(rng.sample(range(1, 18), 4))]
    host = f"web-{rng.randint(1, 9)}"
    day = f"Dec {rng.randint(10, 28):02d}"
    lines = [f"{day} {stamps[0]} {host} systemd[1]: Stopping {unit}.service...",
             f"{day} {stamps[1]} {host} systemd[1]: Stopped {unit}.service.",
             f"{day} {stamps[2]} {host} systemd[1]: Starting {unit}.service...",
             f"{day} {stamps[3]} {host} systemd[1]: Started {unit}.service.",
             f"{day} {stamps[3]} {host} systemd[1]: Started {other}.service."]
    output = "$ journalctl -u " + unit + " -u " + other + " --since today\n" + "\n".join(lines)
    if rng.random() < 0.5:
        form = rng.choice(STOPPED)
        return form.format(u=unit, t=stamps[1]), form.format(u=unit, t=stamps[3]), output
    form = rng.choice(STARTED)
    return form.format(u=unit, t=stamps[3]), form.format(u=unit, t=stamps[1]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8420, 60)


def test_a_unit_s_event_dated_to_another_event_s_time_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_unit_s_event_at_its_time_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
