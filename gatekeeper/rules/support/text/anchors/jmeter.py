"""The statistics JMeter's summariser prints, each value with its unit and name.

    summary +   1234 in 00:00:30 =   41.1/s Avg:    45 Min:     2 Max:  1234 Err:    12 (0.97%) Active: 50
    summary =  12345 in 00:05:00 =   41.2/s Avg:    47 Min:     2 Max:  2345 Err:   120 (0.97%)

Its times print no unit (milliseconds) and the next one's name follows each (`45 Min`: read as 45
minutes), and its errors' count was read as an error code (`Err: 12`), so a faithful `平均响应时间
为 47 ms` named a value found nowhere and was contradicted. Each value of a line is read here as
the statistic it is (`average latency`, `max latency`, `errors`, `qps`, `requests`), in
milliseconds for a time; the last interval's (`summary +`) as the interval's, no run's.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

_LINE = compiled(r"summary (?P<sign>[+=])[ \t]+(?P<requests>\d+) in [\d:]+ =[ \t]+(?P<qps>\d+(?:\.\d+)?)/s"
                 r"[ \t]+Avg:[ \t]+(?P<avg>\d+)[ \t]+Min:[ \t]+(?P<min>\d+)[ \t]+Max:[ \t]+(?P<max>\d+)"
                 r"[ \t]+Err:[ \t]+(?P<errors>\d+)[ \t]+\((?P<rate>\d+(?:\.\d+)?%)\)")
#: group -> (the statistic, its unit)
_NAMES = {"requests": ("requests", None), "qps": ("qps", None), "avg": ("average latency", "ms"),
          "min": ("min latency", "ms"), "max": ("max latency", "ms"), "errors": ("errors", None),
          "rate": ("error rate", "%")}


def jmeter_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with the summariser's values named (see the module docstring)."""
    read = [Anchor("number", decimal_str(Decimal(line[group].rstrip("%"))), line[group], *line.span(group),
                   metric=name if line["sign"] == "=" else f"{name} of the last interval", unit=unit)
            for line in _LINE.finditer(folded) for group, (name, unit) in _NAMES.items()]
    if not read:
        return anchors
    spans = [(a.start, a.end) for a in read]
    kept = [a for a in anchors if not any(start < a.end and a.start < end for start, end in spans)]
    return sorted([*kept, *read], key=lambda a: (a.start, a.end))
