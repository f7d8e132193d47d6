"""A period a claim writes, and what it counts in it, held by the stamps of its evidence's lines.

`03:14 至 03:15 期间 order-svc 出现 2 次 SocketTimeoutException` citing an output that prints the
exception at 03:10:05, 03:14:07, 03:14:40 and 03:18:09: a true count of the lines in that
minute, but `03:15` and `2` are written nowhere, so both were values found in none of the
evidence (`claim.entity_grounding`: LOW_CONFID). An agent reads a period off the stamps and
counts what falls in it:

* an end of a period (`text.spans`) is held when a line of one cited output (or of the
  excerpts) is stamped in the period, each end at its precision (`03:15` runs to 03:15:59),
  and the end is no more than ten units of its precision (`MAX_ROUNDING`: a round window) before
  the first of those lines' stamps (the start) or after the last (the end): a period reaching
  far beyond them says what they do not; so is the bound of an open period (`03:14:05 之后`,
  `before 03:14:20`), by the lines in it;
* a count in the sentence of a period, or of one time of day (`在 03:14 出现 2 次 X`: that minute),
  is held when one of them has exactly that many lines writing the counted event
  (`counted.counted_event`) stamped in it.

Lines of several days, or with no time, hold nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from gatekeeper.rules.support.evidence.counted import (
    COUNTED,
    counted_event,
    counts_of,
    period_of,
    writes_counted,
)
from gatekeeper.rules.support.evidence.firsts import stamped_lines
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import sentence_around
from gatekeeper.rules.support.text.spans import clock_seconds, open_bound, time_spans, within


def windows_held(claim: str, anchors: Sequence[Anchor], missing: list[Anchor],
                 groups: Sequence[Sequence[str]],
                 anchors_of: Callable[[str], Sequence[Anchor]]) -> list[Anchor]:
    """`missing` without the ends of the claim's periods and the counts in them that `groups`
    (the excerpts, then each cited output) hold (see the module docstring)."""
    wanted = {id(a) for a in missing}
    periods = time_spans(claim, anchors)
    spans = [span for span in periods if id(span[0]) in wanted or id(span[1]) in wanted]
    ends = {id(end) for span in periods for end in span}
    bounds = [(a, side) for a in missing if a.kind == "timestamp" and "T" in a.value and id(a) not in ends
              and (side := open_bound(claim, a)) is not None]
    counts = [a for a in counts_of(claim, anchors) if id(a) in wanted]
    if not spans and not counts and not bounds:
        return missing
    stamped = [stamped_lines(bool, group, anchors_of) or [] for group in groups]
    held: set[int] = set()
    for span in spans:
        for lines in stamped:
            if _count(lines, span, ""):
                held.update(id(end) for end in _covered(lines, span))
                break
    held.update(id(bound) for bound, side in bounds if any(_bounds(lines, bound, side) for lines in stamped))
    for count in counts:
        needle = counted_event(claim, count, anchors)
        if needle and any(_count(lines, period, needle) == int(count.value)
                          for period in _periods(claim, count, anchors) for lines in stamped):
            held.add(id(count))
    return [a for a in missing if id(a) not in held]


def understated_in_period(claim: str, anchors: Sequence[Anchor], groups: Sequence[Sequence[str]],
                          anchors_of: Callable[[str], Sequence[Anchor]]
                          ) -> tuple[Anchor, list[str]] | None:
    """(a count of a period, [how many lines writing its event one of `groups` stamps in it])
    for the first count lower than that: the lines were printed, the claim plays them down
    (`03:14 至 03:15 期间仅出现 1 次 X` where two lines in that minute write X); None when there is
    none."""
    periods = time_spans(claim, anchors)
    for count in counts_of(claim, anchors) if periods else ():
        period = period_of(claim, count, periods)
        needle = counted_event(claim, count, anchors) if period else ""
        if period is None or not needle:
            continue
        # only the lines writing the event: a period's other lines are not anchored
        printed = max(_count(stamped_lines(partial(writes_counted, needle), group, anchors_of) or [],
                             period, needle) for group in groups)
        if printed > int(count.value):
            counted = COUNTED.match(claim, count.end)
            written = claim[count.start:counted.end() if counted else count.end].strip()
            return (Anchor("state", written.lower(), written, count.start, count.end),
                    [f"{printed} lines writing {needle} stamped {claim[period[0].start:period[1].end]}"])
    return None


def _periods(claim: str, count: Anchor, anchors: Sequence[Anchor]) -> list[tuple[Anchor, Anchor]]:
    """The period of the count's sentence, else its one time of day as a period of its own."""
    period = period_of(claim, count, time_spans(claim, anchors))
    if period is not None:
        return [period]
    start, end = sentence_around(claim, count.start, count.end)
    times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value
             and start <= a.start and a.end <= end]
    return [(times[0], times[0])] if len(times) == 1 else []


#: How many units of its precision a period's end may lie beyond its lines (a round window:
#: `从 03:10 到 03:20` over lines stamped 03:10:05 to 03:18:09).
MAX_ROUNDING = 10


def _covered(lines: Sequence[tuple[str, str, str]], span: tuple[Anchor, Anchor]) -> list[Anchor]:
    """The ends of `span` no further from the lines' stamps than `MAX_ROUNDING` units of their
    precision: `01:00 至 01:10` over lines stamped 01:06:50 to 01:06:52, not `01:06:50 到
    03:09:52`, which claims two hours the lines do not reach (it was held by their being in it)."""
    stamps = [clock_seconds(when)[0] for when, _, _ in lines]
    first, last = min(stamps), max(stamps)
    covered = []
    for end, side in zip(span, (-1, 1), strict=True):
        at, unit = clock_seconds(end.value.partition("T")[2])
        edge = (first if side < 0 else last) // unit * unit + side * unit * MAX_ROUNDING
        if (at >= edge) if side < 0 else (at <= edge):
            covered.append(end)
    return covered


def _bounds(lines: Sequence[tuple[str, str, str]], bound: Anchor, side: str) -> bool:
    """Whether some of `lines` fall in the open period `bound` opens ("after") or closes
    ("before"), the nearest no more than `MAX_ROUNDING` units of its precision from it."""
    at, unit = clock_seconds(bound.value.partition("T")[2])
    stamps = [clock_seconds(when)[0] for when, _, _ in lines]
    if side == "after":
        inside = [stamp for stamp in stamps if stamp // unit >= at // unit]
        return bool(inside) and at >= min(inside) // unit * unit - unit * MAX_ROUNDING
    inside = [stamp for stamp in stamps if stamp // unit <= at // unit]
    return bool(inside) and at <= max(inside) // unit * unit + unit * MAX_ROUNDING



def _count(lines: Sequence[tuple[str, str, str]], span: tuple[Anchor, Anchor], needle: str) -> int:
    """How many of the stamped `lines` (`firsts.stamped_lines`) fall in `span` and write
    `needle` (any line, for "")."""
    start, end = (a.value.partition("T")[2] for a in span)
    return sum(within(when, start, end) and (not needle or writes_counted(needle, line))
               for when, _, line in lines)
