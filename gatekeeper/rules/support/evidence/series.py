"""A change a claim reports the wrong way round: a metric's values in time order.

`order-svc p99 延迟从 5300ms 降至 120ms` citing `10:00:00 [order-svc] p99_latency=120ms` in an
output whose next line is `10:05:00 [order-svc] p99_latency=5300ms`: both values are the
evidence's, their metric is, only the order differs, and it inverts the diagnosis (a regression
reported as a recovery). A claim's change is

* a move from one value to another: `从 5300ms 降至 120ms`, `由 120ms 飙升到 5300ms`, `rose from
  120ms to 5300ms`, `120ms -> 5300ms` (a verb of change is needed but for an arrow: `从 100ms 到
  5000ms 不等` is a range);
* or a move to a value: `升至 99%`, `dropped to 120ms`.

Its evidence is the lines of its excerpts and cited outputs that give the value for a metric and
carry a time (`p99_latency=120ms` on a line stamped `10:00:00`), grouped by the services a line
names; or a line writing the change itself (`p99: 120ms -> 5300ms`). A move from A to B is
reversed when a line writes it from B to A and none from A to B; or when, in every group writing
B, every A is stamped after every B, or every A before every B while its verb moves it the other
way (`从 120ms 降至 5300ms`), or there is no A and the first B came from another value (`35% ->
99%` where order-svc went 40%, 99%: 35% is payment-svc's); a move to B when, in every group
writing B, the value before each B (the group's latest earlier stamp) moved the other way.
Anything unsure says nothing: a value on a line without a time, stamps of different precision,
a value the groups give two metrics, equal values.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.trends import DIRECTION

#: Verbs' characters of a move up or down (`扩容`: scaled out; `回收`, `释放`: memory freed).
_ZH_UP, _ZH_DOWN = "升涨增飙攀扬扩", "降跌减落缩收释"
#: Between `从 A` and `至 B`: a few words with a verb of change (`降`, `飙升`, `回落`, `变为`...).
_ZH_GAP = compiled(r"\s*(?P<verb>[^\d，。；;,!！?？\n]{0,8}?)\s*(?:至|到|为)\s*\Z")
_ZH_FROM = compiled(r"(?:从|由)\s*\Z")
_EN_GAP = compiled(r"\s*(?:up\s+|down\s+|all\s+the\s+way\s+)?to\s*\Z", re.IGNORECASE)
_EN_FROM = compiled(
    rf"(?<![A-Za-z])(?P<verb>{'|'.join(w for w in DIRECTION if w.isascii())}|went|changed|moved|"
    r"jumped|recovered|shot|rebounded)(?:\s+(?:up|down|back))?(?:\s+(?:the\s+)?[a-z][\w\-]*)??"
    r"\s+from\s*\Z", re.IGNORECASE)  # a word between (`shrank the heap from`)
_ARROW = compiled(r"\s*(?:->|→|=>|⟶|➝)\s*\Z")
#: A move to a value without where from: `升至 99%`, `dropped to 120ms`.
_ZH_TO = compiled(rf"(?P<verb>[{_ZH_UP}{_ZH_DOWN}][容放]?)了?\s*(?:至|到)\s*\Z")
#: Not `up to 5000ms` (at most), nor `higher to`.
_TO_VERBS = [w for w in DIRECTION if w.isascii() and w not in ("up", "down", "higher", "lower")]
_EN_TO = compiled(rf"(?<![A-Za-z])(?P<verb>{'|'.join(_TO_VERBS)})\s+to\s*\Z", re.IGNORECASE)
_RANGE_AFTER = compiled(r"\s*(?:不等|之间|以内|范围|左右波动)")
_LOOK_BACK = 24


class Change(NamedTuple):
    written: str  # as the claim writes it
    before: Anchor | None  # A of a move from A to B
    after: Anchor  # B
    direction: str | None  # up / down, the verb's; None when only the order tells


class _Point(NamedTuple):
    time: str  # canonical (one precision per series)
    stamp: str  # as written
    value: Decimal
    raw: str


def claimed_changes(text: str, anchors: Sequence[Anchor]) -> list[Change]:
    """The changes `text` (with its `anchors`) reports (see the module docstring), in the
    order written."""
    if not _may_change(text):
        return []
    numbers = [a for a in anchors if a.kind == "number" and _decimal(a.value) is not None]
    found: list[Change] = []
    for i, after in enumerate(numbers):
        if _RANGE_AFTER.match(text, after.end):
            continue
        before = numbers[i - 1] if i else None
        change = (_from_to(text, before, after) if before is not None else None) or _to(text, after)
        if change is not None:
            found.append(change)
    return found


def carried_metrics(anchors: Sequence[Anchor], changes: Sequence[Change]) -> list[Anchor]:
    """`anchors`, the value a change moves to labelled as the value it moves from (`cpu_usage
    40% -> 99%`: both are cpu_usage's), for a comparison by metric."""
    labelled = {id(c.after): c.after._replace(metric=c.before.metric) for c in changes
                if c.before is not None and c.before.metric and not c.after.metric}
    return [labelled.get(id(a), a) for a in anchors]


def _from_to(text: str, before: Anchor, after: Anchor) -> Change | None:
    gap = text[before.end:after.start]
    offset = max(0, before.start - _LOOK_BACK)
    lead = text[offset:before.start]
    if _ARROW.match(gap):
        return Change(text[before.start:after.end], before, after, None)
    zh = _ZH_GAP.match(gap)
    start = _ZH_FROM.search(lead) if zh is not None else None
    if zh is not None and start is not None:
        direction = _zh_direction(zh.group("verb"))
        if direction is not None or "变" in zh.group("verb"):
            return Change(text[offset + start.start():after.end], before, after, direction)
    en = _EN_FROM.search(lead) if _EN_GAP.match(gap) else None
    if en is not None:
        return Change(text[offset + en.start():after.end], before, after,
                      DIRECTION.get(en.group("verb").lower()))
    return None


def _to(text: str, after: Anchor) -> Change | None:
    lead = text[max(0, after.start - _LOOK_BACK):after.start]
    m = _ZH_TO.search(lead)
    direction = _zh_direction(m.group("verb")) if m else None
    if m is None:
        m = _EN_TO.search(lead)
        direction = DIRECTION.get(m.group("verb").lower()) if m else None
    if m is None or direction is None:
        return None
    start = after.start - len(lead) + m.start()
    return Change(text[start:after.end], None, after, direction)


def _zh_direction(verb: str) -> str | None:
    ups, downs = any(c in _ZH_UP for c in verb), any(c in _ZH_DOWN for c in verb)
    return "up" if ups and not downs else "down" if downs and not ups else None


def moved_from(changes: Sequence[Change]) -> list[tuple[int, int]]:
    """Where the values `changes` move from are written: the claim's earlier values."""
    return [(c.before.start, c.before.end) for c in changes if c.before is not None]


def reversed_change(changes: Sequence[Change], anchors: Sequence[Anchor], texts: Sequence[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[str, list[str]] | None:
    """The first of a claim's `changes` (its `anchors`) that the lines of `texts` (its cited
    outputs, else its excerpts) show the other way round: (the change as written, [what the
    evidence has, in time order]); None when there is none."""
    if not changes:
        return None
    services = {a.value for a in anchors if a.kind == "service"}
    for change in changes:
        found = _written_back(change, texts, anchors_of) or _reversed(change, texts, anchors_of,
                                                                     services)
        if found is not None:
            return change.written, found
    return None


def _written_back(change: Change, texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]) -> list[str] | None:
    """The lines of `texts` writing the change from A to B as one from B to A (`p99: 120ms ->
    5300ms` for `从 5300ms 降至 120ms`), when none writes it from A to B."""
    if change.before is None:
        return None
    needles = {_digits(change.before.raw), _digits(change.after.raw)} - {""}
    back, forth = [], False
    for text in dict.fromkeys(texts):
        for line in text.split("\n"):
            if not all(needle in line for needle in needles):
                continue
            for written in claimed_changes(line, anchors_of(line)):
                if written.before is None:
                    continue
                if same_value(written.before, change.after) and same_value(written.after, change.before):
                    back.append(line.strip())
                forth = forth or (same_value(written.before, change.before)
                                  and same_value(written.after, change.after))
    return None if forth or not back else [repr(line) for line in back[:2]]


def _may_change(text: str) -> bool:
    return any(mark in text for mark in ("至", "到", "为", "->", "→", "=>", "⟶", "➝")) or (
        " to" in text.lower())


def _reversed(change: Change, texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]],
              services: set[str]) -> list[str] | None:
    groups = _series(change, texts, anchors_of, services)
    if not groups:
        return None
    said: list[str] = []
    for points in groups.values():
        told = _against(change, points)
        if told is None:
            return None  # a group that agrees, or cannot tell
        said.append(told)
    return said


