"""Periods a text writes between two times of day: `03:14 至 03:15 期间`, `从 03:14 到 03:20`,
`03:14-03:15`, `between 03:14 and 03:15`, `from 03:14 to 03:20`.

An end of a period is no time an event happened at: `Between 03:14 and 03:15 order-svc logged
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


def span_ends(text: str, anchors: Sequence[Anchor]) -> set[int]:
    """Where the ends of `text`'s periods start (`time_spans`)."""
    return {end.start for span in time_spans(text, anchors) for end in span}


def within(when: str, start: str, end: str) -> bool:
    """Whether a time of day (`03:14:07`) falls in the period from `start` to `end`, each end at
    its own precision (`03:15` runs to 03:15:59)."""
    return _not_before(when, start) and _not_before(end, when)


def _not_before(when: str, than: str) -> bool:
    size = min(len(when), len(than))
    return when[:size] >= than[:size]
