"""A statistic a claim gives a metric's datapoint that the datapoint (or, with no time named, every
datapoint) gives otherwise: CloudWatch's `get-metric-statistics`.

    {"Datapoints": [
        {"Timestamp": "2026-12-07T10:00:00Z", "Average": 92.5, "Maximum": 99.1, "Unit": "Percent"},
        {"Timestamp": "2026-12-07T10:05:00Z", "Average": 45.2, "Maximum": 60.3, "Unit": "Percent"}]}

Once the statistics are read in their unit (text/anchors/metric_units.py), each is a value of the
output: `10:00 时平均 CPU 利用率为 45.2%` (the 10:05 average) and `最大 CPU 利用率为 92.5%` (an
average) passed. A clause writing one value with a statistic's word (`平均`, `average`; `最大`,
`峰值`, `max`, `peak`; `最小`, `min`; `总`, `sum`) gives it that statistic of the datapoint whose
time it names (to the minute), or of some datapoint when it names none: another value than the
datapoint's (than every datapoint's), rounded as written, contradicts it. Unsure says nothing:
two statistics, values or times in a clause, a bound, a change, an approximation, a time no
datapoint has.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

_RECORD = compiled(r"\{[^{}]*\"Timestamp\"[^{}]*\"Unit\"[^{}]*\}|\{[^{}]*\"Unit\"[^{}]*\"Timestamp\"[^{}]*\}")
_SAID = compiled(r"(?<![A-Za-z0-9_.:])(?P<n>\d+(?:\.\d+)?)(?![\d.:])\s*(?:%|ms|毫秒|(?![A-Za-z0-9_.]))")
_STATISTICS = (("Average", compiled(r"平均|均值|(?<![A-Za-z])(?i:average|avg|mean)(?![A-Za-z])")),
               ("Maximum", compiled(r"最大|最高|峰值|(?<![A-Za-z])(?i:max(?:imum)?|peak)(?![A-Za-z])")),
               ("Minimum", compiled(r"最小|最低|(?<![A-Za-z])(?i:min(?:imum)?)(?![A-Za-z])")),
               ("Sum", compiled(r"总和|总计|合计|(?<![A-Za-z])(?i:sum|total)(?![A-Za-z])")))
_MINUTE = compiled(r"T(\d{2}:\d{2})")

#: A datapoint: its time to the minute (`10:00`), its statistics.
Datapoint = tuple[str, tuple[tuple[str, Decimal], ...]]


@lru_cache(maxsize=64)
def datapoints(text: str) -> tuple[Datapoint, ...]:
    """The text's datapoints: flat records with a `Timestamp`, a `Unit` and statistics."""
    found = []
    for record in _RECORD.finditer(text):
        try:
            parsed = json.loads(record.group())
        except ValueError:
            continue
        minute = _MINUTE.search(str(parsed.get("Timestamp", "")))
        stats = tuple((name, Decimal(str(parsed[name]))) for name, _ in _STATISTICS
                      if isinstance(parsed.get(name), (int, float)))
        if minute is not None and stats:
            found.append((minute.group(1), stats))
    return tuple(found)


def datapoint_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the datapoints']) for the first statistic the claim gives a
    datapoint otherwise (see the module docstring)."""
    del anchors_of  # the records are read as printed
    points = sole_reading(texts, ('"Timestamp"',), datapoints)
    if not points:
        return None
    times = [a for a in anchors if a.kind == "timestamp" and _MINUTE.search(a.value)]
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        stats = [name for name, words in _STATISTICS if words.search(claim, low, high)]
        named = {m.group(1) for a in times if low <= a.start < high for m in [_MINUTE.search(a.value)] if m}
        if len(stats) != 1 or len(named) > 1:
            continue
        read = [(minute, dict(values)[stats[0]]) for minute, values in points
                if stats[0] in dict(values) and (not named or minute in named)]
        if read and not any(rounded_to(value, said["n"]) for _, value in read):
            return said_number(claim, said), [
                ", ".join(f"{stats[0]} {value.normalize():f} at {minute}" for minute, value in read)]
    return None
