"""An interface given another MTU or MAC address than `ip addr` or `ifconfig` prints
(gatekeeper.rules.support.evidence.link_values)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.link_values import interface_links, link_value_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

IP = """2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000
    link/ether 52:54:00:12:34:56 brd ff:ff:ff:ff:ff:ff
    inet 10.0.0.5/24 brd 10.0.0.255 scope global eth0
3: eth1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 qdisc mq state DOWN group default qlen 1000
    link/ether 52:54:00:ab:cd:ef brd ff:ff:ff:ff:ff:ff"""
IFCONFIG = """eth0: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 1500
        inet 10.0.0.5  netmask 255.255.255.0  broadcast 10.0.0.255
        ether 52:54:00:12:34:56  txqueuelen 1000  (Ethernet)
lo: flags=73<UP,LOOPBACK,RUNNING>  mtu 65536
        inet 127.0.0.1  netmask 255.0.0.0"""


def contradicted(claim: str, text: str = IP) -> bool:
    return link_value_swapped(claim, extract_anchors(claim), [text], lambda line: []) is not None


def test_each_interface_s_block_is_read() -> None:
    assert [link[:3] for link in interface_links(IP)] == [("eth0", "1500", "52:54:00:12:34:56"),
                                                         ("eth1", "9000", "52:54:00:ab:cd:ef")]
    assert [link[:3] for link in interface_links(IFCONFIG)] == [("eth0", "1500", "52:54:00:12:34:56"),
                                                               ("lo", "65536", "")]


@pytest.mark.parametrize(("claim", "text"), [
    ("eth1 的 MTU 为 1500", IP), ("eth0 的 MTU 为 9000", IP), ("lo 的 MTU 为 1500", IFCONFIG),
    ("eth0 的 MAC 地址为 52:54:00:ab:cd:ef", IP),
])
def test_another_interface_s_value_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("eth0 的 MTU 为 1500", IP), ("eth1 的 mtu 是 9000", IP), ("eth0 MTU 1500", IFCONFIG),
    ("eth1 的 MAC 为 52:54:00:AB:CD:EF", IP),  # in capitals
    ("eth1 的 MTU 从 1500 改为 9000", IP),  # a change, two numbers
    ("MTU 为 1500", IP),  # no interface named
    ("eth0 和 eth1 的 MTU 分别为 1500 和 9000", IP),  # two interfaces
    ("eth1 MTU 超过 1500", IP),  # a bound
])
def test_an_interface_s_own_value_or_unsure_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)
