"""An ops event a claim dates to a time no line of its evidence has it at.

`order-svc 在 03:10 重启` citing `03:15:02 [kubelet] pod order-svc-7d9f restarted (OOMKilled)`: the
restart is the output's and the time is written nowhere, which only warned (a clock time is a minor
anchor), so the ceiling stayed PASS while the restart moved before the error it followed. The
claim's event is one of the bilingual glossary (`重启`/`restarted`, `发布`/`rolled out`, `回滚`, `超时`...:
gatekeeper.rules.support.text.glossary), stated (not denied), with the one time of day of its
clause, which names no other event (an exception, an error code, another glossary event) and no
metric's value, and is not a period's end. The lines of the cited outputs (the excerpts when none)
stating the event, naming the clause's services or hosts when it names any, contradict it when
there are some, all stamped, of one day, and none at the claim's time (at the coarser precision);
so does one stamped before it (after it) when the claim says the event occurred there first (last:
`首次超时发生在 10:01:18`, `the last timeout was at 10:01:12`). A time bounding an open period (`读超时发生在
03:14:10 之后`, `before 03:14`) is contradicted by such lines all stamped before it (after it), none
at it: the event was out of the period (it passed: the bound is no time a line is at). (Exceptions
and error codes are `attributed.mistimed_event`'s and `firsts.first_dated`'s.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from gatekeeper.rules.support.evidence.attributed import EVENTS, SUBJECTS, measured
from gatekeeper.rules.support.evidence.firsts import beyond, occurrence, stamped_lines
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.stamped_values import same_time
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, with_leading_time
from gatekeeper.rules.support.text.glossary import event_spans, mentions_event, states, text_events
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.spans import open_bound, time_spans


def event_misdated(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's time and event, [when the lines stating the event have it]) for the first
    glossary event the claim dates to a time its evidence does not have it at (see the module
    docstring); None when there is none."""
    if not any(a.kind == "timestamp" and "T" in a.value for a in anchors) or not mentions_event(claim):
        return None
    spans = event_spans(claim)
    ends = {end.start for period in time_spans(claim, anchors) for end in period}
    for begin, end, key in spans:
        low, high = clause_around(claim, begin, end)
        low = with_leading_time(claim, low)  # `At 03:18, payment-svc read timed out`
        if sum(low <= b < high for b, _, _ in spans) > 1 or any(
                low <= a.start < high and (a.kind in EVENTS or measured(a)) for a in anchors):
            continue
        times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value
                 and low <= a.start and a.end <= high]
        if len(times) != 1 or times[0].start in ends or key not in text_events(
                claim[low:high]).all("stated"):
            continue
        subjects = [compact(a.raw) for a in anchors if a.kind in SUBJECTS
                    and low <= a.start and a.end <= high]
        bound = open_bound(claim, times[0])
        found = _not_then(key, times[0].value.partition("T")[2], subjects, texts, anchors_of, bound)
        which = occurrence(claim, low, high, begin) if bound is None else None
        if found is None and which is not None:  # `首次超时发生在 10:01:18`: an earlier one
            first, word = which
            earlier = beyond(times[0], first, partial(_writes, key, subjects), texts, anchors_of)
            if earlier is not None:
                found, begin, end = ([f"{key} at {earlier[0]} ({clipped(earlier[1], 100)!r})"],
                                     min(begin, word[0]), max(end, word[1]))
        if found is not None:
            start, stop = min(begin, times[0].start), max(end, times[0].end)
            written = claim[start:stop].strip()
            return Anchor("state", written.lower(), written, start, stop), found
    return None


def _not_then(key: str, when: str, subjects: Sequence[str], texts: Sequence[str],
              anchors_of: Callable[[str], Sequence[Anchor]], bound: str | None = None) -> list[str] | None:
    """When the lines stating `key` (of `subjects`) have it, if none has it at `when` (nor, for
    an open period's `bound`, "after" or "before" it)."""

    lines = stamped_lines(partial(_writes, key, subjects), texts, anchors_of)
    if not lines or any(same_time(stamp, when) or (bound == "after" and stamp > when)
                        or (bound == "before" and stamp < when) for stamp, _, _ in lines):
        return None
    return [f"{key} at {raw} ({clipped(line.strip(), 100)!r})" for _, raw, line in lines[:2]]


def _writes(key: str, subjects: Sequence[str], line: str) -> bool:
    """Whether `line` states the event `key` of one of `subjects` (any, when there are none)."""
    folded = compact(line)
    return states(key, line) and (not subjects or any(who in folded for who in subjects))
