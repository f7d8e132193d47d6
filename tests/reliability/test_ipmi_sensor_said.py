"""The readings `ipmitool sensor` prints as a claim says them (`CPU 温度为 65 度`, `FAN1 转速为 4200
RPM`, `the inlet temperature is 24 degrees`), pass; another sensor's reading or a threshold fails.

    CPU Temp         | 65.000     | degrees C  | ok    | 0.000  | 0.000  | 0.000  | 95.000 | 100.000 | 105.000

`CPU 温度为 45 度` (the system's) passed: only lm-sensors' lines were read as sensors (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

TEMPERATURES = ("CPU Temp", "System Temp", "Inlet Temp", "Exhaust Temp", "PCH Temp")
SAID = ("{s} 为 {v} 度", "{w} 为 {v} 度", "{w}当前为 {v}℃", "the {e} is {v} degrees")
WORDS = {"CPU Temp": ("CPU 温度", "CPU temperature"), "System Temp": ("系统温度", "system temperature"),
         "Inlet Temp": ("Inlet 温度", "inlet temperature"),
         "Exhaust Temp": ("Exhaust 温度", "exhaust temperature"),
         "PCH Temp": ("PCH 温度", "PCH temperature")}
FAN = ("{s} 转速为 {v} RPM", "{s} spins at {v} RPM")


def _row(name: str, value: int, unit: str, limits: tuple[int, ...]) -> str:
    cells = [f"{name:<16}", f"{value:.3f}".ljust(10), f"{unit:<10}", "ok   ",
             *(f"{x:.3f}".ljust(9) for x in limits)]
    return " | ".join(cells)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(TEMPERATURES, rng.randint(2, 4))
    temps = dict(zip(names, rng.sample(range(20, 90), len(names)), strict=True))
    upper = {name: (rng.choice((85, 90, 95)), rng.choice((100, 105))) for name in names}
    fans = {f"FAN{i}": rpm for i, rpm in enumerate(rng.sample(range(1200, 9000, 100), rng.randint(1, 3)), 1)}
    rows = [_row(n, temps[n], "degrees C", (0, 0, 0, upper[n][0], upper[n][1], upper[n][1] + 5))
            for n in names]
    rows += [_row(f, rpm, "RPM", (300, 500, 700, 25300, 25400, 25500)) for f, rpm in fans.items()]
    rows.append(_row("12V", 12, "Volts", (10, 11, 11, 13, 13, 14)).replace("12.000", "12.096", 1))
    output = "\n".join(rows)
    if rng.random() < 0.25:
        fan, rpm = rng.choice(list(fans.items()))
        form = rng.choice(FAN)
        other = rng.choice([v for f, v in fans.items() if f != fan] or [rpm + 400])
        return form.format(s=fan, v=rpm), form.format(s=fan, v=other), output
    name = rng.choice(names)
    other = rng.choice([temps[n] for n in names if n != name] + [upper[name][0]])
    form = rng.choice(SAID)
    zh, en = WORDS[name]
    return (form.format(s=name, w=zh, e=en, v=temps[name]), form.format(s=name, w=zh, e=en, v=other), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4620)
    return [_probe(rng) for _ in range(60)]


def test_a_sensor_s_own_reading_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_reading_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
