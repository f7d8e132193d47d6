"""Periods a text writes between two times of day: `03:14 至 03:15 期间`, `从 03:14 到 03:20`,
`03:14-03:15`, `between 03:14 and 03:15`, `from 03:14 to 03:20`.

An end of a period (or the bound of an open one: `10:01:12 之后`, `after 10:01`) is no time an
event happened at: `Between 03:14 and 03:15 order-svc logged
2 SocketTimeoutException errors` says the errors fall in that minute, not that one was logged at
03:15 (a line stamped 03:14:07 does not contradict it, and the output need not write `03:15`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled

#: Between the two ends of a period.
_BETWEEN = compiled(r"\s*(?:至|到|~|～|-|–|—|(?<![A-Za-z])(?:and|to|until|till|through)(?![A-Za-z]))"
                    r"\s*\Z", re.IGNORECASE)


def time_spans(text: str, anchors: Sequence[Anchor]) -> list[tuple[Anchor, Anchor]]:
    """The periods `text` writes (its anchors `anchors`): two times of day one after the other
    with only a word of span between them (`至`, `到`, `-`, `~`, `and`, `to`, `until`)."""
    times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value]
    return [(first, second) for first, second in pairwise(times)
            if _BETWEEN.match(text[first.end:second.start]) is not None]


#: A time that opens or closes an open period: `10:01:12 之后`, `自 10:01 起`, `after 10:01:12`.
_ZH_BOUND = compiled(r"\s*(?:之后|以后|过后|后|之前|以前|前|起|以来)")
_EN_BOUND = compiled(r"(?<![A-Za-z])(?:after|since|before|until|till|from)\s+(?:the\s+)?\Z",
                     re.IGNORECASE)


def span_ends(text: str, anchors: Sequence[Anchor]) -> set[int]:
    """Where the ends of `text`'s periods start (`time_spans`), and the times that bound an open
    period (`10:01:12 之后`, `after 10:01:12`): none of them is the time of a line."""
    ends = {end.start for span in time_spans(text, anchors) for end in span}
    for time in (a for a in anchors if a.kind == "timestamp" and "T" in a.value):
        if _ZH_BOUND.match(text, time.end) or _EN_BOUND.search(text, max(0, time.start - 16),
                                                              time.start):
            ends.add(time.start)
    return ends


def within(when: str, start: str, end: str) -> bool:
    """Whether a time of day (`03:14:07`) falls in the period from `start` to `end`, each end at
    its own precision (`03:15` runs to 03:15:59)."""
    return _not_before(when, start) and _not_before(end, when)


def _not_before(when: str, than: str) -> bool:
    size = min(len(when), len(than))
    return when[:size] >= than[:size]
