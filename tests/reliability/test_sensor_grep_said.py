"""A core's temperature from lm-sensors' lines as `sensors | grep Core` prints them (`Core 2 温度为
92°C`), passes; another core's, or a limit given as the reading, fails.

    Core 0:        +45.0°C  (high = +80.0°C, crit = +100.0°C)
    Core 2:        +92.0°C  (high = +80.0°C, crit = +100.0°C)

`Core 0 温度为 92 度` (Core 2's) passed (at 371b2c9): the sensors' check was gated on the
`Adapter:` line `grep` leaves out, a word its reading does not need (`test_sensor_reading_said`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

READING = ("{s} 温度为 {n}°C", "{s} is at {n} degrees", "{s} 的温度为 {n} 度", "{s} 当前温度 {n}℃")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    cores = [(f"Core {i}", t) for i, t in enumerate(rng.sample(range(38, 99), rng.randint(2, 8)))]
    high, crit = rng.choice((80, 82, 84, 86)), rng.choice((100, 105))
    lines = [f"{core + ':':<14} +{t}.0°C  (high = +{high}.0°C, crit = +{crit}.0°C)" for core, t in cores]
    if rng.random() < 0.3:
        lines.insert(0, f"Package id 0:  +{max(t for _, t in cores) + 2}.0°C  (high = +{high}.0°C, "
                        f"crit = +{crit}.0°C)")
    output = "\n".join(lines)
    (one, t), (other, _) = rng.sample(cores, 2)
    form = rng.choice(READING)
    if rng.random() < 0.3:
        return form.format(s=one, n=t), form.format(s=one, n=high), output
    return form.format(s=one, n=t), form.format(s=other, n=t), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4712)


def test_a_core_s_own_temperature_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_core_s_temperature_or_a_limit_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
