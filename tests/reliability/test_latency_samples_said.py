"""A latency `redis-cli --latency` prints in milliseconds (`平均延迟为 0.21 ms`, `max latency was 12
ms`), pass; another statistic's value fails.

    min: 0, max: 12, avg: 0.21 (12345 samples)

Every faithful latency failed LOW_CONFID (at 3f755b4): the milliseconds are printed bare, so `0.21
ms` was found nowhere (and a forged one failed the same way, never REJECT).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"avg": ("平均延迟为 {v} ms", "平均延迟是 {v}ms", "the average latency was {v} ms"),
        "max": ("最大延迟为 {v} ms", "最大延迟达到 {v}ms", "the max latency was {v} ms")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    low = rng.randint(0, 2)
    avg = f"{rng.randint(low, 3)}.{rng.randint(10, 99)}"
    high = rng.randint(5, 400)
    samples = rng.randint(100, 99_999)
    history = rng.random() < 0.3
    line = f"min: {low}, max: {high}, avg: {avg} ({samples} samples)"
    output = line + (" -- 15.01 seconds range" if history else "")
    values = {"avg": avg, "max": str(high)}
    one, other = rng.sample(tuple(SAID), 2)
    form = rng.randrange(len(SAID[one]))
    said = SAID[one][form]
    return said.format(v=values[one]), said.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4825)


def test_a_statistic_s_own_latency_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_statistic_s_latency_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
