"""An interface's duplex, auto-negotiation and link against ethtool's block
(gatekeeper.rules.support.evidence.ethtool_settings)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.ethtool_settings import interface_settings, setting_contradicted

ETHTOOL = """Settings for eth0:
\tSupported link modes:   10baseT/Half 10baseT/Full
\tSpeed: 1000Mb/s
\tDuplex: Full
\tAuto-negotiation: on
\tMDI-X: off (auto)
\tLink detected: yes"""
TWO = ETHTOOL + "\nSettings for eth1:\n\tDuplex: Half\n\tAuto-negotiation: off\n\tLink detected: no"


def contradicted(claim: str, text: str = ETHTOOL) -> bool:
    return setting_contradicted(claim, [], [text], lambda text: []) is not None


def test_each_interface_s_settings_are_read_from_its_block() -> None:
    assert interface_settings(TWO)["eth1"] == {"duplex": "half", "auto-negotiation": "off",
                                               "link detected": "no"}


@pytest.mark.parametrize("claim", [
    "eth0 为半双工", "自动协商已关闭", "eth0 未启用自动协商", "eth0 未检测到链路",
    "no link is detected on eth0",
    "eth0 链路未连通", "the link is down on eth0", "auto-negotiation is off",
])
def test_the_other_state_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", [
    "eth0 为全双工", "eth0 启用了自动协商", "eth0 检测到链路", "link is detected on eth0",
    "eth0 is running at full duplex",
    "eth0 支持半双工和全双工",  # both: unsure
])
def test_the_printed_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_several_interfaces_need_one_named() -> None:
    assert contradicted("eth1 为全双工", TWO) and not contradicted("网卡为全双工", TWO)
    assert not contradicted("eth1 未检测到链路", TWO)
