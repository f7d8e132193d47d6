"""An excerpt leaving out, at its start or at an ellipsis, the word that turns its line around.

`Dec 10 09:16:08 LabSZ sshd[24579]: … password for root from 187.141.143.180`, where the line
says `Failed password for root`; `password for root from 187.141.143.180` of the same line;
`Partition rdd_6_2 … found, computing it` of `was not found`. Each fragment is quoted verbatim
and a quote may start anywhere and skip words at an ellipsis, so the quote checks pass it; but
the words left out are the ones that turn the line around (`spliced.TURNING_WORDS`, with the
auxiliaries before them: `was not`), and what is left says the opposite.

* An ellipsis between two fragments is judged where an output line writes the first and then
  the second: it is such a flip when every such line writes only those words between them.
* The excerpt's start (led in by an ellipsis or not) is judged by its first fragment: a flip
  when every place an output writes it follows such a word and spacing only (`Failed `, `not `,
  `未`); not after punctuation (`authentication failure; logname=`), where the word governs
  nothing after it, and not a word written after what it qualifies (`登录失败`).

A fragment written more than `spliced.MAX_PLACES` times in an output is not placed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import pairwise
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import (
    MAX_PLACES,
    MIN_RUN,
    TURNING,
    TURNING_WORDS,
    OutputLines,
    places,
)
from gatekeeper.rules.support.similarity import ELLIPSIS_SPLIT
from gatekeeper.rules.support.text.normalize import compact_once
from gatekeeper.rules.support.text.patterns import compiled

#: Compacted characters the two fragments around an ellipsis need together to be placed (a
#: first fragment needs `MIN_RUN` alone).
MIN_PLACED = MIN_RUN

_AUXILIARIES = ("is", "was", "were", "are", "be", "been", "has", "have", "had", "do", "does",
                "did", "will", "would", "could", "should", "can", "may", "still")
# Postpositive in Chinese (`登录失败`): the words after them are no longer in their scope.
_AFTER_THE_WORDS = ("失败", "禁用", "离线")


@cache
def _turning() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A gap (compacted) that is nothing but a negator or a failure, after auxiliaries; and a
    turning word and the spacing after it, as printed, before the words it turns around (`can't`
    for `cant`; `failed to` is `failed` and a `to` the rest may start with). Compiled when an
    excerpt first needs them (most never do: ≈ 1.5 ms of a cold start)."""
    return compiled("(?:" + "|".join(_AUXILIARIES) + ")*" + TURNING.pattern), compiled(
        r"(?<![\w'’-])(?:" + "|".join(re.sub(r"nt$", "n['’]?t", w) for w in TURNING_WORDS
                                       if w.isascii() and not w.endswith("to"))
        + r")[ \t]+|(?:" + "|".join(w for w in TURNING_WORDS
                                   if not w.isascii() and w not in _AFTER_THE_WORDS) + r")\s*",
        re.IGNORECASE)

_TO = compiled(r"to\s+", re.IGNORECASE)
_FIRST_WORD = compiled(r"\w+")
#: The ASCII turning words as a word of a text split at its spacing spells them.
_TURNING_SPELLED = frozenset(
    spelled for word in TURNING_WORDS if word.isascii() and not word.endswith("to")
    for spelled in {word, re.sub(r"nt$", "n't", word), re.sub(r"nt$", "n’t", word)})
_TURNING_CJK = compiled("(?:" + "|".join(
    w for w in TURNING_WORDS if not w.isascii() and w not in _AFTER_THE_WORDS) + r")\s*")
#: Characters after a turning word read for the word it turns around.
_READ_AFTER = 48


