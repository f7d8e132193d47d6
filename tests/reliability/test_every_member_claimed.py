"""Every consul member said alive, or none said failed, fails over `consul members` listing a
failed or left one; the same words pass when every member is alive.

`all consul members are alive`, `没有节点处于 failed 状态` citing a `failed` row passed: consul
prints its states in lower case, and only capitalised cells (`Running`) were read as a state
said of every row (`evidence/tables.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

FORMS = ("all consul members are alive", "consul 的所有节点都是 alive 状态", "所有成员都处于 alive 状态",
         "没有节点处于 {bad} 状态", "no member is {bad}", "none of the members are {bad}")
HEADER = ["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Segment"]


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(claim, output with every member alive, output with one failed or left)."""
    count, bad = rng.randint(3, 5), rng.choice(("failed", "left"))
    names = [f"consul-{n}" for n in range(1, count + 1)]
    rows = [[name, f"10.0.4.{10 + n}:8301", "alive", "server" if n < 3 else "client", "1.17.0", "2", "dc1",
             "<all>" if n < 3 else "<default>"] for n, name in enumerate(names)]
    down = [row[:] for row in rows]
    down[rng.randrange(count)][2] = bad
    return (rng.choice(FORMS).format(bad=bad), "$ consul members\n" + aligned_table(HEADER, rows),
            "$ consul members\n" + aligned_table(HEADER, down))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3708, 60)


def test_every_member_said_alive_over_a_failed_one_is_rejected() -> None:
    assert not_rejected((claim, down, down) for claim, _, down in _probes()) == []


def test_every_member_said_alive_over_alive_ones_passes() -> None:
    assert not_passed((claim, up, up) for claim, up, _ in _probes()) == []
