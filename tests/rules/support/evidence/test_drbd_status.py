"""A DRBD resource's sides against `drbdadm status` (gatekeeper.rules.support.evidence.drbd_status)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.drbd_status import Side, done_shares_held, drbd_contradicted, resources
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

DRBD = ("r0 role:Primary\n  disk:UpToDate\n  node-b role:Secondary\n"
        "    replication:SyncSource peer-disk:Inconsistent done:45.20")


def contradicted(claim: str) -> bool:
    return drbd_contradicted(claim, extract_anchors(claim), [DRBD], extract_anchors) is not None


def test_the_local_side_and_each_peer_are_read() -> None:
    assert resources(DRBD) == {"r0": (Side("Primary", "UpToDate", None),
                                      {"node-b": Side("Secondary", "Inconsistent", "45.20")})}


@pytest.mark.parametrize("claim", [
    "r0 的本地角色为 Secondary", "node-b 的角色是 Primary", "r0 的磁盘状态为 Inconsistent",
    "对端磁盘状态为 UpToDate", "the peer's disk is UpToDate", "同步完成了 54.20%", "resync is 54.2% done",
])
def test_another_side_s_state_or_share_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [DRBD], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "r0 的本地角色为 Primary", "对端磁盘状态为 Inconsistent",
    "node-b 的角色是 Secondary", "对端角色为 Secondary",
    "同步完成了 45.2%", "同步完成了 45%",  # its own share, rounded
    "r0 的本地角色为 Primary 或 Secondary", "同步完成了 30% 到 54%",  # two states, two shares
    "r0 的角色不是 Secondary", "r0 的本地磁盘未处于 Inconsistent 状态",  # a negator
    "同步完成了约 54%", "同步完成了超过 50%",  # an approximation, a bound
    "磁盘使用率为 54.20%",  # no resync's word
])
def test_its_own_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_share_done_is_held_and_another_is_not() -> None:
    for claim, left in [("同步完成了 45.2%", []), ("同步完成了 45%", []), ("同步完成了 54.2%", ["54.2%"])]:
        assert [a.raw for a in done_shares_held(claim, list(extract_anchors(claim)), [DRBD])] == left


def test_a_text_without_role_gives_nothing() -> None:
    claim = "r0 的本地角色为 Secondary"
    assert tool_contradicted(claim, extract_anchors(claim), ["r0 Primary UpToDate"], extract_anchors) is None
