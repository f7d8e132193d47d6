"""One line's child put in another line's scoreboard slot fails; each child in its own slot passes.

`child 6725 位于 slot 8` citing Apache's real `jk2_init() Found child 6725 in scoreboard slot 10`
and `Found child 6726 in scoreboard slot 8`: both numbers are the output's, each after its word,
so nothing was missing or contradicted (`evidence/label_pairs.py`).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, drawn, not_passed, not_rejected

FORMS = ("child {c} 位于 slot {s}", "Found child {c} in scoreboard slot {s}", "child {c} 占用了 slot {s}",
         "slot {s} 中是 child {c}", "child {c} was found in slot {s}")
FOUND = re.compile(r"Found child (\d+) in scoreboard slot (\d+)$")
LINES = [line for line in (LOGHUB / "Apache_2k.log").read_text(encoding="utf-8").splitlines()
         if FOUND.search(line)]


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    return pair_drawn(rng, FORMS)


def pair_drawn(rng: random.Random, forms: tuple[str, ...]) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, lines): a child with its slot, and with another line's."""
    start = rng.randrange(len(LINES) - 5)
    lines = LINES[start:start + rng.randint(2, 5)]
    pairs = [m.groups() for line in lines if (m := FOUND.search(line)) is not None]
    one, other = rng.sample(range(len(lines)), 2)
    if pairs[one][1] == pairs[other][1] or pairs[one][0] == pairs[other][0]:
        return None
    form = rng.choice(forms)
    return (form.format(c=pairs[one][0], s=pairs[one][1]), form.format(c=pairs[one][0], s=pairs[other][1]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3710, 60)


def test_a_child_put_in_another_line_s_slot_is_rejected() -> None:
    assert not_rejected((forged, lines, lines) for _, forged, lines in _probes()) == []


def test_each_child_in_its_own_slot_passes() -> None:
    assert not_passed((faithful, lines, lines) for faithful, _, lines in _probes()) == []
