"""A disk's SMART self-assessment and attributes as `smartctl -a` prints them (`SMART 自检通过`,
`有 24 个重映射扇区`, `CRC 错误计数为 0`), pass; the other result, another attribute's raw value
or a denied one fails.

The attributes' header (`ID# ATTRIBUTE_NAME ...`) makes no table and no anchor reads the result:
of 60 forged claims 47 passed and 11 warned, and faithful ones failed (an attribute's raw value
in its unit: `通电时间为 11263 小时`) or warned (`no CRC errors` for a raw value of 0). Now both
are read as smartctl prints them (`gatekeeper.rules.support.evidence.smart_attributes`), and an
attribute at 0 states nothing a negation could flip.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

ATTRIBUTES = (("5", "Reallocated_Sector_Ct", "0x0033", "Pre-fail"),
              ("9", "Power_On_Hours", "0x0032", "Old_age"),
              ("194", "Temperature_Celsius", "0x0022", "Old_age"),
              ("197", "Current_Pending_Sector", "0x0012", "Old_age"),
              ("198", "Offline_Uncorrectable", "0x0010", "Old_age"),
              ("199", "UDMA_CRC_Error_Count", "0x003e", "Old_age"))
SAID = {"Reallocated_Sector_Ct": ("有 {n} 个重映射扇区", "reallocated sectors: {n}", "重分配扇区数为 {n}"),
        "Current_Pending_Sector": ("有 {n} 个待处理扇区", "{n} pending sectors"),
        "Offline_Uncorrectable": ("不可纠正扇区 {n} 个", "{n} offline uncorrectable sectors"),
        "UDMA_CRC_Error_Count": ("CRC 错误计数为 {n}", "{n} CRC errors"),
        "Power_On_Hours": ("通电时间为 {n} 小时", "power-on hours: {n}"),
        "Temperature_Celsius": ("磁盘温度 {n}°C", "the drive's temperature is {n} C")}
DENIED = {"Reallocated_Sector_Ct": ("磁盘没有重映射扇区", "no reallocated sectors"),
          "Current_Pending_Sector": ("没有待处理扇区", "no pending sectors"),
          "UDMA_CRC_Error_Count": ("没有 CRC 错误", "no CRC errors")}
RESULTS = {"PASSED": ("SMART 自检通过", "smartctl 的 self-assessment 结果为 PASSED",
                      "SMART health check passed"),
           "FAILED": ("SMART 自检未通过", "SMART 自检失败", "the SMART self-assessment failed")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    raw = {"Reallocated_Sector_Ct": rng.randint(1, 400), "Power_On_Hours": rng.randint(3000, 60000),
           "Temperature_Celsius": rng.randint(28, 55), "Current_Pending_Sector": rng.randint(1, 60),
           "Offline_Uncorrectable": rng.randint(1, 30),
           "UDMA_CRC_Error_Count": rng.choice((0, rng.randint(1, 90)))}
    if len(set(raw.values())) < len(raw):
        return _probe(rng)
    result = rng.choice(("PASSED", "FAILED"))
    rows = [f"{ident:>3} {name:<23} {flag}   100   100   010    {kind:<9} Always       -       {raw[name]}"
            + (" (Min/Max 20/61)" if name == "Temperature_Celsius" else "")
            for ident, name, flag, kind in ATTRIBUTES]
    output = "\n".join(["=== START OF READ SMART DATA SECTION ===",
                        f"SMART overall-health self-assessment test result: {result}"
                        + ("!" if result == "FAILED" else ""), "",
                        "SMART Attributes Data Structure revision number: 16",
                        "ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  "
                        "WHEN_FAILED RAW_VALUE",
                        *rows])
    facet = rng.choice(("result", "value", "value", "denied"))
    if facet == "result":
        other = "FAILED" if result == "PASSED" else "PASSED"
        return rng.choice(RESULTS[result]), rng.choice(RESULTS[other]), output
    if facet == "denied":
        name = rng.choice([n for n in DENIED if raw[n] > 0])
        zero = [n for n in DENIED if raw[n] == 0]
        faithful = rng.choice(DENIED[zero[0]]) if zero else rng.choice(SAID[name]).format(n=raw[name])
        return faithful, rng.choice(DENIED[name]), output
    name, other = rng.sample(list(SAID), 2)
    form = rng.choice(SAID[name])
    return form.format(n=raw[name]), form.format(n=raw[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1209)
    return [_probe(rng) for _ in range(60)]


def test_the_disk_s_own_result_and_attributes_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_result_or_attribute_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
