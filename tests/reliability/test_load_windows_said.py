"""A load average's windows written before their values in a sentence of load (`负载在上升（1 分钟 12.35
高于 15 分钟 4.02）` for `uptime`'s `load average: 12.35, 8.10, 4.02`) pass; the windows' values
swapped fail.

The windows were read as durations (`1 分钟`, `15 分钟`) that `uptime` never prints, and the values
as no window's: 40 faithful claims failed REJECT and 20 warned, and the forged ones alike. Now a window right
before a value of two places, in a sentence of load, labels it
(`gatekeeper.rules.support.text.anchors.numbers`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = ("负载{trend}（1 分钟 {one} {than} 15 分钟 {fifteen}）",
         "系统负载：1 分钟 {one}，5 分钟 {five}，15 分钟 {fifteen}",
         "load {en}: 1 minute {one}, 15 minutes {fifteen}", "负载{trend}，1分钟{one}，15分钟{fifteen}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    loads = [f"{rng.randint(0, 31)}.{rng.randint(0, 99):02}" for _ in range(3)]
    while len(set(loads)) < 3:
        loads[2] = f"{rng.randint(0, 31)}.{rng.randint(0, 99):02}"
    output = (f" {rng.randint(0, 23):02}:{rng.randint(0, 59):02}:{rng.randint(0, 59):02} up "
              f"{rng.randint(1, 300)} days,  {rng.randint(0, 23)}:{rng.randint(10, 59)},  "
              f"{rng.randint(1, 9)} users,  load average: {', '.join(loads)}")
    form = rng.choice(FORMS)

    def said(one: str, five: str, fifteen: str) -> str:
        rising = float(one) > float(fifteen)
        return form.format(one=one, five=five, fifteen=fifteen, trend="在上升" if rising else "在下降",
                           than="高于" if rising else "低于", en="rising" if rising else "falling")

    return said(*loads), said(loads[2], loads[1], loads[0]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1515)
    return [_probe(rng) for _ in range(60)]


def test_a_load_average_s_windows_said_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_windows_values_swapped_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