def _series(change: Change, texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]],
            services: set[str]) -> dict[frozenset[str], list[_Point]] | None:
    """The points of the metric the evidence writes the claim's value `after` for, by the
    services of their lines: only the groups writing it (and the claim's services when it names
    any); None when a line gives a value of the change at no time, the stamps differ in
    precision or the value is given to two metrics (lines with no time and neither value are
    left out: a header, a summary)."""
    target, unit = change.after, change.after.unit
    wanted = {_decimal(a.value) for a in (change.before, target) if a is not None}
    needles = {_digits(target.raw), _digits(target.value)} - {""}
    metrics: set[str] = set()
    lines = [line for text in dict.fromkeys(texts) for line in dict.fromkeys(text.split("\n"))]
    for line in lines:
        if any(needle in line for needle in needles):
            metrics.update(metric_key(a.metric) for a in anchors_of(line)
                           if same_value(a, target) and a.metric)
    if len(metrics) != 1:
        return None
    (metric,) = metrics
    groups: dict[frozenset[str], list[_Point]] = {}
    precisions: set[str] = set()
    for line in lines:
        line_anchors = anchors_of(line)
        values = [a for a in line_anchors if a.kind == "number" and a.unit == unit and a.metric
                  and metric_key(a.metric) == metric]
        if not values:
            continue
        stamp = next((a for a in line_anchors if a.kind == "timestamp" and a.unit
                      and "T" in a.unit), None)
        if stamp is None:
            if any(_decimal(a.value) in wanted for a in values):
                return None  # the claim's value at an unknown time
            continue
        named = frozenset(a.value for a in line_anchors if a.kind == "service")
        if services and named and services.isdisjoint(named):
            continue
        precisions.add(stamp.unit or "")
        for value in values:
            number = _decimal(value.value)
            if number is not None:
                groups.setdefault(named, []).append(
                    _Point(stamp.value, stamp.raw, number, value.raw.strip()))
    if len(precisions) != 1:
        return None
    moved_to = _decimal(target.value)
    return {named: sorted(set(points)) for named, points in groups.items()  # by time, then all
            if any(p.value == moved_to for p in points)}


