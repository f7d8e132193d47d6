"""When `systemctl list-timers` says a timer last ran and runs next, as a claim says it
(`logrotate.timer 上次运行于 16h 前`, `backup.timer runs again in 6h`), passes; another timer's
fails.

    NEXT                        LEFT     LAST                        PASSED   UNIT            ACTIVATES
    Mon 2026-12-07 23:00:00 UTC 6h left  Sun 2026-12-06 23:00:00 UTC 17h ago  backup.timer    backup.service

`logrotate.timer 上次运行于 17h 前` (backup's) passed, each duration being the output's (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PASSED = ("{u} 上次运行于 {v} 前", "{u} 上次触发是在 {v} 之前", "{u} last ran {v} ago")
LEFT = ("{u} 还有 {v} 才会运行", "{u} 下次触发还剩 {v}", "{u} runs again in {v}")
UNITS = ("backup", "logrotate", "certbot-renew", "fstrim", "apt-daily", "db-vacuum", "man-db")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    units = rng.sample(UNITS, rng.randint(2, 5))
    rows = [(f"{rng.randint(1, 23)}h", f"{rng.randint(1, 23)}h") for _ in units]
    lines = ["NEXT                        LEFT          LAST                        PASSED       UNIT"
             "                         ACTIVATES"]
    for unit, (left, passed) in zip(units, rows, strict=True):
        lines.append(f"Mon 2026-12-07 {rng.randint(0, 23):02}:00:00 UTC {left + ' left':<13} "
                     f"Sun 2026-12-06 {rng.randint(0, 23):02}:00:00 UTC {passed + ' ago':<12} "
                     f"{unit + '.timer':<28} {unit}.service")
    lines.append(f"\n{len(units)} timers listed.\nPass --all to see loaded but inactive timers, too.")
    output = "\n".join(lines)
    mine, other = rng.sample(range(len(units)), 2)
    which = rng.randrange(2)
    if rows[mine][which] == rows[other][which]:
        return _probe(rng)
    form = rng.choice((LEFT, PASSED)[which])
    unit = f"{units[mine]}.timer"
    return form.format(u=unit, v=rows[mine][which]), form.format(u=unit, v=rows[other][which]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4612)
    return [_probe(rng) for _ in range(60)]


def test_a_timer_s_own_times_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_timer_s_times_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
