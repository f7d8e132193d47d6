"""How long a claim says its event lasted, against the times its evidence prints it at.

`order-svc 的 OutOfMemoryError 仅持续了 1 分钟，已自愈` citing a line of an output that prints the
exception from 03:14:09 to 03:20:40: the `1 分钟` may be written nowhere else, or a `1` anywhere
held it, and the claim plays the incident down. The claim's duration is a time right after
`持续` (`持续了`, `持续约`) or `lasted` (`lasted for about`), its event the exception or error code
of its clause (or of its sentence before it: `X 出现 E，持续约 8 分钟`). The lines of one cited
output (or the excerpts) writing the event span at least from the first to the last of their
stamps, so a duration shorter than that by one of its own units or more is contradicted; a
longer one is not (an output may be a window of the event). Unsure says nothing: a line writing
the event with no time, lines of several days.

A duration those lines span, to the claim's unit, is held (`durations_held`): `持续了 6 分钟` for
an event printed from 03:14:09 to 03:20:09 is written nowhere, read off the stamps, and failed as
a value found in none of the evidence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.attributed import EVENTS, event_needle
from gatekeeper.rules.support.evidence.firsts import event_times
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled

#: Right before the claim's duration.
_LASTED = compiled(r"(?:持续(?:了|约|近|时间为?|时长为?)?|(?<![A-Za-z])lasted(?:\s+for)?"
                   r"(?:\s+(?:about|around|roughly|only|just))?)\s*\Z", re.IGNORECASE)
_LOOK_BACK = 24
#: A duration's unit as written, in ms: what one more of it is (the claim's precision).
_UNITS = {"ms": 1, "毫秒": 1, "s": 1000, "sec": 1000, "secs": 1000, "second": 1000,
          "seconds": 1000, "秒": 1000, "秒钟": 1000, "m": 60000, "min": 60000, "mins": 60000,
          "minute": 60000, "minutes": 60000, "分钟": 60000, "h": 3600000, "hr": 3600000,
          "hrs": 3600000, "hour": 3600000, "hours": 3600000, "小时": 3600000, "个小时": 3600000}
_CLOCK = compiled(r"(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?")


def shortened(claim: str, anchors: Sequence[Anchor], texts: Sequence[Sequence[str]],
              anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's duration, [the first and last stamps of the lines of one group of `texts`
    (the excerpts, then each cited output) writing its event]) for the first duration shorter
    than those lines span by one of its units or more; None when there is none."""
    for duration, unit, needle in _durations(claim, anchors):
        for group in texts:
            span = _span(needle, group, anchors_of)
            if span is not None and span[0] >= Decimal(duration.value) + unit:
                written = duration.raw.strip()
                return (Anchor("state", written.lower(), written, duration.start, duration.end),
                        [f"{needle} from {span[1]} to {span[2]}"])
    return None


def durations_held(claim: str, anchors: Sequence[Anchor], missing: list[Anchor],
                   texts: Sequence[Sequence[str]],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> list[Anchor]:
    """`missing` without the durations the lines of one group of `texts` span, to the claim's
    unit (`持续了 6 分钟` for an event printed from 03:14:09 to 03:20:09): a duration is read off
    the stamps, not written."""
    held = set()
    for duration, unit, needle in _durations(claim, anchors, missing):
        spans = [_span(needle, group, anchors_of) for group in texts]
        if any(span is not None and abs(span[0] - Decimal(duration.value)) < unit for span in spans):
            held.add(id(duration))
    return [a for a in missing if id(a) not in held]


def _durations(claim: str, anchors: Sequence[Anchor], among: Sequence[Anchor] | None = None
               ) -> Iterator[tuple[Anchor, int, str]]:
    """(the duration, its unit in ms, the needle of its clause's event) of each duration of
    `among` (default: the claim's `anchors`) the claim gives its event (see the module
    docstring)."""
    if "持续" not in claim and "lasted" not in claim.lower():
        return
    events = [a for a in anchors if a.kind in EVENTS]
    for duration in (a for a in (anchors if among is None else among)
                     if a.kind == "number" and a.unit == "ms"):
        lead = claim[max(0, duration.start - _LOOK_BACK):duration.start]
        unit = _UNITS.get(re.sub(r"^[\d.,\s]+", "", duration.raw.strip()).lower())
        if unit is None or not _LASTED.search(lead):
            continue
        start, end = clause_around(claim, duration.start, duration.end)
        sentence = sentence_around(claim, duration.start, duration.end)[0]
        near = [a for a in events if start <= a.start and a.end <= end] or [
            a for a in events if sentence <= a.start and a.end <= start]
        if near:  # the clause's event, else the one of the clause before (`X 出现 E，持续约 8 分钟`)
            yield duration, unit, event_needle(min(near, key=lambda a: abs(a.start - duration.start)))


def _span(needle: str, texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
          ) -> tuple[Decimal, str, str] | None:
    """(ms from the first to the last stamp, the first as written, the last) of the lines of
    `texts` writing `needle`; None when there are none or a line cannot tell."""
    stamped = event_times(needle, texts, anchors_of)
    if not stamped:
        return None
    clocks: list[tuple[Decimal, str]] = []
    for when, raw, _ in stamped:
        ms = _ms(when)
        if ms is None:
            return None
        clocks.append((ms, raw))
    first, last = min(clocks), max(clocks)
    return last[0] - first[0], first[1], last[1]


def _ms(when: str) -> Decimal | None:
    m = _CLOCK.fullmatch(when)
    if m is None:
        return None
    hours, minutes, seconds, fraction = m.groups()
    total = (int(hours) * 60 + int(minutes)) * 60 + int(seconds or 0)
    return Decimal(total) * 1000 + (Decimal(f"0.{fraction}") * 1000 if fraction else 0)
