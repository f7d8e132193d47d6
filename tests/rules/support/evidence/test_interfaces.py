"""A network interface's state (gatekeeper.rules.support.evidence.interfaces)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.interfaces import interface_state_denied

IP = """1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000
2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000
    inet 10.0.1.15/24 brd 10.0.1.255 scope global eth0
3: eth1: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 qdisc mq state DOWN group default qlen 1000
5: veth12ab@if4: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1450 qdisc noqueue master cni0 state UP"""


def _denied(claim: str) -> bool:
    return interface_state_denied(claim, [], [IP], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "eth1 处于 UP 状态", "eth0 is down", "eth0 网卡已断开", "veth12ab 已掉线", "eth1处于UP状态",
])
def test_a_state_the_interface_s_line_denies_is_found(claim: str) -> None:
    assert _denied(claim)


@pytest.mark.parametrize("claim", [
    "eth1 is down", "eth0 is up", "eth1 无载波 (NO-CARRIER)", "veth12ab 正常",
    "eth0 和 eth1 都是 UP",  # two interfaces: unsure
    "eth1 从 UP 变为 DOWN",  # both states: a change told
    "lo is down",  # UNKNOWN: neither
])
def test_a_state_agreeing_or_unsure_is_no_finding(claim: str) -> None:
    assert not _denied(claim)
