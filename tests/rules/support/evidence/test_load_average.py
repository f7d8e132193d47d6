"""Which way the load moves against `uptime`'s averages (gatekeeper.rules.support.evidence.load_average)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.load_average import load_way_swapped

RISING = " 10:42:01 up 37 days,  4:12,  2 users,  load average: 5.21, 3.80, 1.95"
FALLING = "top - 10:42:01 up 37 days,  4:12,  2 users,  load average: 0.52, 1.61, 2.70"


def swapped(claim: str, *texts: str) -> bool:
    return load_way_swapped(claim, [], list(texts), lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("负载在下降", RISING), ("系统负载正在回落", RISING), ("load is dropping", RISING),
    ("负载持续升高", FALLING), ("the load average is climbing", FALLING),
    ("负载在下降，CPU 使用率上升", RISING),  # the load's clause
])
def test_the_other_way_is_contradicted(claim: str, text: str) -> None:
    assert swapped(claim, text)


@pytest.mark.parametrize(("claim", "texts"), [
    ("负载在上升", [RISING]), ("load is falling", [FALLING]),
    ("负载没有下降", [RISING]),  # a negator
    ("负载在 10:00 之前一直上升", [FALLING]),  # another time
    ("负载先上升后下降", [RISING]),  # both ways
    ("CPU 使用率在下降", [RISING]),  # no load named
    ("负载在下降", [RISING, FALLING]),  # two hosts' or times' averages
    ("负载在下降", ["load average: 1.00, 2.00, 1.00"]),  # equal: neither way
])
def test_its_own_way_or_unsure_is_not(claim: str, texts: list[str]) -> None:
    assert not swapped(claim, *texts)
