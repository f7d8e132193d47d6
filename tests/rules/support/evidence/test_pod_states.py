"""A container's current and last states (gatekeeper.rules.support.evidence.pod_states)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.pod_states import pod_state_misdated, states_of

DESCRIBED = """Containers:
  app:
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
    Ready:          False
    Restart Count:  12"""


def _misdated(claim: str) -> bool:
    return pod_state_misdated(claim, [], [DESCRIBED], lambda text: []) is not None


def test_each_state_is_read_with_its_reason() -> None:
    assert [(when, sorted(words)) for when, words, _ in states_of(DESCRIBED)] == [
        ("now", ["CrashLoopBackOff", "Waiting"]), ("last", ["OOMKilled", "Terminated"])]


@pytest.mark.parametrize("claim", [
    "容器上次终止原因是 CrashLoopBackOff", "The container is currently OOMKilled",
    "容器当前处于 Waiting 状态，原因为 OOMKilled",  # the sentence's time, nearest before
    "上次终止原因是 CrashLoopBackOff，当前处于 OOMKilled", "The last state was Waiting",
])
def test_a_state_of_the_other_time_is_misdated(claim: str) -> None:
    assert _misdated(claim)


@pytest.mark.parametrize("claim", [
    "容器上次终止原因是 OOMKilled", "容器当前处于 CrashLoopBackOff", "The container is now Waiting",
    "The container was last terminated with reason OOMKilled and is now in CrashLoopBackOff",
    "容器因 OOMKilled 被终止，随后进入 CrashLoopBackOff",  # no time said: unsure
    "容器处于 Running 状态",  # a state the output does not print
])
def test_a_state_of_its_time_or_an_unsure_one_is_not(claim: str) -> None:
    assert not _misdated(claim)
