"""A brick's online state, port and pid against `gluster volume status`
(gatekeeper.rules.support.evidence.gluster_bricks)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.gluster_bricks import Brick, brick_contradicted, bricks
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

STATUS = ("Status of volume: gv0\n"
          "Gluster process                             TCP Port  RDMA Port  Online  Pid\n"
          "------------------------------------------------------------------------------\n"
          "Brick server1:/data/brick1/gv0              49152     0          Y       1234\n"
          "Brick server2:/data/brick1/gv0              N/A       N/A        N       N/A\n"
          "Self-heal Daemon on localhost               N/A       N/A        Y       1301")


def contradicted(claim: str) -> bool:
    return brick_contradicted(claim, extract_anchors(claim), [STATUS], extract_anchors) is not None


def test_each_brick_s_row_is_read() -> None:
    assert bricks(STATUS) == {"server1:/data/brick1/gv0": Brick("server1", "Y", "49152", "1234"),
                              "server2:/data/brick1/gv0": Brick("server2", "N", "N/A", "N/A")}


@pytest.mark.parametrize("claim", [
    "server1 的 brick 不在线", "server2 上的 brick 在线", "server1 的 brick 离线",
    "server2:/data/brick1/gv0 is online", "server1's brick is offline",
    "server1 的 brick 端口为 49153", "server1 brick port is 24007", "server2 的 brick 端口为 49152",
    "server1:/data/brick1/gv0 的 pid 是 4321", "server1 的 brick 进程号为 1235",
    "server1 的 brick 端口为 49153，pid 为 1234",  # the port's clause
])
def test_another_state_port_or_pid_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [STATUS], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "server1 的 brick 在线", "server2 上的 brick 不在线", "server2 的 brick 离线",
    "server1 的 brick 端口为 49152", "server1 的 brick pid 是 1234",
    "server1 的 brick 端口为 49152，pid 为 1234",
    "server1 和 server2 的 brick 都在线",  # two bricks
    "server1 的 brick 在线还是离线",  # two states
    "server2 的 brick 没有在线", "server1 的 brick 端口不是 49153",  # another negator
    "server3 的 brick 在线",  # a server the status prints nowhere
])
def test_its_own_row_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_a_brick_s_row_gives_nothing() -> None:
    claim = "server1 的 brick 不在线"
    rows = STATUS.replace("Brick ", "")
    assert tool_contradicted(claim, extract_anchors(claim), [rows], extract_anchors) is None
