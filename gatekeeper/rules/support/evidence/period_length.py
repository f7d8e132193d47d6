"""A duration a claim computes from the period it states: `payment-svc 的故障从 03:14 持续到 03:21，共
约 7 分钟`.

The period's ends are the claim's own and are read against its lines (evidence/windows.py,
evidence/dated_events.py); the duration is their difference, written in no line, so a faithful
claim failed REJECT: a value found nowhere, and contradicted by another duration its lines print
(`timeout after 5000ms`). A duration whose sentence states a period of two times of day is held
when the period's length is the duration, within the precision of the period's ends (the
coarser's last place: a minute for `03:14`, a second for `03:14:09`) and the duration's own (`约`
allows a tenth). A bound (`超过 5 分钟`) or a denial is no length of the period.

And a duration an episode is said to have lasted (`超时持续了大约 4 分钟`, `the errors lasted about 4
minutes`), in a claim writing no period, is the span of its excerpts' stamped lines, first to last,
when they are of one day (`lasted_lengths`): read as the timeout's value, it was contradicted by
the lines' `timeout after 5000ms`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.precision import tolerance
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.clauses import sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import clock_seconds

_DAY = 86400


def period_lengths(claim: str, anchors: Sequence[Anchor]) -> set[tuple[int, int]]:
    """The spans of the claim's durations that are the length of their sentence's period."""
    held: set[tuple[int, int]] = set()
    for anchor in anchors:
        if anchor.kind != "number" or anchor.unit != "ms" or anchor.approx in (">", "<", "!"):
            continue
        period = _period(claim, anchors, *sentence_around(claim, anchor.start, anchor.end))
        if period is None:
            continue
        (start, start_place), (end, end_place) = clock_seconds(period[0]), clock_seconds(period[1])
        length = (end - start) % _DAY
        slack = Decimal(max(start_place, end_place)) * 1000  # `03:14` to `03:21`: 6m01s to 7m59s
        low, high = tolerance(anchor)
        if low - slack <= length * 1000 <= high + slack:
            held.add((anchor.start, anchor.end))
    return held


def _period(claim: str, anchors: Sequence[Anchor], start: int, end: int) -> tuple[str, str] | None:
    """The two times of day of the sentence `claim[start:end]` when a word of a range joins them
    (`从 03:14 持续到 03:21`, `03:14-03:21`, `from 03:14 until 03:21`), and it writes no other."""
    times = [a for a in anchors if a.kind == "timestamp" and a.value.startswith("T")
             and start <= a.start and a.end <= end]
    if len(times) != 2 or _RANGE.fullmatch(claim, times[0].end, times[1].start) is None:
        return None
    return times[0].value[1:], times[1].value[1:]


_RANGE = compiled(r"\s*(?:持续|一直|延续)?\s*(?:到|至|~|-|—|–|(?i:until|till|to|through))\s*")


#: What an episode's length follows: `持续了大约`, `lasted about`, `went on for`.
_LASTED = compiled(r"(?:持续|延续|维持)了?\s*(?:大约|大概|约|近|将近)?\s*\Z|(?<![A-Za-z])(?:lasted|went\s+on"
                   r"|persisted|continued)(?:\s+for)?(?:\s+(?:about|around|roughly|nearly|almost))?\s+\Z",
                   re.IGNORECASE)


def lasted_lengths(claim: str, anchors: Sequence[Anchor], excerpts: Sequence[str]) -> set[tuple[int, int]]:
    """The spans of the claim's durations an episode is said to have lasted that are the span of
    its excerpts' stamped lines (see the module docstring)."""
    lasted = [a for a in anchors if a.kind == "number" and a.unit == "ms" and a.approx not in (">", "<", "!")
              and _LASTED.search(claim, max(0, a.start - 16), a.start)]
    if not lasted or any(a.kind == "timestamp" for a in anchors):
        return set()
    stamps = [a.value for text in excerpts for a in extract_anchors(text, include_timestamps=True)
              if a.kind == "timestamp" and "T" in a.value]
    days = {stamp.partition("T")[0] for stamp in stamps}
    if len(stamps) < 2 or len(days) != 1:
        return set()
    clocks = [clock_seconds(stamp.partition("T")[2]) for stamp in stamps]
    length = max(seconds for seconds, _ in clocks) - min(seconds for seconds, _ in clocks)
    slack = Decimal(max(place for _, place in clocks)) * 1000
    held = set()
    for anchor in lasted:
        low, high = tolerance(anchor)
        if low - slack <= length * 1000 <= high + slack:
            held.add((anchor.start, anchor.end))
    return held
