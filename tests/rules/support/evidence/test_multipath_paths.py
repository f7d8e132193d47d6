"""A path's state against `multipath -ll` (gatekeeper.rules.support.evidence.multipath_paths)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.multipath_paths import multipath_paths, path_state_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

PATHS = ("mpatha (3600508b400105e210000900000490000) dm-0 HP,MSA2012sa\n"
         "size=20G features='1 queue_if_no_path' hwhandler='0' wp=rw\n"
         "|-+- policy='service-time 0' prio=50 status=active\n"
         "| `- 0:0:0:1 sda 8:0  active ready running\n"
         "`-+- policy='service-time 0' prio=10 status=enabled\n"
         "  `- 1:0:0:1 sdb 8:16 failed faulty running")


def contradicted(claim: str, text: str = PATHS) -> bool:
    return path_state_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_path_s_states_are_read() -> None:
    assert multipath_paths(PATHS) == {"sda": ("active", "ready"), "sdb": ("failed", "faulty")}


@pytest.mark.parametrize("claim", [
    "sda 路径处于 failed 状态", "sdb 路径处于 active 状态",  # each the other's
    "sda 路径故障", "sdb 路径正常", "path sdb is ready", "sda path is faulty", "sda 失效",
])
def test_another_state_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [PATHS], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "sda 路径处于 active 状态", "sdb 路径处于 failed 状态", "sdb 路径故障", "sda 路径正常", "sdb is faulty",
    "sda 和 sdb 路径都正常",  # two paths
    "sdb 路径处于 active 或 failed 状态",  # two states
    "sdb 路径不正常", "sda 没有故障", "sda is not failed",  # a negator
    "sdc 路径故障", "mpatha 正常",  # no path's device
])
def test_its_own_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_an_active_path_whose_checker_is_faulty_has_failed() -> None:
    faulty = PATHS.replace("sda 8:0  active ready", "sda 8:0  active faulty")
    assert contradicted("sda 路径正常", faulty)
    assert not contradicted("sda 路径故障", faulty)


def test_a_text_without_a_path_s_line_gives_nothing() -> None:
    claim = "sda 路径处于 failed 状态"
    old_style = PATHS.replace("`- ", "\\_ ")  # multipath's older tree
    assert tool_contradicted(claim, extract_anchors(claim), [old_style], extract_anchors) is None
