"""Counts of apt's packages against its summary line (gatekeeper.rules.support.evidence.apt_summary)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.apt_summary import apt_count_swapped, apt_counts
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

APT = "Reading package lists... Done\n2 upgraded, 0 newly installed, 1 to remove and 17 not upgraded."


def contradicted(claim: str) -> bool:
    return apt_count_swapped(claim, extract_anchors(claim), [APT], extract_anchors) is not None


def test_the_last_summary_line_s_counts_are_read() -> None:
    assert apt_counts(APT) == {"upgraded": 2, "installed": 0, "removed": 1, "kept": 17}
    later = f"{APT}\n0 upgraded, 1 newly installed, 0 to remove and 17 not upgraded."
    assert apt_counts(later) == {"upgraded": 0, "installed": 1, "removed": 0, "kept": 17}


@pytest.mark.parametrize("claim", [
    "有 17 个软件包被升级", "17 packages were upgraded", "1 个软件包新安装",
    "卸载了 2 个软件包", "2 packages were removed",
    "有 2 个包未升级", "2 packages held back", "有 5 个软件包被升级",
])
def test_another_count_of_the_kind_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [APT], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "有 2 个软件包被升级", "0 个软件包新安装", "卸载了 1 个软件包",
    "17 个软件包未升级", "有 17 个软件包没有升级",
    "17 packages were not upgraded", "17 packages held back",
    "有 2 个或 3 个软件包被升级", "升级了 2 个、卸载了 1 个软件包",  # two counts, two kinds
    "约 20 个软件包被升级", "超过 10 个软件包被升级",  # an approximation, a bound
])
def test_its_own_count_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_the_summary_gives_nothing() -> None:
    claim = "有 17 个软件包被升级"
    text = "2 upgraded, 17 not upgraded."
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
