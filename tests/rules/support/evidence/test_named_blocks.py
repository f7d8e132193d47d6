"""A named block's field against another block's (gatekeeper.rules.support.evidence.named_blocks)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.named_blocks import block_value_swapped, heading_fields, named_blocks
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

REPORT = ("Name: 10.0.0.21:9866 (dn1.example.com)\nHostname: dn1.example.com\nDFS Used%: 61.20%\n\n"
          "Name: 10.0.0.22:9866 (dn2.example.com)\nHostname: dn2.example.com\nDFS Used%: 18.70%")
TABLES = ("\t\tTable: order_items\n\t\tSSTable count: 37\n\t\tLocal read latency: 0.512 ms\n"
          "\t\tTable: orders\n\t\tSSTable count: 8\n\t\tLocal read latency: 0.231 ms")


def contradicted(claim: str, text: str) -> bool:
    return block_value_swapped(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_block_is_named_by_its_opening_line_and_its_fields_are_read() -> None:
    (names, fields), _ = named_blocks(REPORT)
    assert names == ("10.0.0.21:9866", "10.0.0.21", "dn1.example.com", "dn1")
    assert [(f.name, f.value) for f in fields] == [("hostname", "dn1.example.com"), ("dfs used%", "61.20%")]
    assert [block[0] for block in named_blocks(TABLES)] == [("order_items",), ("orders",)]
    assert named_blocks(REPORT.split("\n\n")[0]) == ()  # one block is no other's


@pytest.mark.parametrize(("claim", "text"), [
    ("dn2 的 DFS 使用率为 61.20%", REPORT), ("10.0.0.22 DFS used 61.2%", REPORT),
    ("dn1.example.com 的 DFS Used 为 18.70%", REPORT),
    ("orders 表有 37 个 SSTable", TABLES), ("order_items 的 Local read latency 为 0.231 ms", TABLES),
])
def test_another_block_s_value_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("dn2 的 DFS Used% 为 18.70%", REPORT), ("dn1 的 DFS Used% 为 61.2%", REPORT),
    ("orders 表的 SSTable count 为 8", TABLES),
    ("dn1 和 dn2 的 DFS Used% 为 61.20%", REPORT),  # two blocks
    ("dn2 的 DFS Used% 从 18.70% 升至 61.20%", REPORT),  # two numbers
    ("dn2 的 DFS Used% 约为 61.20%", REPORT),  # an approximation
    ("orders 表的 SSTable count 超过 37", TABLES),  # a bound
    ("dn2 的 DFS Used% 增加了 61.20%", REPORT),  # a change
    ("orders 表的 SSTable count 为 12", TABLES),  # a number of no other block
    ("dn3 的 DFS Used% 为 61.20%", REPORT),  # no block
])
def test_its_own_value_or_an_unsure_one_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)


def test_a_text_without_an_opening_line_gives_nothing() -> None:
    claim = "dn2 的 DFS Used% 为 61.20%"
    text = "dn1 DFS Used%: 61.20%\ndn2 DFS Used%: 18.70%"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None


BONDING = ("Ethernet Channel Bonding Driver: v3.7.1 (April 27, 2011)\n\n"
           "Bonding Mode: fault-tolerance (active-backup)\nPrimary Slave: None\n"
           "Currently Active Slave: eth1\n"
           "MII Status: up\nMII Polling Interval (ms): 100\nUp Delay (ms): 0\nDown Delay (ms): 0\n\n"
           "Slave Interface: eth0\nMII Status: down\nSpeed: Unknown\nDuplex: Unknown\nLink Failure Count: 3\n"
           "Permanent HW addr: 52:54:00:12:34:56\nSlave queue ID: 0\n\n"
           "Slave Interface: eth1\nMII Status: up\nSpeed: 1000 Mbps\nDuplex: full\nLink Failure Count: 0\n"
           "Permanent HW addr: 52:54:00:12:34:57\nSlave queue ID: 0\n")
SECONDARIES = ("source: mongo-2:27017\n\tsyncedTo: Thu Jan 11 2024 10:15:32 GMT+0000 (UTC)\n"
               "\t100 secs (0.03 hrs) behind the primary \n"
               "source: mongo-3:27017\n\tsyncedTo: Thu Jan 11 2024 10:17:12 GMT+0000 (UTC)\n"
               "\t0 secs (0 hrs) behind the primary \n")
PEERS = ("Number of Peers: 2\n\nHostname: gfs-2\nUuid: 8b2c4f1e-0d6a-4c55-9e55-3c1f2a7b9d10\n"
         "State: Peer in Cluster (Connected)\n\nHostname: gfs-3\nUuid: 1f0e9d8c-7b6a-4c55-9e55-3c1f2a7b9d11\n"
         "State: Peer in Cluster (Disconnected)\n")
HOSTS = ("   Static hostname: web-01\n         Icon name: computer-vm\n    Virtualization: kvm\n"
         "  Operating System: Rocky Linux 8.9 (Green Obsidian)\n"
         "            Kernel: Linux 4.18.0-513.5.1.el8_9.x86_64\n\n"
         "   Static hostname: web-02\n         Icon name: computer-vm\n    Virtualization: kvm\n"
         "  Operating System: Rocky Linux 9.3 (Blue Onyx)\n"
         "            Kernel: Linux 5.14.0-362.8.1.el9_3.x86_64\n")


def test_slaves_peers_hosts_and_sources_open_blocks_named_by_their_line() -> None:
    assert [names for names, _ in named_blocks(BONDING)] == [("eth0",), ("eth1",)]
    assert [names for names, _ in named_blocks(PEERS)] == [("gfs-2",), ("gfs-3",)]
    assert [names for names, _ in named_blocks(HOSTS)] == [("web-01",), ("web-02",)]
    # a host with its port is the host too
    assert [names for names, _ in named_blocks(SECONDARIES)] == [("mongo-2:27017", "mongo-2"),
                                                                 ("mongo-3:27017", "mongo-3")]


def test_a_value_first_line_and_a_words_line_are_a_block_s_fields() -> None:
    (_, lagging), (_, current) = named_blocks(SECONDARIES)
    assert [(f.name, f.value) for f in lagging] == [("behind the primary", "100 secs")]
    assert [(f.name, f.value) for f in current] == [("behind the primary", "0 secs")]
    (_, first), _ = named_blocks(HOSTS)
    assert ("operating system", "Rocky Linux 8.9 (Green Obsidian)") in [(f.name, f.value) for f in first]


def test_a_name_block_s_hostname_names_it_and_opens_none() -> None:
    # HDFS' `Hostname:` under its `Name:` is that block's (the first block's key opens the others)
    report = ("Name: 10.0.0.21:9866\nHostname: dn1.example.com\nDFS Used%: 61.20%\n\n"
              "Name: 10.0.0.22:9866\nHostname: dn2.example.com\nDFS Used%: 18.70%")
    (names, fields), _ = named_blocks(report)
    assert names == ("10.0.0.21:9866", "10.0.0.21", "dn1.example.com", "dn1")
    assert [f.name for f in fields] == ["hostname", "dfs used%"]
    assert contradicted("dn2 的 DFS Used% 为 61.20%", report)


def test_the_fields_before_the_first_block_are_its_heading_s() -> None:
    heading = {f.name: f.value for f in heading_fields(BONDING)}
    assert heading["currently active slave"] == "eth1" and heading["mii status"] == "up"
    assert "link failure count" not in heading  # the slaves'
    assert heading_fields(REPORT) == ()  # a block first


@pytest.mark.parametrize(("claim", "text"), [
    ("eth0 的 Link Failure Count 为 0", BONDING), ("eth1 link failure count is 3", BONDING),
    ("mongo-3 is 100 secs behind the primary", SECONDARIES), ("mongo-2 落后 primary 0 秒", SECONDARIES),
    ("mongo-2:27017 is 0 secs behind the primary", SECONDARIES),
])
def test_a_slave_s_or_a_secondary_s_value_of_another_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("eth0 的 Link Failure Count 为 3", BONDING), ("mongo-2 is 100 secs behind the primary", SECONDARIES),
    ("mongo-3:27017 is 0 secs behind the primary", SECONDARIES),
    # a field printing words is no number's: `不是` with the OS's release is true of web-01
    ("web-01 的 Operating System 不是 Rocky Linux 9.3", HOSTS),
])
def test_a_block_s_own_value_or_a_words_field_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)
