"""Values read in the unit their field's name gives: nodetool info's, Apache's server-status'
(gatekeeper.rules.support.text.anchors.field_units)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from loghub_quotes import check

from gatekeeper.rules.support.text.anchors import extract_anchors

NODETOOL = ("ID                     : 3f1c9e2a-6b7d-4c1e-9a5f-0d2e8b7c6a41\n"
            "Gossip active          : true\n"
            "Native Transport active: true\n"
            "Load                   : 245.67 GiB\n"
            "Generation No          : 1701993600\n"
            "Uptime (seconds)       : 86400\n"
            "Heap Memory (MB)       : 6123.45 / 8192.00\n"
            "Off Heap Memory (MB)   : 412.10\n"
            "Data Center            : dc1\n"
            "Rack                   : rack1\n"
            "Exceptions             : 0\n"
            "Key Cache              : entries 182034, size 98.31 MiB, capacity 100 MiB, 5203411 hits, "
            "5810932 requests, 0.895 recent hit rate, 14400 save period in seconds\n"
            "Percent Repaired       : 87.5%\n")
STATUS = ("localhost\n"
          "ServerVersion: Apache/2.4.57 (Unix)\n"
          "ServerMPM: event\n"
          "ServerUptimeSeconds: 86402\n"
          "Load1: 0.42\n"
          "Total Accesses: 1482361\n"
          "Total kBytes: 9231544\n"
          "Total Duration: 74120\n"
          "CPULoad: 1.28893\n"
          "Uptime: 86402\n"
          "ReqPerSec: 17.1566\n"
          "BytesPerSec: 109409\n"
          "BytesPerReq: 6377.41\n"
          "BusyWorkers: 12\n"
          "IdleWorkers: 88\n")
BONDING = "Bonding Mode: fault-tolerance (active-backup)\nMII Polling Interval (ms): 100\nUp Delay (ms): 0\n"


def numbers(text: str) -> dict[str, tuple[str, str | None, str | None]]:
    return {a.raw: (a.value, a.unit, a.metric) for a in extract_anchors(text) if a.kind == "number"}


def claimed(claim: str) -> tuple[str, str | None]:
    said = next(a for a in extract_anchors(claim) if a.kind == "number")
    return said.value, said.unit


def test_nodetool_info_s_values_are_read_in_their_field_s_unit_named_by_it() -> None:
    read = numbers(NODETOOL)
    assert read["86400"] == ("86400000", "ms", "uptime")
    assert Decimal(read["6123.45"][0]) == Decimal("6123.45") * 1024 ** 2
    assert read["6123.45"][1:] == read["8192.00"][1:] == ("bytes", "heap memory")  # the slash's second too
    assert Decimal(read["8192.00"][0]) == 8192 * 1024 ** 2
    assert read["412.10"][1:] == ("bytes", "off heap memory")
    assert claimed("堆外内存为 412.10 MB") == read["412.10"][:2]
    assert claimed("运行了 86400 秒") == claimed("运行了 1 天") == read["86400"][:2]
    assert claimed("堆内存上限为 8 GB") == read["8192.00"][:2]


def test_a_field_whose_name_gives_no_unit_is_left_as_read() -> None:
    read = numbers(NODETOOL)
    assert read["245.67 GiB"][1] == "bytes"  # its own unit
    assert read["0"][1] is None and read["87.5%"][1] == "%"


def test_apache_s_kilobytes_and_bytes_per_request_are_read_in_bytes() -> None:
    read = numbers(STATUS)
    assert read["9231544"] == (str(9231544 * 1024), "bytes", "total kbytes")
    assert read["6377.41"] == ("6377.41", "bytes", "bytesperreq")
    assert claimed("总传输量为 9231544 kB") == read["9231544"][:2]
    assert read["1482361"][1] is None and read["12"][1] is None  # accesses, workers: counts


def test_a_field_in_milliseconds_is_read_as_a_duration() -> None:
    read = numbers(BONDING)
    assert read["100"] == ("100", "ms", "mii polling interval")
    assert claimed("MII 轮询间隔为 0.1 秒") == read["100"][:2]


@pytest.mark.parametrize(("claim", "excerpt", "output"), [
    ("堆外内存为 412.10 MB", "Off Heap Memory (MB)   : 412.10", NODETOOL),
    ("节点已运行 86400 秒", "Uptime (seconds)       : 86400", NODETOOL),
    ("节点已运行 1 天", "Uptime (seconds)       : 86400", NODETOOL),
    ("堆内存使用了 6123.45 MB，上限 8192 MB", "Heap Memory (MB)       : 6123.45 / 8192.00", NODETOOL),
    ("堆内存上限为 8 GB", "Heap Memory (MB)       : 6123.45 / 8192.00", NODETOOL),
    ("总传输量为 9231544 kB", "Total kBytes: 9231544", STATUS),
    ("平均每个请求 6377.41 字节", "BytesPerReq: 6377.41", STATUS),
    ("MII 轮询间隔为 100 ms", "MII Polling Interval (ms): 100", BONDING),
])
def test_a_faithful_claim_in_the_field_s_unit_passes(claim: str, excerpt: str, output: str) -> None:
    assert check(claim, excerpt, output).status == "pass"


@pytest.mark.parametrize(("claim", "excerpt", "output"), [
    ("堆外内存为 412.10 GB", "Off Heap Memory (MB)   : 412.10", NODETOOL),
    ("节点运行了 86400 毫秒", "Uptime (seconds)       : 86400", NODETOOL),
    ("节点已运行 2 天", "Uptime (seconds)       : 86400", NODETOOL),
    ("堆内存使用了 6123.45 GB", "Heap Memory (MB)       : 6123.45 / 8192.00", NODETOOL),
    ("总传输量为 9231544 MB", "Total kBytes: 9231544", STATUS),
    ("总传输量为 9231544 字节", "Total kBytes: 9231544", STATUS),
    ("平均每个请求 6377.41 KB", "BytesPerReq: 6377.41", STATUS),
    ("MII 轮询间隔为 100 秒", "MII Polling Interval (ms): 100", BONDING),
])
def test_the_value_in_another_unit_fails(claim: str, excerpt: str, output: str) -> None:
    assert check(claim, excerpt, output).status == "fail"
