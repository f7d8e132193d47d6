"""An interface's receive and transmit counters against `/proc/net/dev`
(gatekeeper.rules.support.evidence.interface_counters)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.interface_counters import interface_count_swapped, interface_counters
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

NET_DEV = "\n".join([
    "Inter-|   Receive                                                |  Transmit",
    " face |bytes    packets errs drop fifo frame compressed multicast"
    "|bytes    packets errs drop fifo colls carrier compressed",
    "    lo: 12345678   12345    0    0    0     0          0         0"
    " 12345678   12345    0    0    0     0       0          0",
    "  eth0: 98765432  812345   12  311    0     0          0       12"
    " 44332211  712345    0    7    0     0       0          0",
    "  eth1: 5432100   43210     0    0    0     0          0        0"
    "  1234567    9876    3    0    0     0       0          0"])


def contradicted(claim: str) -> bool:
    return interface_count_swapped(claim, extract_anchors(claim), [NET_DEV], extract_anchors) is not None


def test_each_interface_s_counters_are_read_by_the_header_s_names() -> None:
    interfaces = interface_counters(NET_DEV)
    assert list(interfaces) == ["lo", "eth0", "eth1"]
    assert len(interfaces["eth0"]) == 16
    expected = {("rx", "bytes"): "98765432", ("rx", "packets"): "812345", ("rx", "errs"): "12",
                ("rx", "drop"): "311", ("rx", "multicast"): "12", ("tx", "packets"): "712345",
                ("tx", "drop"): "7"}
    assert {key: interfaces["eth0"][key] for key in expected} == expected
    assert interfaces["eth1"][("tx", "errs")] == "3"
    assert interface_counters(NET_DEV.split("\n", 2)[2]) == {}  # rows without the header's names


@pytest.mark.parametrize("claim", [
    "eth0 发送丢包 311 个", "eth0 transmit drops 311",  # its receive drops
    "eth0 接收丢包 7 个", "eth0 inbound drops 7", "eth0 接收方向丢弃了 7 个包",  # its transmit drops
    "eth1 接收错误 12 个", "eth1 发送错误 12 个", "eth1 tx errors 12",  # eth0's receive errors
    "eth0 rx errors 311", "eth0 outbound errors 12",
    "eth0 接收了 712345 个包", "eth0 received 712345 packets", "eth0 发出了 812345 个包",
    "eth0 rx bytes 44332211", "eth0 收到 44332211 字节", "lo received 98765432 bytes",
])
def test_another_counter_s_or_interface_s_number_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [NET_DEV], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "eth0 接收丢包 311 个", "eth0 发送丢包 7 个", "eth0 接收方向丢弃了 311 个包", "eth1 发送错误 3 个",
    "eth0 接收了 812345 个包", "eth0 rx errors 12", "eth1 发送了 1234567 字节", "lo 接收了 12345 个包",
    "eth0 和 eth1 接收丢包 7 个",  # two interfaces
    "eth0 接收和发送丢包 7 个",  # two sides
    "eth0 接收丢包和错误 7 个",  # two counters
    "eth0 接收丢包 7 个或 12 个",  # two numbers
    "eth0 接收丢包约 7 个", "eth0 接收丢包大约 7 个",  # an approximation
    "eth0 接收丢包超过 7 个", "eth0 接收丢包至少 7 个", "eth0 接收丢包 7 个以上",  # a bound
    "eth0 丢包 7 个",  # no side
    "eth0 接收丢包 5 个",  # a number no counter has
    "eth2 接收丢包 7 个",  # an interface the file prints nowhere
])
def test_its_own_number_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_the_header_naming_the_counters_gives_nothing() -> None:
    claim = "eth0 发送丢包 311 个"
    text = NET_DEV.replace("face |", "face  ")
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None


def test_the_file_without_its_first_line_is_read() -> None:
    claim = "eth0 发送丢包 311 个"  # `tail -n +2 /proc/net/dev`
    text = NET_DEV.split("\n", 1)[1]
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None