def words_after_turning(text: str) -> frozenset[str]:
    """The words `text` writes right after a negator or a failure (and a `to`), folded: where
    an excerpt starting with one of them may have left that word out. Made once per output,
    by its words (a Python loop over them is cheaper than a regex of all the turning words)."""
    found: set[str] = set()
    folded = _folded(text)
    words = folded.split()
    for at, word in enumerate(words[:-1]):
        if word in _TURNING_SPELLED:
            after = words[at + 1]
            if after == "to" and at + 2 < len(words):
                _add_first_word(found, words[at + 2])
            _add_first_word(found, after)
    if not folded.isascii():
        for turning in _TURNING_CJK.finditer(folded):
            _add_first_word(found, folded[turning.end():turning.end() + _READ_AFTER])
    return frozenset(found)


def _add_first_word(found: set[str], text: str) -> None:
    if word := _FIRST_WORD.match(text):
        found.add(word.group())


def may_start_turned(excerpt: str, turned: Iterable[frozenset[str]]) -> bool:
    """Whether the excerpt's first word (or the start of one, if it cuts it) is written right
    after a negator or a failure (`words_after_turning` of each output): the cheap test before
    `elided` places the excerpt's start in the compacted lines."""
    first = _FIRST_WORD.search(_folded(excerpt))
    return first is not None and any(
        word.startswith(first.group()) for words in turned for word in words)


def _folded(text: str) -> str:
    """`text` in one case and width, as compacted (its spacing and punctuation aside: a
    fifth of what `normalize` costs)."""
    return text.lower() if text.isascii() else unicodedata.normalize("NFKC", text).casefold()


class Elided(NamedTuple):
    """A negator or a failure an excerpt leaves out of the output line it quotes."""

    line: str  # the output's line, as printed
    words: str  # the words left out (compacted between two fragments, as printed at the start)
    at_start: bool  # the excerpt starts right after them (led in by an ellipsis or not)


def elided(excerpt: str, outputs: Sequence[OutputLines]) -> Elided | None:
    """The first place `excerpt` leaves a negator or a failure out of the line it quotes: at
    its start, or at an ellipsis (see the module docstring); None when there is none."""
    parts = [part for part in map(compact_once, ELLIPSIS_SPLIT.split(excerpt)) if part]
    if parts and (found := _turned_before(parts[0], outputs)) is not None:
        return Elided(*found, at_start=True)
    for before, after in pairwise(parts):
        if (found := _turned_between(before, after, outputs)) is not None:
            return Elided(*found, at_start=False)
    return None


def _turned_between(before: str, after: str,
                    outputs: Sequence[OutputLines]) -> tuple[str, str] | None:
    if len(before) + len(after) < MIN_PLACED:
        return None
    turned: tuple[str, str] | None = None
    for out in outputs:
        found = places(out.joined, before, MAX_PLACES)
        if found is None:
            return None  # written too often to place
        for place in found:
            end = place + len(before)
            line = out.line_at(end - 1)
            gap_end = out.joined.find(after, end, out.line_end(line))
            if gap_end < 0:
                continue
            if not _turning()[0].fullmatch(out.joined, end, gap_end):
                return None  # a line writes them with other words between, or none
            turned = turned or (out.raw(line), out.joined[end:gap_end])
    return turned


def _turned_before(after: str, outputs: Sequence[OutputLines]) -> tuple[str, str] | None:
    if len(after) < MIN_RUN:
        return None
    turned: tuple[str, str] | None = None
    for out in outputs:
        found = places(out.joined, after, MAX_PLACES)
        if found is None:
            return None
        for place in found:
            number = out.line_at(place)
            line, rest = out.raw(number), out.joined[place:out.line_end(number)]
            word = next((m for m in _turning()[1].finditer(line)
                         if _turns(line[m.end():], rest)), None)
            if word is None:
                return None  # written where nothing turns it around
            turned = turned or (line, word.group().strip())
    return turned


def _turns(printed: str, rest: str) -> bool:
    """Whether `printed`, after a turning word, is `rest` (compacted), maybe after a `to`; and
    goes on with a word: after punctuation (`failure; logname=`, `failure . Spain's`), the
    word no longer governs it."""
    to = _TO.match(printed)
    return any(after[:1].isalnum() and compact_once(after) == rest
               for after in (printed, printed[to.end():] if to else ""))
