"""A metric's peak (or low) a claim gives, while a cited line gives the metric beyond it.

`order-svc 的 CPU 使用率峰值为 62%` citing a metrics output whose order-svc samples are 62%, 85%
and 40%: value, metric and service are all the output's, so nothing was missing or
contradicted, but the claim halves the spike the incident is about. A claim's extreme is a word
of one (`峰值`, `最高`, `最大`, `peak`, `max`, `highest`; `最低`, `最小`, `lowest`, `min`) before a
value in its clause, of the one metric of the glossary the clause names (`CPU 使用率`, `p99
latency`, `最大响应时间`; gatekeeper.rules.support.text.anchors.metric_names). The lines of the
cited outputs (the excerpts when none) giving that metric in the value's unit (a latency: also
an access log's unlabelled duration, `POST /api/orders 503 3001ms`), naming the
sentence's service or host (the claim's when the sentence names none), contradict it when one
gives a value beyond the claim's precision (`约 60%` allows 10%) above a peak or below a low.
A period or a time the sentence writes (`03:14 至 03:16 期间`, `10:01 之后`, `在 03:20`) keeps the
lines stamped in it. Unsure says nothing: a limit rather than a reading (`最大堆内存`, `阈值`,
`max_connections`), two metrics or two values in the clause, a point the sentence puts the
extreme before or after that is not a time (`重启前的峰值`), lines of several services when the
claim names none, or, for a period, lines without a time or of several days.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from typing import NamedTuple

from gatekeeper.rules.support.evidence.attributed import SUBJECTS, measured
from gatekeeper.rules.support.evidence.firsts import lines_in
from gatekeeper.rules.support.evidence.precision import tolerance
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key, named_metrics
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import sentence_period

_HIGH = compiled(r"峰值|最高|最大|高峰|(?<![A-Za-z])(?:peak(?:ed|s|ing)?|max(?:imum)?|highest)"
                 r"(?![A-Za-z])", re.IGNORECASE)
_LOW = compiled(r"最低|最小|谷值|(?<![A-Za-z])(?:min(?:imum)?|lowest)(?![A-Za-z])", re.IGNORECASE)
_AVERAGE = compiled(r"平均|均值|(?<![A-Za-z])(?:averag(?:e[sd]?|ing)|avg|mean)(?![A-Za-z])",
                    re.IGNORECASE)
#: A limit, not a reading: `最大堆内存 4GB`, `CPU 阈值最高 90%`, `max_connections`.
_LIMIT = compiled(r"堆|阈值|上限|下限|限制|配置|设置|(?<![A-Za-z])(?:heap|xmx|limit|threshold|"
                  r"configured|capacity|quota)(?![A-Za-z])|max_|_max", re.IGNORECASE)
#: The metrics a peak or a low is read of (a pool's or connections' maximum is its limit).
_READINGS = ("usage", "latency", "error rate", "qps", "gc pause")
#: A metric of the glossary that is an extreme of the samples of another (`最大响应时间`).
_SAMPLED = {"max latency": "latency"}


def extreme_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's extreme and value, [a line's value beyond it]) for the first peak or low of
    a metric its evidence contradicts (see the module docstring); None when there is none."""
    if _HIGH.search(claim) is None and _LOW.search(claim) is None:
        return None
    for value, word, metric, subjects, period in _summaries(claim, anchors):
        if word.re is _AVERAGE:
            continue
        beyond = _beyond(value, metric, word.re is _LOW, subjects, period, texts, anchors_of)
        if beyond:
            return _written(claim, word, value), beyond
    return None


