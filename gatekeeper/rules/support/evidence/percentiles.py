"""A value a claim gives one statistic of a latency that its evidence gives only another.

`payment-svc p95 延迟 5300ms` citing `p50_latency=120ms p99_latency=5300ms`: the value is the
output's and `p95` is a label, so the claim only warned (`p95` found nowhere), while the tail it
describes is another percentile's. A claim's value labelled with a percentile or the average of a
latency (`p95 延迟`, `TP99`, `median latency`, `平均延迟`: `anchors.metric_names`) that no value of
its evidence gives it, while its evidence gives that value (within its rounding) to another of
them (k6's `p(90)=80ms  p(95)=120ms`: `p95 延迟为 80ms`), contradicts it. Unsure says nothing: a
latency named without a statistic (`延迟 5300ms`), a value no other statistic has (then it is
compared as a metric's value found nowhere).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.precision import tolerance
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.patterns import compiled

#: The statistics of a latency that a value may be given to (`p99 latency`, `average latency`).
_STATISTICS = frozenset({"p50 latency", "p90 latency", "p95 latency", "p99 latency", "p999 latency",
                         "average latency", "max latency", "min latency", "error rate"})
#: ... and the same of a load test's last interval (JMeter's `summary +`: no statistic of the run).
_INTERVAL = " of the last interval"


def _statistic(key: str) -> bool:
    return key.removesuffix(_INTERVAL) in _STATISTICS


#: A line's word of a statistic (the cheap test before it is anchored).
_NAMED = compiled(r"(?<![A-Za-z])t?p(?:50|90|95|99|999)(?!\d)|avg|average|mean|median|平均|中位"
                  r"|(?<![A-Za-z])(?:max|min|err)(?![a-z])|最大|最小",
                  re.IGNORECASE)


def percentile_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the value as its evidence labels it]) for the first value of a
    statistic its evidence gives only another statistic (see the module docstring)."""
    mine = [(a, key) for a in anchors if a.kind == "number" and a.metric and a.approx is None
            and (key := metric_key(a.metric)) in _STATISTICS]  # (a claim's: the run's, no interval's)
    if not mine:
        return None
    # only the lines naming a statistic are anchored (a log's other lines are not read)
    given = [(metric_key(b.metric), b) for text in dict.fromkeys(texts) for line in text.split("\n")
             if _NAMED.search(line) for b in anchors_of(line)
             if b.kind == "number" and b.metric and b.approx is None and _statistic(metric_key(b.metric))]
    for anchor, key in mine:
        low, high = tolerance(anchor)
        if any(theirs == key and b.unit == anchor.unit and low <= Decimal(b.value) <= high
               for theirs, b in given):
            continue  # its own value
        others = [f"{b.raw.strip()} for {theirs}" for theirs, b in given
                  if theirs != key and b.unit == anchor.unit and low <= Decimal(b.value) <= high]
        if others:  # shown with its label (`p95 延迟 5300ms`), as a state of its own
            at = claim.lower().rfind(anchor.metric.split()[0], 0, anchor.start)  # type: ignore[union-attr]
            start = at if at >= 0 else anchor.start
            written = claim[start:anchor.end]
            return Anchor("state", written.lower(), written, start, anchor.end), list(dict.fromkeys(others))
    return None
