"""Two entities a claim compares on a metric the other way round from their evidence.

`order-svc 的 p99 延迟高于 payment-svc` citing a metrics output whose order-svc lines give 120ms
and payment-svc's 850ms: both services and the metric are the output's and the claim writes no
value, so nothing was missing or contradicted, but the slow service is the other one. A
comparison is a word of one between two entities of one kind (services or hosts, paths, codes,
pods; gatekeeper.rules.support.evidence.rows.entity_kind) in one clause naming one metric of
the glossary (`高于`, `低于`, `A 比 B 高`, `higher than`, `lower than`, `exceeds`; `slower` and
`faster` for a latency). The lines of the cited outputs (the excerpts when none) naming one of
the two and not the other give each its readings of the metric; the claim is contradicted when,
in a unit both are given in, every reading of the one it puts higher is below every reading of
the other. Unsure says nothing: a value after the word (`高于 90%`: a bound; `2 倍`), readings
that overlap or tie, an entity no line gives the metric.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.anchorset import metric_matches
from gatekeeper.rules.support.evidence.attributed import measured
from gatekeeper.rules.support.evidence.rows import entities_in, entity_kind, lines_of, name_pattern
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key, named_metrics
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

_HIGHER = compiled(r"高于|大于|多于|超过|超出|(?<![A-Za-z])(?:(?:higher|greater|more|larger)"
                   r"\s+than|exceed(?:s|ed)?)(?![A-Za-z])", re.IGNORECASE)
_LOWER = compiled(r"低于|小于|少于|不及|(?<![A-Za-z])(?:(?:lower|less|smaller|fewer)\s+than)"
                  r"(?![A-Za-z])", re.IGNORECASE)
#: For a latency only: slower is higher.
_SLOWER = compiled(r"(?<![A-Za-z])slower\s+than(?![A-Za-z])", re.IGNORECASE)
_FASTER = compiled(r"(?<![A-Za-z])faster\s+than(?![A-Za-z])", re.IGNORECASE)
#: `A 比 B 高`: the word after the second entity (and its metric) says which is higher.
_THAN_ZH = compiled(r"比")
_HIGHER_ZH = compiled(r"(?:更|还|要)?(?:高|大|多)")
_LOWER_ZH = compiled(r"(?:更|还|要)?(?:低|小|少)")
_SLOWER_ZH = compiled(r"(?:更|还|要)?慢")
_FASTER_ZH = compiled(r"(?:更|还|要)?快")
#: A negator right before the word: the claim says no order (`不高于`, `is not higher than`; not
#: `is now`).
NEGATED = compiled(r"(?:不是|并非|不|没有|并未|未|(?<![A-Za-z])(?:not|no)(?![A-Za-z])|n't)"
                   r"\s*(?:the\s+|\w+\s+)?$", re.IGNORECASE)
#: What may stand between the word and the second entity (`higher than that of payment-svc`).
_BETWEEN = compiled(r"\s*(?:(?:that|those)\s+of\s+|the\s+)?")


def comparison_reversed(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's comparison, [the two entities' readings]) for the first comparison of two
    entities its evidence reverses (see the module docstring); None when there is none."""
    for higher, lower, start, end in comparisons(claim, anchors):
        metric = _metric(claim, start, end)
        if metric is None:
            continue
        tops, bottoms = (_readings(entity, other, metric, texts, anchors_of)
                         for entity, other in ((higher, lower), (lower, higher)))
        for unit in tops.keys() & bottoms.keys():
            if max(value for value, _ in tops[unit]) < min(value for value, _ in bottoms[unit]):
                written = claim[start:end]
                return Anchor("state", written.lower(), written, start, end), [
                    f"{metric} {_shown(tops[unit])} for {higher.raw}, "
                    f"{_shown(bottoms[unit])} for {lower.raw}"]
    return None


