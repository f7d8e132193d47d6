"""A change a claim computes from two values: `从 1200 降到 300，下降了 75%`, `延迟从 120ms 升至
5300ms，增加了约 44 倍`, `错误率从 2% 升到 7%，上升了 5 个百分点`, `a 75% drop`.

The change is written nowhere (no tool prints `75%` for `qps: 1200 -> 300`), so a faithful one
failed as a value found nowhere, and a miscomputed one failed alike, no worse. A change is a
number right after a word of rising or falling (`下降了`, `增幅为`, `increased by`, `a drop of`)
or right before one (`75% lower`, `44x increase`), in percent, in times (`倍`, `x`, `times`,
`-fold`) or in percentage points (`个百分点`, `percentage points`, `pp`). It is held when two
values of one unit give it within its written precision (`约`: within 10%): two neighbours of
the claim's own sentence (values its evidence holds) or of a quoted line, joined as a change
(`120ms -> 5300ms`, `从 1200 降到 300`, `rose from 2% to 7%`; not a range, `从 1 到 5`, `from 3
to 5`). Percent is (b - a) / a; times b / a or (b - a) / a (`增加了 44 倍` is said of either),
the larger over the smaller when falling; points b - a of two percentages. A word's direction
must be the pair's. The claim's own pair, both printed by a cited line, giving another change
contradicts it (REJECT); a change no pair gives stays missing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal, InvalidOperation
from itertools import pairwise

from gatekeeper.rules.support.evidence.anchorset import tolerance
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.trends import DIRECTION

_NOUNS = {"增幅": "up", "涨幅": "up", "升幅": "up", "降幅": "down", "跌幅": "down",
          "increase": "up", "rise": "up", "growth": "up", "jump": "up", "gain": "up",
          "decrease": "down", "drop": "down", "decline": "down", "reduction": "down", "fall": "down"}
_WORDS = {**DIRECTION, **_NOUNS}
_FILLER = r"(?:\s*(?:了|约|近|大约|by|about|around|nearly|roughly|approximately|some|of))*"
#: A word of change, then the change (`下降了 75%`, `增幅为 75%`: `为` and `达` after a noun only,
#: `上升为 95%` is a level)
_NOUN_WORDS, _ALL_WORDS = ("|".join(sorted(words, key=len, reverse=True)) for words in (_NOUNS, _WORDS))
_BEFORE = compiled(rf"(?:(?<![A-Za-z])|(?=[^\x00-\x7f]))(?:(?P<noun>{_NOUN_WORDS})\s*(?:为|达到?|是)"
                   rf"|(?P<word>{_ALL_WORDS})){_FILLER}\s*\Z", re.IGNORECASE)
_AFTER = compiled(r"\s*(?P<word>increase|rise|growth|jump|gain|decrease|drop|decline|reduction|fall"
                  r"|higher|lower)(?![A-Za-z])", re.IGNORECASE)
_TIMES = compiled(r"\s*(?:times|-?fold)(?![A-Za-z])", re.IGNORECASE)
_POINTS = compiled(r"\s*(?:个百分点|百分点|percentage[ -]points?|pp|ppts?)(?![A-Za-z])", re.IGNORECASE)
#: What joins two values as a change (see `_pairs`), and a cheap test for a line of one.
_ARROW = compiled(r"\s*(?:-+>|→|=>|⇒)\s*")
_MOVED_TO = compiled(r"\s*[，,]?\s*(?:(?:上升|下降|增加|减少|增长|降低|提高|提升|攀升|飙升|回落|下滑"
                     r"|上涨|下跌)了?|[升降涨跌增减]|暴涨|暴跌|骤降)\s*(?:到|至)\s*")
_TO = compiled(r"\s*to\s*", re.IGNORECASE)
_MOVED_FROM = compiled(r"(?<![A-Za-z])(?:rose|rise[sn]?|rising|fell|fall(?:s|en|ing)?|increas(?:ed|es|ing)"
                       r"|decreas(?:ed|es|ing)|dropp(?:ed|ing)|drops?|declin(?:ed|es|ing)|climb(?:ed|s|ing)"
                       r"|gr(?:ew|own|ows|owing)|jump(?:ed|s)?|surg(?:ed|es)|went(?:\s+(?:up|down))?"
                       r"|(?:up|down))\s+from\s*\Z", re.IGNORECASE)
_JOINED = compiled(r"-+>|→|=>|⇒|到|至|(?<![A-Za-z])to(?![A-Za-z])", re.IGNORECASE)
_SENTENCE = compiled(r"[。；;!！?？\n]|\.(?:\s|$)")
_HUNDRED = Decimal(100)


def changes_held(text: str, anchors: Sequence[Anchor], missing: list[Anchor],
                 excerpts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                 ) -> list[Anchor]:
    """`missing` without the changes the claim's own held values, or a quoted line's, give."""
    changes = [(a, kind, way) for a in missing if (found := _change(text, a)) for kind, way in [found]]
    if not changes:
        return missing
    held = set()
    lines = [line for excerpt in excerpts for line in excerpt.split("\n") if _JOINED.search(line)]
    for anchor, kind, way in changes:
        pairs = [*_pairs(text, _sentence_values(text, anchors, anchor, missing)),
                 *(pair for line in lines for pair in _pairs(line, _numbers(anchors_of(line))))]
        if any(_gives(pair, anchor, kind, way) for pair in pairs):
            held.add(id(anchor))
    return [a for a in missing if id(a) not in held]


def change_miscomputed(text: str, mine: Sequence[Anchor], cited: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's change, [its pair and what they give]) for a change its own sentence's two
    values, both printed by a cited line, give otherwise; None when unsure."""
    for anchor in mine:
        found = _change(text, anchor)
        if found is None:
            continue
        kind, way = found
        pairs = list(_pairs(text, _sentence_values(text, mine, anchor, ())))
        if not pairs or any(_gives(pair, anchor, kind, way) for pair in pairs):
            continue
        printed = {(a.value, a.unit) for source in cited for line in source.split("\n")
                   for a in _numbers(anchors_of(line))}
        for first, second in pairs:
            if {(first.value, first.unit), (second.value, second.unit)} <= printed:
                given = _given(first, second, kind)
                if given:
                    return anchor, [f"{first.raw.strip()} → {second.raw.strip()}: {given}"]
    return None


def _change(text: str, anchor: Anchor) -> tuple[str, str | None] | None:
    """(`%`, `times` or `points`, its direction or None) for a number written as a change."""
    if anchor.kind != "number":
        return None
    end = anchor.end
    if anchor.unit in ("%", "倍", "x:x"):
        kind = "%" if anchor.unit == "%" else "times"
    elif anchor.unit in (None, "x:pp", "x:ppt") and _POINTS.match(text, end):
        kind, end = "points", _POINTS.match(text, end).end()  # type: ignore[union-attr]
    elif anchor.unit is None and _TIMES.match(text, end):
        kind, end = "times", _TIMES.match(text, end).end()  # type: ignore[union-attr]
    else:
        return None
    before = _BEFORE.search(text, max(0, anchor.start - 24), anchor.start)
    after = _AFTER.match(text, end)
    word = (before.group("noun") or before.group("word")) if before else \
        after.group("word") if after else None
    if word is None:
        return None
    return kind, _WORDS.get(word.lower(), {"higher": "up", "lower": "down"}.get(word.lower()))


def _sentence_values(text: str, anchors: Sequence[Anchor], change: Anchor,
                     missing: Sequence[Anchor]) -> list[Anchor]:
    """The numbers of the change's sentence, the change and the missing ones left out."""
    start = max((m.end() for m in _SENTENCE.finditer(text, 0, change.start)), default=0)
    stop = _SENTENCE.search(text, change.end)
    end = stop.start() if stop else len(text)
    left = {id(a) for a in missing}
    return [a for a in _numbers(anchors) if start <= a.start < end and a is not change
            and id(a) not in left and _change(text, a) is None]


def _numbers(anchors: Sequence[Anchor]) -> list[Anchor]:
    return [a for a in anchors if a.kind == "number" and a.approx is None]


def _pairs(text: str, values: Sequence[Anchor]) -> Iterator[tuple[Anchor, Anchor]]:
    """Each two neighbouring values of one unit the text joins as a change: an arrow
    (`120ms -> 5300ms`), a word of moving to (`从 1200 降到 300`), `from ... to` after a word of
    moving (`rose from 2% to 7%`); not a range (`从 1 到 5`, `between 3 and 5`, `from 3 to 5`)."""
    for first, second in pairwise(values):
        if first.unit != second.unit or first.value == second.value:
            continue
        between = text[first.end:second.start]
        if _ARROW.fullmatch(between) or _MOVED_TO.fullmatch(between) or (
                _TO.fullmatch(between) and _MOVED_FROM.search(text, max(0, first.start - 40), first.start)):
            yield first, second


def _gives(pair: tuple[Anchor, Anchor], change: Anchor, kind: str, way: str | None) -> bool:
    first, second = _decimal(pair[0]), _decimal(pair[1])
    if not first or second is None or (way is not None and way != ("up" if second > first else "down")):
        return False
    low, high = tolerance(change)
    return any(low <= value <= high for value in _values(first, second, kind, pair[0].unit))


def _values(first: Decimal, second: Decimal, kind: str, unit: str | None) -> list[Decimal]:
    if kind == "%":
        return [abs(second - first) / abs(first) * _HUNDRED]
    if kind == "points":
        return [abs(second - first)] if unit == "%" else []
    ratio = max(first, second) / min(first, second) if min(first, second) > 0 else Decimal(0)
    return [ratio, ratio - 1] if ratio else []


def _given(first: Anchor, second: Anchor, kind: str) -> str:
    one, two = _decimal(first), _decimal(second)
    values = _values(one, two, kind, first.unit) if one and two is not None else []
    shown = {"%": "{:.1f}%", "times": "{:.1f}x", "points": "{:.1f} points"}[kind]
    return ", ".join(shown.format(value) for value in values)


def _decimal(anchor: Anchor) -> Decimal | None:
    try:
        return Decimal(anchor.value)
    except InvalidOperation:
        return None
