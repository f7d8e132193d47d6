"""A named block's state against another block's: bonding's slaves, gluster's peers, hostnamectl's
kernels, and bonding's active slave (gatekeeper.rules.support.evidence.block_states)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.block_states import block_state_swapped
from gatekeeper.rules.support.evidence.named_blocks import named_blocks
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

BOND = ("Ethernet Channel Bonding Driver: v3.7.1 (April 27, 2011)\n\n"
        "Bonding Mode: fault-tolerance (active-backup)\n"
        "Primary Slave: None\n"
        "Currently Active Slave: eth1\n"
        "MII Status: up\n"
        "MII Polling Interval (ms): 100\n"
        "Up Delay (ms): 0\n"
        "Down Delay (ms): 0\n\n"
        "Slave Interface: eth0\n"
        "MII Status: down\n"
        "Speed: Unknown\n"
        "Duplex: Unknown\n"
        "Link Failure Count: 3\n"
        "Permanent HW addr: 52:54:00:3a:7c:01\n"
        "Slave queue ID: 0\n\n"
        "Slave Interface: eth1\n"
        "MII Status: up\n"
        "Speed: 1000 Mbps\n"
        "Duplex: full\n"
        "Link Failure Count: 0\n"
        "Permanent HW addr: 52:54:00:3a:7c:02\n"
        "Slave queue ID: 0\n")
PEERS = ("Number of Peers: 2\n\n"
         "Hostname: gfs-2\n"
         "Uuid: 5e2b1c3d-8f4a-4b6e-9c1d-2a3b4c5d6e7f\n"
         "State: Peer in Cluster (Connected)\n\n"
         "Hostname: gfs-3\n"
         "Uuid: 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d\n"
         "State: Peer in Cluster (Disconnected)\n")
HOSTS = ("   Static hostname: web-01\n"
         "         Icon name: computer-vm\n"
         "           Chassis: vm\n"
         "        Machine ID: 3f2a9c1e5b7d4e8fa0b1c2d3e4f5a6b7\n"
         "           Boot ID: 8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f\n"
         "    Virtualization: kvm\n"
         "  Operating System: Rocky Linux 8.9 (Green Obsidian)\n"
         "       CPE OS Name: cpe:/o:rocky:rocky:8:GA\n"
         "            Kernel: Linux 4.18.0-513.5.1.el8_9.x86_64\n"
         "      Architecture: x86-64\n\n"
         "   Static hostname: web-02\n"
         "         Icon name: computer-vm\n"
         "           Chassis: vm\n"
         "        Machine ID: 7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d\n"
         "           Boot ID: 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d\n"
         "    Virtualization: kvm\n"
         "  Operating System: Rocky Linux 8.9 (Green Obsidian)\n"
         "       CPE OS Name: cpe:/o:rocky:rocky:8:GA\n"
         "            Kernel: Linux 4.18.0-477.10.1.el8_8.x86_64\n"
         "      Architecture: x86-64\n")


def contradicted(claim: str, text: str) -> bool:
    return block_state_swapped(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_block_s_state_is_read_as_printed() -> None:
    def field(text: str, name: str) -> dict[str, str]:
        return {names[0]: f.value for names, fields in named_blocks(text) for f in fields if f.name == name}

    assert field(BOND, "mii status") == {"eth0": "down", "eth1": "up"}  # the bond's own is no slave's
    assert field(PEERS, "state") == {"gfs-2": "Peer in Cluster (Connected)",
                                     "gfs-3": "Peer in Cluster (Disconnected)"}
    assert field(HOSTS, "kernel") == {"web-01": "Linux 4.18.0-513.5.1.el8_9.x86_64",
                                      "web-02": "Linux 4.18.0-477.10.1.el8_8.x86_64"}


@pytest.mark.parametrize(("claim", "text"), [
    ("eth1 的 MII 状态为 down", BOND), ("eth0 的 MII Status 是 up", BOND), ("eth0 is UP", BOND),
    ("eth1 的 MII 状态为 Down", BOND), ("eth0 的 duplex 是 full", BOND),
    ("bond0 当前活动的 slave 为 eth0，eth0 链路 up", BOND),  # the second clause
    ("gfs-2 已断开连接", PEERS), ("gfs-2 is disconnected", PEERS), ("gfs-2 已失联", PEERS),
    ("gfs-3 已连接", PEERS), ("gfs-3 is Connected", PEERS), ("gfs-3 连接正常", PEERS),
    ("gfs-2 状态为 Peer in Cluster (Disconnected)", PEERS),
    ("gfs-2 is connected, gfs-3 is connected", PEERS),  # gfs-3's clause
    ("web-01 的内核版本是 4.18.0-477.10.1.el8_8.x86_64", HOSTS),
    ("web-02 的内核为 4.18.0-513.5.1.el8_9.x86_64。", HOSTS),
    ("web-01 运行 Linux 4.18.0-477.10.1.el8_8.x86_64", HOSTS),
])
def test_another_block_s_state_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_the_finding_names_the_block_s_own_state_and_whose_the_claim_s_is() -> None:
    found = block_state_swapped("gfs-2 已断开连接", [], [PEERS], extract_anchors)
    assert found is not None
    assert found[0].value == "disconnected"
    assert found[1] == ["state Peer in Cluster (Connected) for gfs-2, disconnected for gfs-3"]


@pytest.mark.parametrize(("claim", "text"), [
    ("eth0 的 MII 状态为 down", BOND), ("eth1 的 MII Status 为 up", BOND), ("eth1 的 duplex 为 full", BOND),
    ("eth1 is downgraded", BOND),  # no state's word whole
    ("eth0 和 eth1 都是 up", BOND),  # two blocks
    ("eth0 是 up 还是 down", BOND),  # two states
    ("eth0 不是 up", BOND), ("eth0 的 MII 状态不是 down", BOND),  # a negator
    ("eth2 的 MII 状态为 up", BOND),  # a slave the file prints nowhere
    ("gfs-2 已连接", PEERS), ("gfs-3 已断开连接", PEERS), ("gfs-3 断开", PEERS), ("gfs-3 失去连接", PEERS),
    ("gfs-2 和 gfs-3 都已连接", PEERS),  # two blocks
    ("gfs-2 未连接", PEERS), ("gfs-2 没有断开", PEERS),  # a negator
    ("gfs-2 断开连接超过 5 分钟", PEERS),  # a bound
    ("web-02 的内核版本是 4.18.0-477.10.1.el8_8.x86_64", HOSTS),
    ("web-01 kernel is 4.18.0-513.5.1.el8_9.x86_64", HOSTS),
    ("web-01 的内核是 4.18.0-477.10.1", HOSTS),  # no release printed whole
    ("web-01 的内核不是 4.18.0-477.10.1.el8_8.x86_64", HOSTS),  # a negator
    ("web-01 和 web-02 的内核都是 4.18.0-477.10.1.el8_8.x86_64", HOSTS),  # two blocks
])
def test_a_block_s_own_state_or_an_unsure_one_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)


@pytest.mark.parametrize("claim", [
    "当前活动的 slave 是 eth0", "Currently Active Slave 为 eth0", "eth0 is the currently active slave",
    "eth0 是当前活动的 slave",
])
def test_another_slave_said_active_is_contradicted(claim: str) -> None:
    found = block_state_swapped(claim, extract_anchors(claim), [BOND], extract_anchors)
    assert found is not None and found[1] == ["'Currently Active Slave: eth1'"]
    assert tool_contradicted(claim, extract_anchors(claim), [BOND], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "当前活动的 slave 是 eth1",
    "当前活动的 slave 是 eth0 还是 eth1",  # two slaves
    "当前活动的 slave 不是 eth0", "eth0 不是当前活动的 slave",  # a negator
])
def test_the_active_slave_itself_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim, BOND)


def test_one_block_or_two_outputs_reading_otherwise_give_nothing() -> None:
    claim = "gfs-2 已断开连接"
    one_peer = PEERS.rsplit("\n\nHostname: gfs-3", 1)[0].replace("Number of Peers: 2", "Number of Peers: 1")
    assert tool_contradicted(claim, [], [one_peer], extract_anchors) is None
    swapped = PEERS.replace("(Connected)", "(was)").replace("(Disconnected)", "(Connected)").replace(
        "(was)", "(Disconnected)")  # a later run: gfs-2 disconnected, gfs-3 connected
    assert contradicted(claim, PEERS) and not contradicted(claim, swapped)
    assert tool_contradicted(claim, [], [PEERS, swapped], extract_anchors) is None


@pytest.mark.parametrize("claim", ["eth0 的 Up Delay 为 0 ms", "eth1 的 Down Delay 为 0 ms"])
def test_a_state_s_word_in_a_field_s_name_is_no_state(claim: str) -> None:
    assert not contradicted(claim, BOND)


@pytest.mark.parametrize("claim", ["gfs-2 失去连接", "gfs-2 连接失败", "gfs-2 连接中断"])
def test_a_lost_connection_is_disconnected(claim: str) -> None:
    assert contradicted(claim, PEERS)
