"""Which way a clock is off, as `chronyc tracking` prints it (`系统时间比 NTP 慢 0.81 秒`, `the
clock's frequency is 12.345 ppm fast`), passes; the other way fails.

No anchor reads `slow` or `fast`, and the offset is the output's either way: of 60 forged claims
all passed. Now the way is read against the line the clause names
(`gatekeeper.rules.support.evidence.clock_offset`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"System time": {"slow": ("系统时间比 NTP 慢 {v} 秒", "系统时钟落后 NTP {v} 秒",
                                 "the system clock is behind NTP by {v} seconds"),
                        "fast": ("系统时间比 NTP 快 {v} 秒", "系统时钟超前 NTP {v} 秒",
                                 "the system clock is ahead of NTP by {v} seconds")},
        "Frequency": {"slow": ("时钟频率偏慢 {v} ppm", "the clock's frequency is {v} ppm slow"),
                      "fast": ("时钟频率偏快 {v} ppm", "the clock's frequency is {v} ppm fast")}}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    said = f"{rng.randint(0, 2)}.{rng.randint(1, 99):02d}"  # the offset to two places, rounded down
    offset = f"{said}{rng.randint(0, 4)}{rng.randint(0, 999999):06d}"
    frequency = f"{rng.uniform(0.1, 40):.3f}"
    ways = {"System time": rng.choice(("slow", "fast")), "Frequency": rng.choice(("slow", "fast"))}
    output = "\n".join([
        f"Reference ID    : 0A00000{rng.randint(1, 9)} (10.0.0.{rng.randint(1, 9)})",
        f"Stratum         : {rng.randint(2, 4)}", "Ref time (UTC)  : Sat Dec 05 10:02:13 2026",
        f"System time     : {offset} seconds {ways['System time']} of NTP time",
        f"Last offset     : -0.000{rng.randint(100, 999)}456 seconds",
        "RMS offset      : 0.000234567 seconds",
        f"Frequency       : {frequency} ppm {ways['Frequency']}", "Leap status     : Normal"])
    what = rng.choice(list(SAID))
    value = said if what == "System time" else frequency
    way = ways[what]
    other = "fast" if way == "slow" else "slow"
    form = rng.randrange(len(SAID[what][way]))
    return SAID[what][way][form].format(v=value), SAID[what][other][form].format(v=value), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1214)
    return [_probe(rng) for _ in range(60)]


def test_the_clock_s_own_way_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
