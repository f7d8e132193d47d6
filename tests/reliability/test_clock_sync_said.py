"""A clock said synchronized, or NTP said on, over `timedatectl` printing otherwise fails; said as
printed it passes.

`时钟已经同步` citing `System clock synchronized: no`, `NTP 服务处于启用状态` citing `NTP service:
inactive`: the field's value is a word, no anchor, and `system` was a word of the flag's name a
claim had to write (evidence/flags.py).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SYNCED = ("时钟已经同步", "系统时钟已同步", "the system clock is synchronized", "服务器时钟同步正常")
UNSYNCED = ("时钟没有同步", "系统时钟未同步", "the system clock is not synchronized", "时钟不同步")
NTP_ON = ("NTP 服务处于启用状态", "NTP 服务已启用", "NTP service is active", "NTP 服务正在运行")
NTP_OFF = ("NTP 服务未启用", "NTP 服务没有运行", "NTP service is inactive", "NTP 服务已停止")
ZONES = (("Asia/Shanghai", "CST", "+0800"), ("UTC", "UTC", "+0000"), ("Europe/Berlin", "CET", "+0100"))


def _timedatectl(rng: random.Random, synced: bool, ntp: bool) -> str:
    zone, short, offset = rng.choice(ZONES)
    day = rng.randint(1, 28)
    clock = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    return "\n".join(["$ timedatectl", f"               Local time: Sun 2026-12-{day:02d} {clock} {short}",
                      f"           Universal time: Sun 2026-12-{day:02d} {clock} UTC",
                      f"                 RTC time: Sun 2026-12-{day:02d} {clock}",
                      f"                Time zone: {zone} ({short}, {offset})",
                      f"System clock synchronized: {'yes' if synced else 'no'}",
                      f"              NTP service: {'active' if ntp else 'inactive'}",
                      "          RTC in local TZ: no"])


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(claim, the output printing it so, the output printing it otherwise)."""
    synced, ntp = rng.random() < 0.5, rng.random() < 0.5
    if rng.random() < 0.5:
        claim = rng.choice(SYNCED if synced else UNSYNCED)
        return claim, _timedatectl(rng, synced, ntp), _timedatectl(rng, not synced, ntp)
    claim = rng.choice(NTP_ON if ntp else NTP_OFF)
    return claim, _timedatectl(rng, synced, ntp), _timedatectl(rng, synced, not ntp)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3703, 60)


def test_said_otherwise_than_printed_is_rejected() -> None:
    assert not_rejected((claim, other, other) for claim, _, other in _probes()) == []


def test_said_as_printed_passes() -> None:
    assert not_passed((claim, own, own) for claim, own, _ in _probes()) == []
