"""The order a claim puts two events in, against the times its evidence prints them at.

`order-svc 先重启，随后抛出 java.lang.OutOfMemoryError` citing an output whose exception line is
stamped 03:14:09 and its restart line 03:14:30: each event is written in the output, so nothing
was found missing, but the claim turns cause and effect around (the restart "brought" the
error), and a diagnosis is read off that order. The events are the claim's exceptions and error
codes and the ops events of the bilingual glossary (`重启`/`restart`, `超时`/`timeout`,
`发布`/`deploy`...), two of them next to each other in one sentence, put in order by the words
between them or before the first:

* `A 之后 B`, `A 后 B`, `A，随后 B`, `先 A 再 B`, `A 早于 B`, `A before B`, `A, then B`, `A was
  followed by B`, `After A, B`: A first;
* `A 之前 B`, `A 晚于 B`, `A after B`, `Before A, B`: B first.

The lines of the cited outputs (the excerpts when none) writing each event contradict it when
every line of the event said first is stamped later than every line of the other, at the coarser
precision of the two: no pair of them is in the claim's order. When the claim says the second
did not occur again after the first (`重启后未再出现 OutOfMemoryError`, `No timeout after the
deploy`), a line of the second stamped after the last line of the first contradicts it. Unsure
says nothing: a line writing an event with no time, lines of several days, a negated first
event.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from itertools import pairwise
from typing import NamedTuple

from gatekeeper.rules.support.evidence.attributed import EVENTS, event_needle
from gatekeeper.rules.support.evidence.firsts import NOT_AGAIN, denied_before, stamped_lines
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.glossary import event_spans, states
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled


class _Mention(NamedTuple):
    """An event the claim names, and which lines of the evidence write it."""

    anchor: Anchor
    writes: Callable[[str], bool]


#: Words a claim puts two events in order with (the cheap test before anything is read).
_ORDER_WORDS = compiled(r"后|前|先|早于|晚于|迟于|(?<![A-Za-z])(?:before|after|then|follow"
                        r"|preced|prior|subsequently|afterwards?|later|earlier|once)",
                        re.IGNORECASE)
#: Right after the first event: it happened, then the second (`OOM 出现后`, `重启之后`).
_ZH_VERB = r"\s*(?:的|所)?\s*(?:出现|发生|抛出|报出?|触发|记录|完成|执行|结束)?\s*(?:了|完)?\s*"
_ZH_AFTER = compiled(_ZH_VERB + r"(?:之后|以后|过后|后(?![端台]))")
_ZH_BEFORE = compiled(_ZH_VERB + r"(?:之前|以前|前(?![端台]))")
_ZH_EARLIER = compiled(_ZH_VERB + r"(?:的时间)?\s*早于")
_ZH_LATER = compiled(_ZH_VERB + r"(?:的时间)?\s*(?:晚于|迟于)")
#: Anywhere between the two: the second came next (`先重启，随后抛出`).
_SENTENCE_END = compiled(r"[。；;]|\.\s")
_ZH_NEXT = compiled(r"随后|然后|接着|紧接着|继而|后来|此后|其后|之后")
#: `先 A 再 B`: `先` shortly before the first, `再`/`才`/`后`/`又` between them.
_ZH_FIRST = compiled(r"(?<!优)(?:首先|先是?)[^，。；,;]{0,16}\Z")
_ZH_THEN = compiled(r"再|才|又|后(?![端台])")
#: English, the order word right before the second event (a few words between at most).
_EN_GAP = r"\s+(?:(?:the|a|an|its|their|of)\s+|[\w\-.]+\s+){0,3}?\Z"
_EN_FOLLOWED = compiled(r"(?<![A-Za-z])followed\s+by" + _EN_GAP, re.IGNORECASE)
_EN_BEFORE = compiled(r"(?<![A-Za-z])(?:before|prior\s+to|ahead\s+of|earlier\s+than|preceded|"
                      r"preceding)" + _EN_GAP, re.IGNORECASE)
_EN_AFTER = compiled(r"(?<![A-Za-z])(?:after|following|later\s+than|since)" + _EN_GAP,
                     re.IGNORECASE)
_EN_NEXT = compiled(r"(?<![A-Za-z])(?:then|subsequently|afterwards?|later)(?![A-Za-z])",
                    re.IGNORECASE)
#: Before the first event, in its sentence: `After the restart, X`, `Before the OOM, Y`.
_EN_LEAD_AFTER = compiled(r"(?<![A-Za-z])(?:after|following|once)(?![A-Za-z])[^,;]*\Z",
                          re.IGNORECASE)
_EN_LEAD_BEFORE = compiled(r"(?<![A-Za-z])before(?![A-Za-z])[^,;]*\Z", re.IGNORECASE)
#: A negated first event, or a hedge on the order: not a claim of what was observed.
_NOT_OBSERVED = compiled(r"没有|未|没|不|无|可能|或许|也许|如果|若|(?<![A-Za-z])(?:no|not|never|"
                         r"without|may|might|could|if|unless)(?![A-Za-z])", re.IGNORECASE)
#: Between the two events at most (a longer run is not one statement of order).
_MAX_BETWEEN = 40


def order_reversed(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words putting two events in order, [when the evidence's lines write each])
    for the first pair of events the claim orders otherwise than every line of its evidence
    writing them (see the module docstring); None when there is none."""
    if _ORDER_WORDS.search(claim) is None:
        return None
    mentions = _mentions(claim, anchors)
    for first, second in pairwise(mentions):
        start, end = sentence_around(claim, first.anchor.start, first.anchor.end)
        if second.anchor.end > end or second.anchor.start - first.anchor.end > _MAX_BETWEEN:
            continue
        if first.anchor.value == second.anchor.value:
            continue
        order = _order(claim, start, first.anchor, second.anchor)
        if order is None:
            continue
        earlier, later = (first, second) if order else (second, first)
        low, high = clause_around(claim, later.anchor.start, later.anchor.end)
        again = NOT_AGAIN.search(claim, low, high)
        stop = again.span() if again else denied_before(claim, low, later.anchor)
        if stop is None and _NOT_OBSERVED.search(claim, start, end):
            continue  # `no B before A`: not what the evidence's order can contradict
        found = _contradicted(earlier, later, stop is not None, texts, anchors_of)
        if found is not None:
            lead = _lead(claim, start, first.anchor)
            zh_first = _ZH_FIRST.search(claim, start, first.anchor.start)
            at = min([first.anchor.start, *(() if lead is None else (lead[1],)),
                      *(() if zh_first is None else (zh_first.start(),)),
                      *(() if stop is None else (stop[0],))])
            until = second.anchor.end if stop is None else max(second.anchor.end, stop[1])
            written = claim[at:until].strip()
            at = claim.index(written, at)
            return Anchor("state", written.lower(), written, at, at + len(written)), found
    return None


def _mentions(claim: str, anchors: Sequence[Anchor]) -> list[_Mention]:
    """The claim's events in the order it writes them: its exceptions and error codes, and the
    glossary's events outside them."""
    found = []
    for anchor in anchors:
        if anchor.kind in EVENTS:
            needle = event_needle(anchor)
            found.append(_Mention(Anchor("event", needle, anchor.raw, anchor.start, anchor.end),
                                  partial(_writes_needle, needle)))
    for start, end, key in event_spans(claim):
        if any(start < m.anchor.end and m.anchor.start < end for m in found):
            continue
        found.append(_Mention(Anchor("event", key, claim[start:end], start, end),
                              partial(states, key)))
    return sorted(found, key=lambda m: m.anchor.start)


def _writes_needle(needle: str, line: str) -> bool:
    return needle in compact(line)



def _order(claim: str, start: int, first: Anchor, second: Anchor) -> bool | None:
    """True when the claim says `first` came first, False when `second` did, None when it puts
    them in no order (`start`: where their sentence starts)."""
    between = claim[first.end:second.start]
    if _SENTENCE_END.search(between):
        return None
    if _ZH_AFTER.match(between) or _ZH_EARLIER.match(between):
        return True
    if _ZH_BEFORE.match(between) or _ZH_LATER.match(between):
        return False
    for pattern, order in ((_EN_FOLLOWED, True), (_EN_BEFORE, True), (_EN_AFTER, False)):
        if pattern.search(between):
            return order
    if _ZH_NEXT.search(between) or _EN_NEXT.search(between):
        return True
    lead = _lead(claim, start, first)
    if lead is not None:
        return lead[0]
    if _ZH_FIRST.search(claim, start, first.start) and _ZH_THEN.search(between):
        return True
    return None


def _lead(claim: str, start: int, first: Anchor) -> tuple[bool, int] | None:
    """`After A, B` (True), `Before A, B` (False), with where that word is: the word before the
    first event."""
    for pattern, order in ((_EN_LEAD_AFTER, True), (_EN_LEAD_BEFORE, False)):
        found = pattern.search(claim, start, first.start)
        if found is not None:
            return order, found.start()
    return None


def _contradicted(earlier: _Mention, later: _Mention, stopped: bool, texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]) -> list[str] | None:
    """When the lines writing the two events are stamped, if that contradicts `earlier` coming
    first (`stopped`: `later` not occurring after it)."""
    # both events' lines at once: all of one day, or their times of day tell nothing
    both = stamped_lines(lambda line: earlier.writes(line) or later.writes(line), texts,
                         anchors_of)
    before = [s for s in both or () if earlier.writes(s[2])]
    after = [s for s in both or () if later.writes(s[2])]
    if not before or not after:
        return None
    if stopped:
        last, again = max(before), max(after)
        if _later(again[0], last[0]):
            return [_at(earlier, last), _at(later, again)]
        return None
    soonest, latest = min(before), max(after)
    if _later(soonest[0], latest[0]):
        return [_at(later, latest), _at(earlier, soonest)]
    return None


def _later(when: str, than: str) -> bool:
    """Whether time of day `when` is later than `than` at the coarser precision of the two."""
    size = min(len(when), len(than))
    return when[:size] > than[:size]


def _at(event: _Mention, stamped: tuple[str, str, str]) -> str:
    return f"{event.anchor.raw} at {stamped[1]} ({stamped[2].strip()!r})"
