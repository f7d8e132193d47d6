"""The statistics of a metric's datapoints in the unit their record names (CloudWatch's
`get-metric-statistics`: `{"Average": 92.5, "Maximum": 99.1, "Unit": "Percent"}`).

A datapoint prints its statistics bare and its unit as a word of its own, so a faithful `10:00 时平均
CPU 利用率为 92.5%` named a value found nowhere and failed. In a flat record naming its unit, each
statistic (`Average`, `Maximum`, `Minimum`, `Sum`, a percentile `p99`) is read here in that unit.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

_RECORD = compiled(r"\{[^{}]*\"Unit\"\s*:\s*\"(?P<unit>[A-Za-z/]+)\"[^{}]*\}")
_STATISTIC = compiled(r"\"(?:Average|Maximum|Minimum|Sum|p\d{1,2}(?:\.\d+)?)\"\s*:\s*(?=\d)")
#: CloudWatch's unit -> (the anchors' unit, the factor to it).
_UNITS = {"Percent": ("%", Decimal(1)), "Milliseconds": ("ms", Decimal(1)), "Seconds": ("ms", Decimal(1000)),
          "Microseconds": ("ms", Decimal("0.001")), "Bytes": ("bytes", Decimal(1)),
          "Kilobytes": ("bytes", Decimal(1024)), "Megabytes": ("bytes", Decimal(1024**2)),
          "Gigabytes": ("bytes", Decimal(1024**3))}


def metric_unit_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each statistic of a record naming its unit in that unit."""
    read = {stat.end(): _UNITS[record["unit"]] for record in _RECORD.finditer(folded)
            if record["unit"] in _UNITS for stat in _STATISTIC.finditer(folded, record.start(), record.end())}
    if not read:
        return anchors
    return [anchor._replace(value=decimal_str(Decimal(anchor.value) * read[anchor.start][1]),
                            unit=read[anchor.start][0])
            if anchor.kind == "number" and anchor.unit is None and anchor.start in read else anchor
            for anchor in anchors]