def _against(change: Change, points: list[_Point]) -> str | None:
    """What `points` (one group, in time order) say against `change`, or None."""
    after = _decimal(change.after.value)
    at_after = [p for p in points if p.value == after]
    if change.before is not None:
        before = _decimal(change.before.value)
        if before is None or after is None or before == after or (
                change.before.unit != change.after.unit):
            return None
        at_before = [p for p in points if p.value == before]
        if not at_before:  # moved from a value the series never had: what was before B?
            return _before(at_after[0], points, None)
        if max(p.time for p in at_after) < min(p.time for p in at_before):  # B came first
            return (f"{_shown(max(at_after, key=lambda p: p.time))}, "
                    f"then {_shown(min(at_before, key=lambda p: p.time))}")
        moved = "up" if after > before else "down"
        if (change.direction not in (None, moved)
                and max(p.time for p in at_before) < min(p.time for p in at_after)):
            # in the lines' order, but the verb moves it the other way (`从 120ms 降至 5300ms`)
            return (f"{_shown(max(at_before, key=lambda p: p.time))}, "
                    f"then {_shown(min(at_after, key=lambda p: p.time))}")
        return None
    told = [_before(point, points, change.direction) for point in at_after]
    return told[0] if told and None not in told else None


def _before(point: _Point, points: list[_Point], direction: str | None) -> str | None:
    """The series' values at the latest stamp before `point`, then `point`, when they moved
    the other way than `direction` (any move, when None: a claim moving to `point` from a
    value the series does not have); None when nothing is before it or it did not move so."""
    earlier = [p for p in points if p.time < point.time]
    if not earlier:
        return None
    latest = max(p.time for p in earlier)
    previous = [p for p in earlier if p.time == latest]
    moves = {"up" if point.value > p.value else "down" if point.value < p.value else None
             for p in previous}
    if len(moves) != 1 or None in moves or direction in moves:
        return None
    return f"{_shown(previous[0])}, then {_shown(point)}"


def _shown(point: _Point) -> str:
    return f"{point.raw} at {point.stamp}"


def same_value(anchor: Anchor, target: Anchor) -> bool:
    """Whether two numbers are one value in one unit."""
    return (anchor.kind == "number" and anchor.unit == target.unit
            and _decimal(anchor.value) == _decimal(target.value))


def _digits(value: str) -> str:
    return re.sub(r"[^\d.]", "", value).strip(".")


def _decimal(value: str) -> Decimal | None:
    try:
        return Decimal(value)
    except InvalidOperation:
        return None
