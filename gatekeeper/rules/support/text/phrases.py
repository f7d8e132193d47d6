"""Phrase lists matched in mixed Chinese/English text (blacklists, required statements).

Matching is on the NFKC, case-folded text, so full-width and upper-case variants are caught. A
phrase that starts or ends with a Latin letter or digit only matches as a whole word (`guess`
does not fire inside `guesswork`), using ASCII look-arounds because `\\b` does not work next to
Chinese characters. NFKC keeps CJK text the same length, so match offsets index the folded text.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

_WORD = re.compile(r"[A-Za-z0-9_]")


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


@functools.cache
def phrase_pattern(phrases: tuple[str, ...]) -> re.Pattern[str] | None:
    """One regex for `phrases` (None for an empty list), longest first: a phrase containing
    another is reported as itself."""
    alternatives = []
    for phrase in sorted({fold(p) for p in phrases if p.strip()}, key=lambda p: (-len(p), p)):
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