def superlative_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the entity beyond its own]) for the first entity a claim says is
    the highest (lowest) on a metric while another's reading goes beyond all of its own (`最慢的
    span 是 inventory-api`, `payment-svc 的 CPU 使用率最高`, `the slowest endpoint was /api/pay`):
    one entity in the clause, which writes no value with a unit (a peak's value is `extremes`')."""
    for word in _SUPERLATIVE.finditer(claim):
        low, high = clause_around(claim, word.start(), word.end())
        entities = entities_in(claim, anchors, low, high)
        if len(entities) != 1 or NEGATED.search(claim, max(low, word.start() - 8), word.start()) or any(
                a.kind == "number" and a.unit and low <= a.start < high for a in anchors):
            continue
        (entity, kind), = entities
        up = word.lastgroup == "up"
        named = {metric for _, metric in named_metrics(claim, low, high)}
        metrics = named if named else set(_SPEEDS) if _SPEED.search(word.group()) else set()
        if len(named) > 1 or not metrics:
            continue
        best = _best_of_each(kind, metrics, up, texts, anchors_of)
        mine = best.get(entity.raw.lower())
        if mine is None:
            continue
        beyond = [(other, reading) for other, reading in best.items() if reading[0] == mine[0]
                  and (reading[1] > mine[1] if up else reading[1] < mine[1])]
        if beyond:
            other, (_, _, shown, metric) = max(beyond, key=lambda item: item[1][1] if up else -item[1][1])
            start, end = min(entity.start, word.start()), max(entity.end, word.end())
            written = claim[start:end]
            return Anchor("state", written.lower(), written, start, end), [
                f"{metric} {shown} for {other}, {mine[2]} at most for {entity.raw}"
                if up else f"{metric} {shown} for {other}, {mine[2]} at least for {entity.raw}"]
    return None


#: A word of the highest or lowest among entities (`最慢`, `耗时最长`, `slowest`, `highest`).
_SUPERLATIVE = compiled(r"(?P<up>最慢|最高|最大|最多|耗时最长|最长|(?<![A-Za-z])(?:slowest|highest|"
                        r"largest|most|busiest|longest)(?![A-Za-z]))|(?P<down>最快|最低|最小|最少|最短|"
                        r"(?<![A-Za-z])(?:fastest|lowest|smallest|least|shortest)(?![A-Za-z]))",
                        re.IGNORECASE)
_SPEED = compiled(r"慢|快|长|短|slow|fast|long|short", re.IGNORECASE)
#: The metrics a word of speed (`最慢`, `slowest`) ranks by, when the clause names none.
_SPEEDS = ("latency", "duration", "p99 latency", "p95 latency", "p90 latency", "p50 latency",
           "average latency")


def _best_of_each(kind: str, metrics: set[str], up: bool, texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]
                  ) -> dict[str, tuple[str | None, Decimal, str, str]]:
    """entity (lower-cased) -> (unit, its highest (lowest) reading, as written, the metric) over
    the lines naming one entity of `kind` and giving one of `metrics` (a unit of the first)."""
    best: dict[str, tuple[str | None, Decimal, str, str]] = {}
    unit: str | None = None
    for line in lines_of(texts):
        found = anchors_of(line)
        named = {a.raw.lower() for a in found if entity_kind(a) == kind}
        if len(named) != 1:
            continue
        for a in found:
            metric = metric_key(a.metric or "")
            if not measured(a) or metric not in metrics or (unit is not None and a.unit != unit):
                continue
            unit, value, (who,) = a.unit, Decimal(a.value), named
            held = best.get(who)
            if held is None or (value > held[1] if up else value < held[1]):
                best[who] = (a.unit, value, a.raw.strip(), metric)
    return best


def comparisons(claim: str, anchors: Sequence[Anchor]) -> list[tuple[Anchor, Anchor, int, int]]:
    """(the entity put higher, the one put lower, where the comparison starts and ends) per
    comparison of two entities of one kind the claim writes."""
    found = []
    latency = "延迟" in claim or "latency" in claim.lower() or "响应时间" in claim
    words = [(_HIGHER, True), (_LOWER, False)] + ([(_SLOWER, True), (_FASTER, False)] if latency else [])
    for pattern, up in words:
        for m in pattern.finditer(claim):
            if NEGATED.search(claim, max(0, m.start() - 8), m.start()):
                continue  # `不高于`, `not higher than`: no order said
            low, high = clause_around(claim, m.start(), m.end())
            entities = entities_in(claim, anchors, low, high)
            before = [item for item in entities if item[0].end <= m.start()]
            after = _BETWEEN.match(claim, m.end())
            second = next((item for item in entities if after and item[0].start == after.end()), None)
            if before and second and before[-1][1] == second[1] and not _same(before[-1][0], second[0]):
                first = before[-1][0]
                pair = (first, second[0]) if up else (second[0], first)
                found.append((*pair, first.start, second[0].end))
    for m in _THAN_ZH.finditer(claim):
        low, high = clause_around(claim, m.start(), m.end())
        entities = entities_in(claim, anchors, low, high)
        before = [item for item in entities if item[0].end <= m.start()]
        second = next((item for item in entities if item[0].start >= m.end()), None)
        if not before or second is None or before[-1][1] != second[1] or _same(before[-1][0], second[0]):
            continue
        if claim[m.end():second[0].start].strip():
            continue  # `比` right before the second entity only
        rest = claim[second[0].end:high]
        if NEGATED.search(claim, max(0, m.start() - 8), m.start()) or "不" in rest[:4]:
            continue
        words_zh = [(_HIGHER_ZH, True), (_LOWER_ZH, False)] + (
            [(_SLOWER_ZH, True), (_FASTER_ZH, False)] if latency else [])
        for pattern, up in words_zh:
            said = pattern.search(rest)
            if said and not any(char.isdigit() for char in rest[:said.end()]):
                first = before[-1][0]
                pair = (first, second[0]) if up else (second[0], first)
                found.append((*pair, first.start, second[0].end + said.end()))
                break
    return found


def _same(one: Anchor, other: Anchor) -> bool:
    return one.raw.lower() == other.raw.lower()


def _metric(claim: str, start: int, end: int) -> str | None:
    """The one metric the comparison's clause names."""
    low, high = clause_around(claim, start, end)
    named = {metric for _, metric in named_metrics(claim, low, high)}
    return named.pop() if len(named) == 1 else None


def _readings(entity: Anchor, other: Anchor, metric: str, texts: Sequence[str],
              anchors_of: Callable[[str], Sequence[Anchor]]
              ) -> dict[str | None, list[tuple[Decimal, str]]]:
    """unit -> [(value, what the line writes)] of `metric` on the lines naming `entity` and
    not `other`."""
    mine, theirs = name_pattern(entity), name_pattern(other)
    found: dict[str | None, list[tuple[Decimal, str]]] = {}
    for line in lines_of(texts):
        if entity.raw.lower() not in line.lower() or not mine.search(line) or theirs.search(line):
            continue
        for a in anchors_of(line):
            if measured(a) and metric_matches(metric_key(a.metric or ""), metric):
                found.setdefault(a.unit, []).append((Decimal(a.value), a.raw.strip()))
    return found


def _shown(readings: list[tuple[Decimal, str]]) -> str:
    """The readings as written, lowest first (up to three, then `...`)."""
    written = list(dict.fromkeys(raw for _, raw in sorted(readings)))
    return ", ".join(written[:3]) + (", ..." if len(written) > 3 else "")
