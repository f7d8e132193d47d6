"""What an excerpt's ellipsis stands for: a negator or a failure left out of a line.

`Dec 10 09:16:08 LabSZ sshd[24579]: … password for root from 187.141.143.180`, where the line
says `Failed password for root`; `… user guest from 5.188.10.180` of `Invalid user guest`;
`Partition rdd_6_2 … found, computing it` of `not found`. Each fragment is quoted verbatim
and an ellipsis may skip words, so the quote checks pass it; but the words skipped are the ones
that turn the line around (`spliced.TURNING_WORDS`, with the auxiliaries before them: `was
not`), and what is left says the opposite. An ellipsis between two fragments is judged where
an output line writes the first and then the second: it is such a flip when every such line
writes only those words between them. A leading ellipsis is judged by the fragment after it:
a flip when every place an output writes it follows such a word (`Failed `, `not `, `未`).
A fragment written more than `spliced.MAX_PLACES` times in an output is not placed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

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

#: Compacted characters the two fragments around an ellipsis need together to be placed.
MIN_PLACED = MIN_RUN

_AUXILIARIES = ("is", "was", "were", "are", "be", "been", "has", "have", "had", "do", "does",
                "did", "will", "would", "could", "should", "can", "may", "still")
#: A gap (compacted) that is nothing but a negator or a failure, after auxiliaries.
_TURNING_GAP = compiled("(?:" + "|".join(_AUXILIARIES) + ")*" + TURNING.pattern)
# Postpositive in Chinese (`登录失败`): the words after them are no longer in their scope.
_AFTER_THE_WORDS = ("失败", "禁用", "离线")

#: A turning word and the spacing after it, as printed, before the words it turns around
#: (`can't` for `cant`; `failed to` is `failed` and a `to` the rest may start with).
_TURNING_BEFORE = compiled(
    r"(?<![\w'’-])(?:" + "|".join(re.sub(r"nt$", "n['’]?t", w) for w in TURNING_WORDS
                                   if w.isascii() and not w.endswith("to"))
    + r")[ \t]+|(?:" + "|".join(w for w in TURNING_WORDS
                               if not w.isascii() and w not in _AFTER_THE_WORDS) + r")\s*",
    re.IGNORECASE)
_TO = re.compile(r"to\s+", re.IGNORECASE)


def elided(excerpt: str, outputs: Sequence[OutputLines]) -> tuple[str, str] | None:
    """(the output's line, the words left out) for the first ellipsis of `excerpt` that stands
    for a negator or a failure (see the module docstring); None when there is none."""
    parts = [compact_once(part) for part in ELLIPSIS_SPLIT.split(excerpt)]
    lead = len(parts) > 1 and not parts[0]
    parts = [part for part in parts if part]
    if lead and parts:
        found = _turned_before(parts[0], outputs)
        if found is not None:
            return found
    for before, after in pairwise(parts):
        found = _turned_between(before, after, outputs)
        if found is not None:
            return found
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
            if not _TURNING_GAP.fullmatch(out.joined, end, gap_end):
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
            word = next((m for m in _TURNING_BEFORE.finditer(line)
                         if _turns(line[m.end():], rest)), None)
            if word is None:
                return None  # written where nothing turns it around
            turned = turned or (line, word.group().strip())
    return turned


def _turns(printed: str, rest: str) -> bool:
    """Whether `printed`, after a turning word, is `rest` (compacted), maybe after a `to`."""
    if compact_once(printed) == rest:
        return True
    to = _TO.match(printed)
    return to is not None and compact_once(printed[to.end():]) == rest
