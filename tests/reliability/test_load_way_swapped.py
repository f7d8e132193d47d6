"""A claim giving the load the other way than `uptime`'s (or `top`'s) averages move fails; its
own way passes.

`负载在下降` citing `load average: 5.21, 3.80, 1.95` passed: no value is written, and the 1-minute
average above the 15-minute one was read as nothing (`evidence/load_average.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

UP = ("{h} 的负载在上升", "{h} 负载持续升高", "load on {h} is rising", "{h} 的系统负载正在攀升")
DOWN = ("{h} 的负载在下降", "{h} 负载正在回落", "load on {h} is dropping", "{h} 的系统负载逐渐降低")


def _line(rng: random.Random, host: str, rising: bool) -> str:
    low, high = sorted(round(rng.uniform(0.1, 24.0), 2) for _ in range(2))
    while low == high:
        high = round(high + 0.5, 2)
    one, fifteen = (high, low) if rising else (low, high)
    five = round((one + fifteen) / 2, 2)
    clock = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    uptime = f"up {rng.randint(1, 400)} days, {rng.randint(0, 23)}:{rng.randint(10, 59)}"
    averages = f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f}"
    if rng.random() < 0.5:
        return f"[{host}] $ uptime\n {clock} {uptime},  2 users,  {averages}"
    return (f"[{host}] $ top -bn1 | head -2\ntop - {clock} {uptime},  1 user,  {averages}\n"
            f"Tasks: {rng.randint(100, 400)} total,   {rng.randint(1, 9)} running")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3610)
    probes = []
    for _ in range(60):
        host, rising = rng.choice(("web1", "db-01", "node-3")), rng.random() < 0.5
        own, other = (UP, DOWN) if rising else (DOWN, UP)
        output = _line(rng, host, rising)
        probes.append((rng.choice(own).format(h=host), rng.choice(other).format(h=host), output))
    return probes


def test_the_load_s_own_way_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_way_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []
