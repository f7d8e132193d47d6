"""The first (or last) time a claim says its event occurred, against its evidence's times.

`order-svc 在 03:15:40 首次抛出 java.lang.OutOfMemoryError` citing the 03:15:40 line of an output
whose 03:14:09 line prints the same exception: the claim's time is one the output writes the
event at, so nothing contradicted it, but it dates the onset late, and a diagnosis reads cause
and effect off the onset (the deploy at 03:15 "caused" an error that was there before it). The
claim's event is an exception or error code, its time a time of day in the same clause, with a
word of first occurrence tied to it (`首次出现`, `第一次抛出`, `最早`, `first seen`, `first threw`,
`the first OutOfMemoryError`) or of last (`最后一次出现`, `last seen`). The evidence (the cited
outputs, the excerpts when none) contradicts it when a line writing the event is stamped earlier
(later, for the last) at the claim's precision. Unsure says nothing: a line writing the event
with no time, lines of several days against a time of day.

So for an event the claim says stopped (`stopped_after`): `03:16:02 重启后未再出现
OutOfMemoryError`, `No OutOfMemoryError was logged after 03:16:02`, a line writing it stamped
after that time contradicts it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial

from gatekeeper.rules.support.evidence.attributed import EVENTS, event_needle
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.glossary import event_spans, mentions_event, states
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import within

_ZH_VERBS = "出现|抛出|发生|报出?|触发|记录到?|打印|产生|返回|遇到|发现"
_EN_VERBS = ("seen|appeared|appears|occurred|occurs|logged|thrown|threw|raised|reported|hit|"
             "encountered|observed|detected|showed up")
#: A word of first or last occurrence, with the verb of occurring it qualifies if any.
_WHICH = compiled(
    rf"(?P<word>首次|第一次|最早|最先|最后一次|最近一次|最晚)\s*(?:(?:在|于)\s*[\d:：.]*\s*)?"
    rf"(?P<verb>{_ZH_VERBS})?"
    rf"|(?<![A-Za-z])(?P<en>first|earliest|last|latest)(?![A-Za-z])\s*"
    rf"(?:(?:was|were|been)\s+)?(?P<enverb>(?:{_EN_VERBS})(?![A-Za-z]))?", re.IGNORECASE)
#: Between a word of first occurrence without a verb and the event it qualifies.
_BEFORE_EVENT = compiled(r"\s*(?:的|(?:an?|the)\s+)?\s*\Z", re.IGNORECASE)
_FIRST = frozenset({"首次", "第一次", "最早", "最先", "first", "earliest"})


def first_dated(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of first or last occurrence and time, [the line of `texts` (its cited
    outputs, else its excerpts) writing the event before (after) that time]) for the first such
    event; None when there is none."""
    if not _may_order(claim):
        return None
    for event in (a for a in anchors if a.kind in EVENTS):
        start, end = clause_around(claim, event.start, event.end)
        times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value
                 and start <= a.start and a.end <= end]
        which = occurrence(claim, start, end, event.start)
        if len(times) != 1 or which is None:
            continue
        first, word = which
        found = beyond(times[0], first, partial(_writes, event_needle(event)), texts, anchors_of)
        if found is not None:
            words = min(word[0], times[0].start), max(word[1], times[0].end)
            written = claim[words[0]:words[1]].strip()
            return (Anchor("state", written.lower(), written, *words),
                    [f"{event.raw} at {found[0]} ({found[1]!r})"])
    return None


#: A time the claim says its event stopped after: `03:16:02 之后`, `03:16:02 重启后`, `自 03:16 起`.
_ZH_AFTER = compiled(r"\s*(?:[\u4e00-\u9fff]{0,4}?(?:之后|以后|后)|起|以来)")
#: ... and in English, right before the time: `after`, `since`, `after the restart at`.
_EN_AFTER = compiled(r"(?<![A-Za-z])(?:after|since)\s+(?:[A-Za-z\-]+\s+){0,3}?(?:at\s+)?\Z",
                     re.IGNORECASE)
