"""A real server's weight and connections against `ipvsadm -Ln`
(gatekeeper.rules.support.evidence.virtual_servers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.evidence.virtual_servers import real_servers, server_count_contradicted

IPVS = """IP Virtual Server version 1.2.1 (size=4096)
Prot LocalAddress:Port Scheduler Flags
  -> RemoteAddress:Port           Forward Weight ActiveConn InActConn
TCP  10.0.0.100:80 rr
  -> 10.0.0.11:80                 Route   1      120        3
  -> 10.0.0.12:80                 Route   2      0          45"""


def contradicted(claim: str) -> bool:
    return server_count_contradicted(claim, [], [IPVS], lambda text: []) is not None


def test_each_real_server_s_row_is_read() -> None:
    assert real_servers(IPVS)["10.0.0.12:80"] == {"weight": "2", "active": "0", "inactive": "45"}


@pytest.mark.parametrize("claim", [
    "10.0.0.12:80 的活跃连接数为 120", "10.0.0.11:80 有 45 个不活跃连接", "10.0.0.12 的权重为 1",
    "10.0.0.11:80 has 3 active connections",
])
def test_another_value_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", [
    "10.0.0.12:80 的活跃连接数为 0", "10.0.0.11:80 has 3 inactive connections", "10.0.0.12 的权重为 2",
    "后端共有 165 个活跃连接",  # no server named
    "10.0.0.11:80 的活跃连接超过 100",  # a bound
])
def test_its_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_rows_printed_without_their_header_are_read_through_the_gate() -> None:
    rows = ("$ ipvsadm -Ln | grep -A2 10.0.0.100\nTCP  10.0.0.100:80 rr\n"
            "  -> 10.0.0.12:80   Route   2      0          45")
    assert tool_contradicted("10.0.0.12:80 的活跃连接数为 45", [], [rows], lambda text: []) is not None
