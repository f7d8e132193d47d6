"""An interface's counters against `ip -s link` and `ifconfig`
(gatekeeper.rules.support.evidence.link_stats)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.link_stats import link_counter_swapped, link_counters

IP = """2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP mode DEFAULT qlen 1000
    link/ether 52:54:00:12:34:56 brd ff:ff:ff:ff:ff:ff
    RX: bytes  packets  errors  dropped overrun mcast
    98412345612 81234567 0       48213   0       1234
    TX: bytes  packets  errors  dropped carrier collsns
    45123456789 60123456 12      0       0       0"""
IFCONFIG = """eth1: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 1500
        RX packets 81234567  bytes 98412345612 (98.4 GB)
        RX errors 0  dropped 48213  overruns 0  frame 0
        TX packets 60123456  bytes 45123456789 (45.1 GB)
        TX errors 12  dropped 0 overruns 0  carrier 0  collisions 0"""
#: net-tools 1.60's
LEGACY = """eth2      Link encap:Ethernet  HWaddr 52:54:00:12:34:56
          inet addr:10.0.3.17  Bcast:10.0.3.255  Mask:255.255.255.0
          RX packets:81234567 errors:0 dropped:48213 overruns:0 frame:0
          TX packets:60123456 errors:12 dropped:0 overruns:0 carrier:0
          RX bytes:98412345612 (98.4 GB)  TX bytes:45123456789 (45.1 GB)"""


def test_both_formats_read_each_direction_s_counters() -> None:
    assert link_counters(IP)["eth0"][("rx", "dropped")] == 48213
    assert link_counters(IP)["eth0"][("tx", "errors")] == 12
    assert link_counters(IFCONFIG)["eth1"][("rx", "dropped")] == 48213
    assert link_counters(IFCONFIG)["eth1"][("tx", "errors")] == 12
    assert link_counters(LEGACY)["eth2"] == {
        ("rx", "packets"): 81234567, ("rx", "errors"): 0, ("rx", "dropped"): 48213, ("rx", "overruns"): 0,
        ("rx", "frame"): 0, ("tx", "packets"): 60123456, ("tx", "errors"): 12, ("tx", "dropped"): 0,
        ("tx", "overruns"): 0, ("tx", "carrier"): 0,
        ("rx", "bytes"): 98412345612, ("tx", "bytes"): 45123456789}


@pytest.mark.parametrize("text", [IP, IFCONFIG, LEGACY])
@pytest.mark.parametrize("claim", [
    "发送方向丢包 48213 个", "the TX dropped count is 48213", "接收错误 12 个", "has 12 receive errors",
    "丢包 12 个",  # neither direction's
    "没有发送错误", "no TX errors", "没有丢包", "no packets were dropped",
])
def test_a_counter_given_otherwise_is_contradicted(claim: str, text: str) -> None:
    assert link_counter_swapped(claim, [], [text], lambda line: []) is not None


@pytest.mark.parametrize("text", [IP, IFCONFIG, LEGACY])
@pytest.mark.parametrize("claim", [
    "接收方向丢包 48213 个", "丢包 48213 个", "没有接收错误", "发送错误 12 个",
    "dropped 48213 received packets",  # the packets dropped, not all
    "接收和发送都有丢包",  # both directions
    "丢包超过 1000 个", "约 5 万个丢包", "没有明显丢包",  # a bound, an approximation, a qualifier
    "接收了 98.4 GB",  # a size: bytes are not read
])
def test_a_counter_as_printed_or_unsure_is_not(claim: str, text: str) -> None:
    assert link_counter_swapped(claim, [], [text], lambda line: []) is None


def test_a_clause_naming_another_interface_than_the_one_printed_says_nothing() -> None:
    assert link_counter_swapped("eth9 发送方向丢包 48213 个", [], [IP], lambda line: []) is None