#: The claim's event, not again: anywhere in its sentence (`未再出现`, `no longer`, `never again`).
NOT_AGAIN = compiled(
    r"(?:未再|没有再|没再|不再|再未|再也没有?|再没有?)(?:出现|发生|报出?|抛出|记录|打印|触发)?"
    r"|(?<![A-Za-z])(?:no\s+longer|never\s+again|did\s+not\s+"
    r"recur|didn't\s+recur|not\s+(?:[A-Za-z]+\s+){0,2}?again|stopped|ceased)(?![A-Za-z])",
    re.IGNORECASE)
#: ... or denied right before it (`之后没有出现 X`, `No X was logged after`).
_DENIED_BEFORE = compiled(r"(?:没有|未|没|无)\s*(?:出现|发生|报出?|抛出|记录到?|打印|触发)?\s*(?:过)?\s*"
                          r"|(?<![A-Za-z])(?:no|zero)\s+(?:more\s+|further\s+|new\s+)?", re.IGNORECASE)


def stopped_after(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's time and words of its event stopping, [the line of `texts` writing the
    event after that time]) for the first event a sentence of the claim says did not occur
    again after a time of day (`03:16:02 重启后未再出现 OutOfMemoryError`, `no longer occurred
    after 03:16:02`) that a line of its evidence writes later; None when there is none."""
    events = [(a, partial(_writes, event_needle(a))) for a in anchors if a.kind in EVENTS]
    if mentions_event(claim):  # the glossary's too (`03:14 之后没有再出现超时`), stated either way
        # one of each event a clause names: a claim of 100,000 words may name it as often
        first: dict[tuple[tuple[int, int], str], tuple[int, int]] = {}
        for low, high, key in event_spans(claim):
            first.setdefault((clause_around(claim, low, high), key), (low, high))
        events += [(Anchor("glossary_event", key, claim[low:high], low, high), partial(_states, key))
                   for (_, key), (low, high) in first.items()]
    for event, writes in events:
        start, end = sentence_around(claim, event.start, event.end)
        # the time may open the sentence (`After the restart at 03:16, X no longer occurred`);
        # the words of stopping are the event's clause's (not `GC 告警未再出现，但 X 仍在`)
        low, high = clause_around(claim, event.start, event.end)
        again = NOT_AGAIN.search(claim, low, high)
        stop = again.span() if again else denied_before(claim, low, event)
        after = [(a, span) for a in anchors if a.kind == "timestamp" and "T" in a.value
                 and start <= a.start and a.end <= end and (span := _after(claim, start, a))]
        if stop is None or len(after) != 1:
            continue
        (time, span), = after
        found = beyond(time, False, writes, texts, anchors_of)
        if found is not None:
            words = min(stop[0], span[0]), max(stop[1], span[1])
            written = claim[words[0]:words[1]].strip()
            return (Anchor("state", written.lower(), written, *words),
                    [f"{event.raw} at {found[0]} ({found[1]!r})"])
    return None


def _after(claim: str, start: int, time: Anchor) -> tuple[int, int] | None:
    """Where the words making `time` the start of a period are written with it (`03:16:02 之后`,
    `after the restart at 03:16:02`), if they are."""
    zh = _ZH_AFTER.match(claim, time.end)
    if zh is not None:
        return time.start, zh.end()
    en = _EN_AFTER.search(claim, start, time.start)
    return None if en is None else (en.start(), time.end)


def denied_before(claim: str, start: int, event: Anchor) -> tuple[int, int] | None:
    """Where a negator right before `event` is written (`没有出现 X`, `No X`), if one is."""
    for m in _DENIED_BEFORE.finditer(claim, start, event.start):
        if m.end() == event.start and m.group(0).strip():
            return m.start(), m.end()
    return None


def occurrence(claim: str, start: int, end: int, event: int) -> tuple[bool, tuple[int, int]] | None:
    """(whether first, where its word is) of the claim's words of first or last occurrence in
    `claim[start:end]` qualifying the event at `event`; None when there is none, or both."""
    which = [m for m in _WHICH.finditer(claim, start, end) if _qualifies(claim, m, event)]
    kinds = {(m.group("word") or m.group("en")).lower() in _FIRST for m in which}
    if len(kinds) != 1:
        return None  # none, or `first ... last`: which is meant is not clear
    return kinds.pop(), which[0].span()


def _qualifies(claim: str, m: re.Match[str], event: int) -> bool:
    """Whether `m` is a word of first or last occurrence tied to a verb of occurring, or right
    before the event at `event` (`the first OutOfMemoryError`; not `last Monday`)."""
    if m.group("verb") or m.group("enverb"):
        return True
    return m.end() <= event and _BEFORE_EVENT.match(claim[m.end():event]) is not None


def _may_order(claim: str) -> bool:
    lowered = claim.lower()
    return any(word in lowered for word in ("首次", "第一次", "最早", "最先", "最后一次", "最近一次",
                                            "最晚", "first", "earliest", "last", "latest"))


def beyond(time: Anchor, first: bool, writes: Callable[[str], bool], texts: Sequence[str],
           anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[str, str] | None:
    """(the stamp as written, the line) of the earliest line `writes` accepts before `time` when
    `first` (else the latest after it), times of day compared at the coarser precision; None when
    there is none or a line cannot tell (no time, another day than the others or the claim's)."""
    day, _, mine = time.value.partition("T")
    stamped = stamped_lines(writes, texts, anchors_of, day)
    if not stamped:
        return None

    def past(when: str) -> bool:
        size = min(len(when), len(mine))
        return when[:size] < mine[:size] if first else when[:size] > mine[:size]

    found = [s for s in stamped if past(s[0])]
    if not found:
        return None
    _, raw, line = min(found) if first else max(found)
    return raw, line.strip()


def event_times(needle: str, texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]],
                day: str = "") -> list[tuple[str, str, str]] | None:
    """(the time of day, the stamp as written, the line) of each line of `texts` writing
    `needle`; None when a line writing it has no time, or the lines (and `day`, if any) are of
    several days."""
    return stamped_lines(partial(_writes, needle), texts, anchors_of, day)


