"""Phrase lists matched in mixed Chinese/English text (blacklists, required statements).

Matching is on folded text and phrases (`fold.fold`: invisible characters dropped, NFKC, case
folded, look-alikes as Latin, common traditional characters as simplified, no spaces between
Chinese characters), so `可\u200b能是`, `可 能 是`, `根據經驗` and full-width variants are caught;
match offsets index the folded text. A phrase that starts or ends with a Latin letter or digit
only matches as a whole word (`guess` does not fire inside `guesswork`), using ASCII
look-arounds because `\\b` does not work next to Chinese characters.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from gatekeeper.rules.support.text.fold import fold
from gatekeeper.rules.support.text.patterns import compiled

__all__ = ["fold", "found_phrases", "phrase_pattern"]

_WORD = compiled(r"[A-Za-z0-9_]")


@functools.cache
def phrase_pattern(phrases: tuple[str, ...]) -> re.Pattern[str] | None:
    """One regex for `phrases` (None for an empty list), longest first: a phrase containing
    another is reported as itself."""
    alternatives = []
    folded = {fold(p).strip() for p in phrases} - {""}  # an invisible-only phrase matches nothing
    for phrase in sorted(folded, key=lambda p: (-len(p), p)):
        left = r"(?<![A-Za-z0-9_])" if _WORD.match(phrase[0]) else ""
        right = r"(?![A-Za-z0-9_])" if _WORD.match(phrase[-1]) else ""
        alternatives.append(f"{left}{re.escape(phrase)}{right}")
    return re.compile("|".join(alternatives)) if alternatives else None


def found_phrases(text: str, phrases: Sequence[str], negations: Sequence[str] = (),
                  window: int = 0, not_before: str = "") -> list[str]:
    """The phrases of `phrases` in `text`, each once, in order of appearance. With
    `negations`, a phrase preceded within `window` characters by one of them does not count
    (`无法确认根因` does not confirm a root cause); nor does one followed by a character of
    `not_before` (`根因是否`: "whether", a question)."""
    pattern = phrase_pattern(tuple(phrases))
    if pattern is None:
        return []
    folded = fold(text)
    negation = phrase_pattern(tuple(negations)) if negations else None
    found = []
    for match in pattern.finditer(folded):
        before = folded[max(0, match.start() - window):match.start()]
        if negation is not None and negation.search(before):
            continue
        following = folded[match.end():match.end() + 1]
        if following and following in not_before:
            continue
        found.append(match.group(0))
    return list(dict.fromkeys(found))
