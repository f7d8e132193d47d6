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
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.anchorset import tolerance
from gatekeeper.rules.support.evidence.attributed import SUBJECTS, measured
from gatekeeper.rules.support.evidence.firsts import lines_in
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
#: A limit, not a reading: `最大堆内存 4GB`, `CPU 阈值最高 90%`, `max_connections`.
_LIMIT = compiled(r"堆|阈值|上限|下限|限制|配置|设置|(?<![A-Za-z])(?:heap|xmx|limit|threshold|"
                  r"configured|capacity|quota)(?![A-Za-z])|max_|_max", re.IGNORECASE)
#: The metrics a peak or a low is read of (a pool's or connections' maximum is its limit).
_READINGS = ("usage", "latency", "error rate", "qps", "gc pause")


def extreme_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's extreme and value, [a line's value beyond it]) for the first peak or low of
    a metric its evidence contradicts (see the module docstring); None when there is none."""
    if _HIGH.search(claim) is None and _LOW.search(claim) is None:
        return None
    for value in anchors:
        if value.kind != "number" or value.unit in (None, "th"):
            continue
        low, high = clause_around(claim, value.start, value.end)
        word = _extreme_before(claim, low, value.start)
        if word is None or _LIMIT.search(claim, low, high) or _two_values(value, anchors, low, high):
            continue
        named = {metric for _, metric in named_metrics(claim, low, high)}
        if len(named) != 1 or not any(reading in next(iter(named)) for reading in _READINGS):
            continue
        start, end = sentence_around(claim, value.start, value.end)
        period = sentence_period(claim, anchors, start, end)
        if period is None:
            continue
        subjects = ([compact(a.raw) for a in anchors if a.kind in SUBJECTS and start <= a.start
                     and a.end <= end] or [compact(a.raw) for a in anchors if a.kind in SUBJECTS])
        beyond = _beyond(value, next(iter(named)), word.re is _LOW, subjects, period, texts,
                         anchors_of)
        if beyond:
            written = claim[word.start():value.end].strip()
            return Anchor("state", written.lower(), written, word.start(), value.end), beyond
    return None


def _extreme_before(claim: str, low: int, at: int) -> re.Match[str] | None:
    """The last word of an extreme between the clause's start and the value."""
    found = [*_HIGH.finditer(claim, low, at), *_LOW.finditer(claim, low, at)]
    return max(found, key=lambda m: m.start(), default=None)


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
        return []  # whose peak, the claim does not say
    found = [(Decimal(a.value), a.raw.strip(), raw, line) for raw, line in lines
             for a in given(line)
             if (Decimal(a.value) < floor if lowest else Decimal(a.value) > ceiling)]
    found.sort(key=lambda item: item[0], reverse=not lowest)
    return [f"{metric} {shown}" + (f" at {raw}" if raw else "") + f" ({clipped(line.strip(), 100)!r})"
            for _, shown, raw, line in found[:1]]


def _services(line: str, anchors_of: Callable[[str], Sequence[Anchor]]) -> frozenset[str]:
    return frozenset(a.value for a in anchors_of(line) if a.kind in SUBJECTS)

