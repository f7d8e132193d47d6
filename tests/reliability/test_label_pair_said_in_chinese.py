"""One line's child put in another line's scoreboard slot fails when a Chinese claim names the
child `子进程`; each child in its own slot passes.

`子进程 8744 位于 scoreboard slot 9` citing Apache's real `Found child 8744 in scoreboard slot 8` and
`Found child 8763 in scoreboard slot 9`: `子进程` was no word a number is labelled by, so the pair
was no pair (only `child 8744` was); of 60 forged claims 60 passed. Now a few labels logs print
in English are read in Chinese too (`子进程`, `端口`, `槽位`: `evidence/label_pairs.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected
from test_label_pair_split import pair_drawn

FORMS = ("子进程 {c} 位于 scoreboard slot {s}", "scoreboard slot {s} 中的子进程为 {c}",
         "子进程 {c} 在槽位 {s} 中", "jk2_init 在 slot {s} 发现子进程 {c}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    return pair_drawn(rng, FORMS)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3711, 60)


def test_a_child_said_in_chinese_put_in_another_line_s_slot_is_rejected() -> None:
    assert not_rejected((forged, lines, lines) for _, forged, lines in _probes()) == []


def test_each_child_said_in_chinese_in_its_own_slot_passes() -> None:
    assert not_passed((faithful, lines, lines) for faithful, _, lines in _probes()) == []