def average_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's average and value, [the lines' average]) for the first average of a metric
    its evidence's samples contradict: two samples or more, none of a line that gives its own
    summary (`avg=`, `max=`), whose mean is beyond the claim's precision and
    `AVERAGE_MARGIN` of it (`平均 CPU 使用率为 40%` for samples 40%, 90%, 95%: a sample given
    as the average)."""
    if _AVERAGE.search(claim) is None:
        return None
    for value, word, metric, subjects, period in _summaries(claim, anchors):
        if word.re is not _AVERAGE:
            continue
        # an average latency is that of the requests' (or samples') latencies
        sampled = "latency" if metric == "average latency" else metric
        given = samples(value, sampled, subjects, period, texts, anchors_of)
        floor, ceiling = tolerance(value)
        stated = [sample for sample in given if sample.summary is _AVERAGE]
        if stated:  # the evidence gives its own average (`平均 CPU 使用率 79%`): that one
            if any(floor <= sample.value <= ceiling for sample in stated):
                continue
            return _written(claim, word, value), [f"{sampled} average {stated[0]}"]
        given = [sample for sample in given if sample.summary is None]
        if len(given) < 2:
            continue
        mean = sum((sample.value for sample in given), Decimal(0)) / len(given)
        if mean_allows(value, [sample.value for sample in given]):
            continue
        shown = ", ".join(sample.shown for sample in given[:4]) + (", ..." if len(given) > 4 else "")
        unit = "" if value.unit is None else value.unit
        return _written(claim, word, value), [
            f"{sampled} averages {mean.quantize(Decimal('0.01')).normalize():f}{unit} over "
            f"{len(given)} lines ({shown})"]
    return None


def mean_allows(value: Anchor, values: Sequence[Decimal]) -> bool:
    """Whether the claim's average `value` is the mean of `values`, within its precision and
    `AVERAGE_MARGIN` of it (a weighted or rounded average stays within it)."""
    floor, ceiling = tolerance(value)
    mean = sum(values, Decimal(0)) / len(values)
    margin = abs(mean) * AVERAGE_MARGIN
    return floor - margin <= mean <= ceiling + margin


#: How far a claimed average may be from its samples' mean beyond its precision: a weighted or
#: rounded average stays within it, a sample given as the average does not.
AVERAGE_MARGIN = Decimal("0.05")


def _summaries(claim: str, anchors: Sequence[Anchor]
               ) -> Iterator[tuple[Anchor, re.Match[str], str, list[str], tuple[str, str]]]:
    """(the value, the word summarising a metric's samples before it, the metric, the subjects
    the sentence names (the claim's when none), the period it keeps lines to) for each value of
    a reading the claim gives its peak, low or average."""
    for value in anchors:
        if value.kind != "number" or value.unit in (None, "th"):
            continue
        low, high = clause_around(claim, value.start, value.end)
        word = _summary_before(claim, low, value.start)
        if word is None or _LIMIT.search(claim, low, high) or _two_values(value, anchors, low, high):
            continue
        named = {_SAMPLED.get(metric, metric) for _, metric in named_metrics(claim, low, high)}
        if len(named) != 1 or not any(reading in next(iter(named)) for reading in _READINGS):
            continue
        start, end = sentence_around(claim, value.start, value.end)
        period = sentence_period(claim, anchors, start, end)
        if period is None:
            continue
        subjects = ([compact(a.raw) for a in anchors if a.kind in SUBJECTS and start <= a.start
                     and a.end <= end] or [compact(a.raw) for a in anchors if a.kind in SUBJECTS])
        yield value, word, next(iter(named)), subjects, period


def _written(claim: str, word: re.Match[str], value: Anchor) -> Anchor:
    written = claim[word.start():value.end].strip()
    return Anchor("state", written.lower(), written, word.start(), value.end)


def _summary_before(claim: str, low: int, at: int) -> re.Match[str] | None:
    """The last word of a peak, low or average between the clause's start and the value; None
    when the clause writes an average and an extreme both (`平均峰值`: which is unsure)."""
    found = [m for pattern in (_HIGH, _LOW, _AVERAGE) for m in pattern.finditer(claim, low, at)]
    if len({m.re is _AVERAGE for m in found}) > 1:
        return None
    return max(found, key=lambda m: m.start(), default=None)


def average_stated(claim: str, value: Anchor, anchors: Sequence[Anchor]) -> bool:
    """Whether the claim gives `value` as an average and one of the evidence's `anchors` is
    that average, labelled as one (`avg=79%`, `mean_cpu 79%`): the samples beside it give the
    metric other values, which do not contradict it."""
    low, _ = clause_around(claim, value.start, value.end)
    if value.kind != "number" or not averaged(claim, low, value.start):
        return False
    floor, ceiling = tolerance(value)
    return any(a.kind == "number" and a.unit == value.unit and a.metric
               and _AVERAGE.match(a.metric) and floor <= Decimal(a.value) <= ceiling
               for a in anchors)


def averaged(claim: str, low: int, at: int) -> bool:
    """Whether the claim gives the value at `at` as an average (a word of one since `low`, its
    clause's start): no reading of one row or sample."""
    return _AVERAGE.search(claim, low, at) is not None


def _summarised_by(line: str, at: int) -> re.Pattern[str] | None:
    """The kind of summary (`_HIGH`, `_LOW`, `_AVERAGE`) a word of one right before the value
    at `at` makes it (`avg=79%`, `平均 CPU 使用率 79%`, `max 95%`): none past another value."""
    before = line[max(0, at - _SUMMARY_REACH):at]
    found = [m for pattern in (_HIGH, _LOW, _AVERAGE) for m in pattern.finditer(before)
             if not any(char.isdigit() for char in before[m.end():])]
    return max(found, key=lambda m: m.start()).re if found else None


#: How far before a value a word of a summary gives it (`avg_p99_latency_ms=`).
_SUMMARY_REACH = 24


def _two_values(value: Anchor, anchors: Sequence[Anchor], low: int, high: int) -> bool:
    """Whether the clause writes another value with a unit (`峰值从 62% 升至 85%`)."""
    return any(a is not value and a.kind == "number" and a.unit not in (None, "th")
               and low <= a.start and a.end <= high for a in anchors)


def _beyond(value: Anchor, metric: str, lowest: bool, subjects: Sequence[str],
            period: tuple[str, str], texts: Sequence[str],
            anchors_of: Callable[[str], Sequence[Anchor]]) -> list[str]:
    """What a line of `texts` gives `metric` beyond the claim's `value`: [`metric value at
    stamp ('line')`], the farthest first."""
    floor, ceiling = tolerance(value)
    found = [sample for sample in samples(value, metric, subjects, period, texts, anchors_of)
             if (sample.value < floor if lowest else sample.value > ceiling)]
    found.sort(key=lambda sample: sample.value, reverse=not lowest)
    return [f"{metric} {sample}" for sample in found[:1]]


class Sample(NamedTuple):
    """One value a line gives a metric: the value, as written, the line's stamp as written."""

    value: Decimal
    shown: str
    stamp: str
    line: str
    #: the word of a peak, low or average the line gives the value with (`avg=79%`), if any
    summary: re.Pattern[str] | None = None

    def __str__(self) -> str:
        return (f"{self.shown}" + (f" at {self.stamp}" if self.stamp else "")
                + f" ({clipped(self.line.strip(), 100)!r})")


def samples(value: Anchor, metric: str, subjects: Sequence[str], period: tuple[str, str],
            texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]) -> list[Sample]:
    """The values the lines of `texts` in `period` naming one of `subjects` (any when none)
    give `metric` in `value`'s unit, in the lines' order; none when no subject is named and the
    lines are of several services (whose, the claim does not say)."""

    def given(line: str) -> list[Anchor]:
        found = anchors_of(line)
        labelled = [a for a in found if measured(a) and a.unit == value.unit
                    and metric_key(a.metric or "") == metric]
        if labelled or metric != "latency" or not any(a.kind == "http_status" for a in found):
            return labelled
        # an access log's request line: its duration, which no label names, is its latency
        # (`POST /api/orders 503 3001ms`)
        return [a for a in found if a.kind == "number" and a.unit == "ms" == value.unit
                and not a.metric]

    def writes(line: str) -> bool:
        folded = compact(line)
        return bool(given(line)) and (not subjects or any(who in folded for who in subjects))

    lines = lines_in(period, writes, texts, anchors_of)
    if not subjects and len({_services(line, anchors_of) for _, line in lines}) > 1:
        return []
    return [Sample(Decimal(a.value), a.raw.strip(), raw, line, _summarised_by(line, a.start))
            for raw, line in lines for a in given(line)]


def _services(line: str, anchors_of: Callable[[str], Sequence[Anchor]]) -> frozenset[str]:
    return frozenset(a.value for a in anchors_of(line) if a.kind in SUBJECTS)