def _writes(needle: str, line: str) -> bool:
    return needle in compact(line)


def _states(key: str, line: str) -> bool:
    return mentions_event(line) and states(key, line)


def stamped_lines(writes: Callable[[str], bool], texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]],
                  day: str = "") -> list[tuple[str, str, str]] | None:
    """`event_times` of the lines `writes` accepts."""
    stamped: list[tuple[str, str, str]] = []
    days = {day} if day else set()
    for text in dict.fromkeys(texts):
        for line in text.split("\n"):
            if not line.strip() or not writes(line):
                continue
            stamp = next((a for a in anchors_of(line) if a.kind == "timestamp" and "T" in a.value),
                         None)
            if stamp is None:
                return None  # the event at a time not written
            theirs, _, when = stamp.value.partition("T")
            days.add(theirs)
            stamped.append((when, stamp.raw, line))
    return None if len(days) > 1 else stamped


def lines_in(period: tuple[str, str], writes: Callable[[str], bool], texts: Sequence[str],
             anchors_of: Callable[[str], Sequence[Anchor]]) -> list[tuple[str, str]]:
    """(the stamp as written or "", the line) of the lines of `texts` `writes` accepts in
    `period` (`text.spans.sentence_period`); for a period short of the whole day, none when one
    of them has no time or they are of several days."""
    if period == ("", "~"):
        return [(next((a.raw for a in anchors_of(line) if a.kind == "timestamp"), ""), line)
                for text in dict.fromkeys(texts) for line in text.split("\n")
                if line.strip() and writes(line)]
    return [(raw, line) for when, raw, line in stamped_lines(writes, texts, anchors_of) or []
            if within(when, *period)]
