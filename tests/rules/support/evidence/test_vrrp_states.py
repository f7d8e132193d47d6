"""A VRRP instance's states against keepalived's log (gatekeeper.rules.support.evidence.vrrp_states)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.evidence.vrrp_states import entered, vrrp_state_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = ("Dec  7 10:14:02 lb1 Keepalived_vrrp[1203]: (VI_1) Entering BACKUP STATE\n"
       "Dec  7 10:14:05 lb1 Keepalived_vrrp[1203]: (VI_2) Entering MASTER STATE")


def contradicted(claim: str, text: str = LOG) -> bool:
    return vrrp_state_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_instance_s_states_are_read() -> None:
    assert entered(LOG) == {"VI_1": frozenset({"BACKUP"}), "VI_2": frozenset({"MASTER"})}
    assert entered("Keepalived_vrrp[7]: VRRP_Instance(VI_3) Transition to MASTER STATE") == {
        "VI_3": frozenset({"MASTER"})}


@pytest.mark.parametrize("claim", [
    "VI_1 进入了 MASTER 状态", "VI_1 成为主节点", "VI_1 进入了故障状态",
    "VI_2 切换为备用", "VI_2 entered BACKUP state",
])
def test_a_state_the_instance_never_entered_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [LOG], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "VI_1 进入了 BACKUP 状态", "VI_2 进入了 MASTER 状态",
    "VI_1 和 VI_2 进入了 MASTER 状态", "VI_1 从 BACKUP 切换为 MASTER",  # two instances, two states
    "VI_1 没有进入 MASTER 状态", "VI_1 is not master",  # a negator
    "VI_3 进入了 MASTER 状态", "lb1 成为主节点",  # no instance of the log's
])
def test_its_own_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_the_log_s_only_instance_needs_no_name_and_every_state_it_entered_is_its_own() -> None:
    backup = LOG.split("\n")[0]
    assert contradicted("进入了 MASTER 状态", backup)
    assert not contradicted("进入了 BACKUP 状态", backup)
    both = f"{backup}\nDec  7 10:15:00 lb1 Keepalived_vrrp[1203]: (VI_1) Entering MASTER STATE"
    assert not contradicted("VI_1 进入了 MASTER 状态", both)


def test_a_text_without_state_gives_nothing() -> None:
    claim = "VI_1 进入了 MASTER 状态"
    text = "(VI_1) Entering BACKUP"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
