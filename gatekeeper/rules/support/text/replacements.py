"""The short runs of words a claim writes in place of its excerpt's.

`Ted Koran was missing his wife Karen on Tuesday night` against the excerpt `... wanted
someone to talk to on Saturday night`: aligned word by word, `tuesday` stands where the
excerpt writes `saturday`, between words both write (`on`, `night`). A value or name put in
such a place, when the excerpt does not write it and the claim does not write the excerpt's,
was taken from somewhere else (claim.value_contradiction, docs/anchors.md "Claims").

A run is *short* (at most `MAX_RUN_WORDS` words on each side) and shares a word with the
other text on at least one side: a claim that fuses several sentences replaces whole clauses,
which say nothing about one value.
"""

from __future__ import annotations

from itertools import islice
from typing import NamedTuple

from gatekeeper.rules.support.text.patterns import compiled

MAX_RUN_WORDS = 4
#: Texts longer than this many words are not aligned: the matcher is quadratic in the worst
#: case (150 repeated words against 150: 3 ms; 400: 22 ms, 44 s for 2,000 such claims), and
#: an excerpt that long is a log, not a sentence a claim rewrites.
MAX_ALIGNED_WORDS = 150
#: A word: a Chinese character on its own (Chinese writes no spaces: `11月30日出现` is five
#: words and a number), or a run of other word characters, `02:04:59`, `2026-11-30` and
#: `payment-svc` whole.
_WORD = compiled(r"[\u3400-\u9fff]|(?:(?![\u3400-\u9fff])\w)+(?:[:.\-](?:(?![\u3400-\u9fff])\w)+)*")


class Replacement(NamedTuple):
    """Character spans: the claim's run and the excerpt's run it stands in place of; `clipped`
    when the excerpt's run was cut to the words next to the shared ones (the claim's run ends or
    starts the claim: a weaker sign, another clause may follow there)."""

    claim_start: int
    claim_end: int
    excerpt_start: int
    excerpt_end: int
    clipped: bool = False


def alignable(text: str) -> bool:
    """Whether `text` is short enough to align (`MAX_ALIGNED_WORDS`), read no further."""
    return next(islice(_WORD.finditer(text), MAX_ALIGNED_WORDS, None), None) is None


def _words(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    found = list(_WORD.finditer(text))
    return [m.group(0).lower() for m in found], [m.span() for m in found]


def replacements(claim: str, excerpt: str) -> list[Replacement]:
    """The short runs of `claim`'s words that stand where `excerpt` writes others."""
    mine, mine_at = _words(claim)
    theirs, theirs_at = _words(excerpt)
    if not mine or not theirs or max(len(mine), len(theirs)) > MAX_ALIGNED_WORDS:
        return []
    import difflib  # only claims with a value their excerpt lacks get here

    matcher = difflib.SequenceMatcher(None, mine, theirs, autojunk=False)
    found = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or i2 - i1 > MAX_RUN_WORDS or (i1 == 0 and i2 == len(mine)):
            continue  # a clause, or nothing shared around it
        # The claim ends (or starts) here: the excerpt's words next to the shared ones are what
        # it stands for (`born in New York.` for `born in Syria during the late third century`).
        clipped = j2 - j1 > MAX_RUN_WORDS
        if clipped and i2 == len(mine):
            sides = [(j1, j1 + MAX_RUN_WORDS)]
        elif clipped and i1 == 0:  # and where both texts start, their subjects
            sides = [(j2 - MAX_RUN_WORDS, j2), *([(0, MAX_RUN_WORDS)] if j1 == 0 else [])]
        elif clipped:
            continue
        else:
            sides = [(j1, j2)]
        found += [Replacement(mine_at[i1][0], mine_at[i2 - 1][1], theirs_at[start][0],
                              theirs_at[end - 1][1], clipped) for start, end in sides]
    return found
