"""Sensors as lm-sensors prints them (`Core 0 温度为 92°C`, `Core 0 的高温阈值为 80°C`, `fan1 转速为
1200 RPM`), pass; another sensor's reading, a limit given as the reading, or another limit fails.

Each value was the output's, so nothing was missing or contradicted (at 7a99b56, 60 of 60 forged
claims passed); now each line is read as a sensor's (`gatekeeper.rules.support.evidence.sensors`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

READING = ("{s} 温度为 {n}°C", "{s} is at {n} degrees", "{s} 的温度为 {n} 度", "{s} 当前温度 {n}℃")
HIGH = ("{s} 的高温阈值为 {n}°C", "{s} 的温度上限为 {n}°C", "the high limit of {s} is {n}°C")
CRIT = ("CPU 的临界温度为 {n}°C", "{s} 的临界温度为 {n}°C", "the critical temperature is {n}°C")
FAN = ("{s} 转速为 {n} RPM", "{s} spins at {n} RPM")


def _output(rng: random.Random) -> tuple[list[tuple[str, int]], int, int, list[tuple[str, int]], str]:
    cores = [(f"Core {i}", t) for i, t in enumerate(rng.sample(range(38, 99), rng.randint(2, 6)))]
    high, crit = rng.choice((80, 82, 84, 86)), rng.choice((100, 105))
    fans = [(f"fan{i + 1}", rpm) for i, rpm in enumerate(rng.sample(range(600, 3000, 50), rng.randint(0, 3)))]
    lines = ["coretemp-isa-0000", "Adapter: ISA adapter",
             f"Package id 0:  +{max(t for _, t in cores) + 2}.0°C  (high = +{high}.0°C, crit = +{crit}.0°C)",
             *(f"{core + ':':<14} +{t}.0°C  (high = +{high}.0°C, crit = +{crit}.0°C)" for core, t in cores)]
    if fans:
        lines += ["", "nct6775-isa-0290", "Adapter: ISA adapter",
                  *(f"{fan + ':':<21} {rpm:>4} RPM  (min =  300 RPM)" for fan, rpm in fans)]
    return cores, high, crit, fans, "\n".join(lines)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    cores, high, crit, fans, output = _output(rng)
    (one, t), (other, _) = rng.sample(cores, 2)
    facet = rng.choice(("reading", "reading", "high", "crit", "fan"))
    if facet == "fan" and len(fans) > 1:
        (fan, rpm), (other_fan, _) = rng.sample(fans, 2)
        form = rng.choice(FAN)
        return form.format(s=fan, n=rpm), form.format(s=other_fan, n=rpm), output
    if facet == "high":
        form = rng.choice(HIGH)
        return form.format(s=one, n=high), form.format(s=one, n=crit), output
    if facet == "crit":
        form = rng.choice(CRIT)
        return form.format(s=one, n=crit), form.format(s=one, n=high), output
    form = rng.choice(READING)
    if rng.random() < 0.3:
        return form.format(s=one, n=t), form.format(s=one, n=high), output
    return form.format(s=one, n=t), form.format(s=other, n=t), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4403)
    return [_probe(rng) for _ in range(60)]


def test_a_sensor_s_own_reading_and_limits_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_sensor_s_reading_or_another_limit_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
