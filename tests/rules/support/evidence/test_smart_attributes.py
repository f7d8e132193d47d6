"""A disk's SMART result and attributes against `smartctl -a`
(gatekeeper.rules.support.evidence.smart_attributes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.smart_attributes import smart_contradicted, smart_values_held
from gatekeeper.rules.support.text.anchors import extract_anchors

SMART = """SMART overall-health self-assessment test result: PASSED
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       24
  9 Power_On_Hours          0x0032   088   088   000    Old_age   Always       -       11263
197 Current_Pending_Sector  0x0012   100   100   000    Old_age   Always       -       8
199 UDMA_CRC_Error_Count    0x003e   200   200   000    Old_age   Always       -       0"""


def _contradicted(claim: str) -> bool:
    return smart_contradicted(claim, [], [SMART], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "SMART 自检未通过", "SMART 自检结果为 FAILED", "the SMART self-assessment failed",
    "有 8 个重映射扇区", "Reallocated_Sector_Ct 为 8", "有 24 个待处理扇区", "CRC 错误计数为 8",
    "磁盘没有重映射扇区", "no pending sectors", "disk2 重映射扇区 8 个",
])
def test_a_result_or_value_smartctl_prints_otherwise_is_contradicted(claim: str) -> None:
    assert _contradicted(claim)


@pytest.mark.parametrize("claim", [
    "SMART 自检通过", "SMART 自检通过，但有 24 个重映射扇区", "有 24 个重映射扇区和 8 个待处理扇区",
    "没有 CRC 错误", "CRC 错误计数正常",  # an attribute's, no self-test's
    "disk2 重映射扇区 24 个",  # the disk's name holds no count
    "重映射扇区和待处理扇区分别为 24 和 8",  # given respectively
    "重映射扇区超过 20 个", "约 20 个重映射扇区",  # a bound, an approximation
])
def test_a_result_or_value_as_printed_or_unsure_is_not(claim: str) -> None:
    assert not _contradicted(claim)


def test_two_disks_say_nothing() -> None:
    other = SMART.replace("PASSED", "FAILED")
    assert smart_contradicted("SMART 自检未通过", [], [SMART, other], lambda line: []) is None


def test_a_raw_value_in_its_unit_holds() -> None:
    claim = "通电时间为 11263 小时"
    missing = [a for a in extract_anchors(claim) if a.kind == "number"]
    assert missing and smart_values_held(claim, missing, [SMART]) == []
