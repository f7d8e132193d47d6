"""A state of two a claim gives one named thing (gatekeeper.rules.support.evidence.two_states)."""

from __future__ import annotations

import re

import pytest

from gatekeeper.rules.support.evidence.two_states import Fact, denied_in, state_denied

ON = re.compile(r"开启|(?<![A-Za-z])on(?![A-Za-z])")
OFF = re.compile(r"未开启|关闭|(?<![A-Za-z])off(?![A-Za-z])")  # first: it holds `开启`
FACTS = [Fact("a", (re.compile("alpha"),), True, "alpha: on"),
         Fact("b", (re.compile("beta"),), False, "beta: off")]


@pytest.mark.parametrize(("claim", "denied"), [
    ("alpha 已关闭", True), ("beta 已开启", True), ("alpha 已开启", False), ("beta 未开启", False),
    ("alpha 和 beta 都已开启", False),  # two things: unsure
    ("alpha 从关闭变为开启", False),  # both states: unsure
    ("gamma 已关闭", False),  # no fact of it
])
def test_the_other_state_of_one_named_thing_is_denied(claim: str, denied: bool) -> None:
    assert (state_denied(claim, FACTS, ON, OFF) is not None) is denied


def test_the_facts_are_those_each_text_prints_read_once() -> None:
    read: list[str] = []

    def facts_of(text: str) -> list[Fact]:
        read.append(text)
        return [fact for fact in FACTS if fact.line in text]

    assert denied_in("alpha 已关闭", ["alpha: on", "alpha: on"], facts_of, ON, OFF) is not None
    assert read == ["alpha: on"]  # a text cited twice is read once
    assert denied_in("beta 已关闭", ["alpha: on"], facts_of, ON, OFF) is None  # no fact of beta
    assert denied_in("alpha 很好", ["alpha: on"], facts_of, ON, OFF) is None  # no word of a state


@pytest.mark.parametrize(("claim", "denied"), [
    ("所有开关都已开启", True), ("all switches are on", True), ("都关闭了", True),  # one of the other state
    ("并非所有开关都已开启", False), ("not all switches are on", False),  # not all
    ("开关已开启", False),  # no thing, no word of every: unsure
])
def test_a_state_given_to_every_thing_is_denied_by_one_in_the_other(claim: str, denied: bool) -> None:
    assert (state_denied(claim, FACTS, ON, OFF) is not None) is denied
    agreeing = [FACTS[0]] if "on" in claim or "开启" in claim else [FACTS[1]]
    assert state_denied(claim, agreeing, ON, OFF) is None  # every thing in the state said
