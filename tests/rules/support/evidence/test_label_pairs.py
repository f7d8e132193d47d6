"""Two labelled numbers a claim pairs that its evidence's lines part
(gatekeeper.rules.support.evidence.label_pairs)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.label_pairs import pair_split

APACHE = """[Sun Dec 04 04:51:08 2005] [notice] jk2_init() Found child 6725 in scoreboard slot 10
[Sun Dec 04 04:51:09 2005] [notice] jk2_init() Found child 6726 in scoreboard slot 8
[Sun Dec 04 04:51:09 2005] [notice] jk2_init() Found child 6728 in scoreboard slot 6"""


def split(claim: str, text: str = APACHE) -> str | None:
    found = pair_split(claim, [], [text], lambda line: [])
    return None if found is None else found[1][0]


@pytest.mark.parametrize(("claim", "shown"), [
    ("child 6725 位于 slot 8", "child 6725 with slot 10"),
    ("Found child 6726 in scoreboard slot 6", "child 6726 with slot 8"),
    ("slot 10 里的是 child 6728", "slot 10 with child 6725"),
    ("子进程 6725 位于 slot 8", "child 6725 with slot 10"),  # a label logs print in English, in Chinese
    ("scoreboard slot 8 中的子进程为 6728", "slot 8 with child 6726"),
])
def test_a_pair_the_lines_part_is_split(claim: str, shown: str) -> None:
    found = split(claim)
    assert found is not None and found.startswith(shown)


@pytest.mark.parametrize("claim", [
    "child 6725 位于 slot 10", "Found child 6728 in scoreboard slot 6",  # a line prints the pair
    "child 6725 和 child 6726 分别位于 slot 10 和 slot 8",  # respectively, and each word twice
    "child 6725 was found at 04:51:08 on Dec 04",  # one labelled number: no pair
    "child 6725 位于 port 8",  # a word no line prints with a number
    "only 3 children were found, one in slot 8",  # `only 3`: a quantity, no label
    "子进程 6725 位于 slot 10", "子进程 6725 和子进程 6726 分别位于 slot 10 和 slot 8",
])
def test_a_pair_printed_or_unsure_is_not(claim: str) -> None:
    assert split(claim) is None
