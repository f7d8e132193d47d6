"""Sensors against lm-sensors' `sensors` (gatekeeper.rules.support.evidence.sensors)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gatekeeper.rules.support.evidence.sensors import sensor_contradicted, sensors

PRINTED = """coretemp-isa-0000
Adapter: ISA adapter
Package id 0:  +95.0°C  (high = +80.0°C, crit = +100.0°C)
Core 0:        +92.0°C  (high = +80.0°C, crit = +100.0°C)
Core 1:        +61.4°C  (high = +80.0°C, crit = +100.0°C)

nct6775-isa-0290
Adapter: ISA adapter
in0:                   +1.10 V  (min =  +0.80 V, max =  +1.50 V)
fan1:                 1200 RPM  (min =  600 RPM)"""


def test_each_line_is_read() -> None:
    assert sensors(PRINTED)["Core 1"] == ("°C", (("", Decimal("61.4")), ("high", Decimal("80.0")),
                                                  ("crit", Decimal("100.0"))))
    assert sensors(PRINTED)["fan1"] == ("RPM", (("", Decimal(1200)), ("min", Decimal(600))))


def test_a_label_printed_twice_is_left_out() -> None:
    twice = PRINTED + "\n\ncoretemp-isa-0001\nAdapter: ISA adapter\nCore 0:  +40.0°C  (high = +80.0°C)"
    assert "Core 0" not in sensors(twice) and "Core 1" in sensors(twice)


@pytest.mark.parametrize("claim", [
    "Core 1 温度为 92°C", "Core 0 温度为 80°C", "core 1 is at 92 degrees", "Core 0 的高温阈值为 100°C",
    "Core 0 的临界温度为 80℃", "CPU 温度的临界值为 80°C", "fan1 转速为 600 RPM", "fan1 的转速下限为 1200 RPM",
    "Package id 0 达到 92 度", "Core 1 温度为 62°C",  # 61.4 is 61 written whole
])
def test_a_reading_or_limit_the_line_gives_otherwise_is_contradicted(claim: str) -> None:
    assert sensor_contradicted(claim, [], [PRINTED], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "Core 0 温度为 92°C", "Core 1 的温度为 61 度", "Core 1 为 61.4°C", "Core0 的高温阈值为 80°C",
    "CPU 温度的临界值为 100°C", "fan1 转速为 1200 RPM",
    "Core 0 温度超过 90°C", "Core 0 温度约为 90 度",  # a bound, an approximation
    "CPU 温度为 61°C",  # no sensor named: which one is unsure
    "Core 0 和 Core 1 都达到 92°C",  # two sensors
    "Core 0 的温度 92°C 高于阈值 80°C",  # two numbers
    "fan1 的临界转速为 2000 RPM",  # a limit the line does not print
])
def test_what_the_lines_hold_or_leave_unsure_is_not(claim: str) -> None:
    assert sensor_contradicted(claim, [], [PRINTED], lambda line: []) is None


IPMI = """CPU Temp     | 65.000   | degrees C | ok | 0.000   | 0.000   | 0.000   | 95.000 | 100.000 | 105.000
System Temp  | 45.000   | degrees C | ok | -9.000  | -7.000  | -5.000  | 80.000 | 85.000  | 90.000
FAN1         | 4200.000 | RPM       | ok | 300.000 | 500.000 | 700.000 | na     | na      | na"""


def test_ipmitool_s_rows_are_sensors_with_their_upper_thresholds() -> None:
    assert sensors(IPMI)["CPU Temp"] == ("°C", (("", Decimal("65.000")), ("high", Decimal("95.000")),
                                                ("crit", Decimal("100.000"))))
    assert sensors(IPMI)["FAN1"] == ("RPM", (("", Decimal("4200.000")),))


@pytest.mark.parametrize(("claim", "found"), [
    ("CPU 温度为 45 度", True), ("the system temperature is 65 degrees", True),
    ("FAN1 转速为 4300 RPM", True),
    ("CPU Temp 为 65 度", False), ("系统温度为 45℃", False), ("CPU 温度的告警阈值为 95 度", False),
])
def test_an_ipmitool_sensor_s_reading_is_its_own(claim: str, found: bool) -> None:
    assert (sensor_contradicted(claim, [], [IPMI], lambda text: []) is not None) is found


def test_lines_grep_leaves_are_read_through_the_gate_and_a_warning_opens_none() -> None:
    from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted

    cores = ("Core 0:        +45.0°C  (high = +80.0°C, crit = +100.0°C)\n"
             "Core 2:        +92.0°C  (high = +80.0°C)")
    assert tool_contradicted("Core 0 温度为 92 度", [], [cores], lambda text: []) is not None  # no `Adapter:`
    volts = "in0:          +1.02 V  (min =  +0.00 V, max =  +1.74 V)\nin1:          +3.31 V  (min = +2.97 V)"
    assert sensor_contradicted("in0 电压为 3.31 V", [], [volts], lambda text: []) is not None
    assert sensors("disk: 95 Warnings\nfan: 3 Watch") == {}  # `W` of a word is no unit
