"""The clause a place of a text is in: between the marks that end one (`，` `。` `;` a full stop
followed by a space...), where a claim's subject, its negator and what it denies or counts
belong together (`payment-svc 未出现 X，只有 order-svc 出现`: two clauses)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

from gatekeeper.rules.support.text.patterns import compiled

_MARK = compiled(r"[。；;，,!！?？\n]|\.(?:\s|$)")
#: Values a clause gives several things in the order it names them (`A 和 B 分别为 7 和 0`).
RESPECTIVELY = compiled(r"分别|respectively", re.IGNORECASE)


def clause_around(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """Where the clause holding `text[start:end]` starts and ends."""
    return _around(_MARK, text, start, start if end is None else end)


_SENTENCE_END = compiled(r"[。；;!！?？\n]|\.(?:\s|$)")


def sentence_around(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """Where the sentence holding `text[start:end]` starts and ends (`After the restart at
    03:16, X no longer occurred.`: one sentence, two clauses)."""
    return _around(_SENTENCE_END, text, start, start if end is None else end)


@lru_cache(maxsize=64)
def _marks(text: str, mark: re.Pattern[str]) -> tuple[list[int], list[int]]:
    """Where the marks of `text` start and end, found once: asked for every word of a claim of
    thousands of words with no mark, a scan from the start and to the end took quadratic time."""
    found = list(mark.finditer(text))
    return [m.start() for m in found], [m.end() for m in found]


def _around(mark: re.Pattern[str], text: str, start: int, end: int) -> tuple[int, int]:
    """The last mark's end at or before `start` (a full stop right before it is one: a text
    read up to `start` ends there) and the first mark's start at or after `end` (the end of a
    mark going past `end` may be one: `.` and a line break)."""
    starts, ends = _marks(text, mark)
    before = bisect_right(ends, start)
    begin = start if start and text[start - 1] == "." else ends[before - 1] if before else 0
    after = bisect_left(starts, end)
    if after and ends[after - 1] > end:
        found = mark.search(text, end)
        return begin, len(text) if found is None else found.start()
    return begin, starts[after] if after < len(starts) else len(text)


def line_around(text: str, at: int) -> str:
    """The line of `text` position `at` is in."""
    return text[text.rfind("\n", 0, at) + 1:text.find("\n", at) % (len(text) + 1)]


#: A word of a bound, not of a value (`重启超过 3 次`, `lag 为 50 条以上`, `more than 50`): a count
#: or size so written is no row's, field's or summary's reading.
BOUND = compiled(r"超过|以上|以下|至少|至多|不足|不到|多于|少于|大于|小于|高于|低于|(?<![A-Za-z])(?:more"
                 r"|fewer|less|over|under|above|below|least|most|exceed\w*)(?![A-Za-z])", re.IGNORECASE)
