"""The latencies fio's report prints, in milliseconds.

      clat (usec): min=112, max=48210, avg=323.51, stdev=201.33
      clat percentiles (usec):
       |  1.00th=[  143],  5.00th=[  165], ..., 99.00th=[ 1123], 99.50th=[ 1500],

A latency's unit is its line's head's (`(usec)`), so each value printed bare: a faithful `读完成延迟平均
0.32 ms` named a value found nowhere, and `读延迟 p99 为 1123 usec` a percentile no value was
named (`99.00th` is no `p99`: the claim's `p99` warned). Each is read here in milliseconds, a
percentile named as a claim's is (`p99 latency`: `anchors.metric_names`), a statistic by its
kind and name (`clat avg`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

_LATENCY = compiled(r"^[ \t]*(?P<kind>slat|clat|lat) \((?P<unit>nsec|usec|msec)\):(?P<stats>.*)$",
                    re.MULTILINE)
_STAT = compiled(r"(?P<name>min|max|avg|stdev)=\s*(?P<value>\d[\d.]*k?)")
_PERCENTILES = compiled(r"^[ \t]*(?P<kind>clat|lat) percentiles \((?P<unit>nsec|usec|msec)\):[ \t]*\n"
                        r"(?P<rows>(?:[ \t]*\|.*(?:\n|$))+)", re.MULTILINE)
_PERCENTILE = compiled(r"(?P<share>\d+\.\d+)th=\[\s*(?P<value>\d+)")
_IN_MS = {"nsec": Decimal("0.000001"), "usec": Decimal("0.001"), "msec": Decimal(1)}


def fio_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each latency of fio's report in milliseconds, named (see the module docstring)."""
    named: dict[int, tuple[str, Decimal]] = {}
    for name, _, unit, at in fio_latencies(folded):
        stat = name.partition(" ")[2]
        if stat.startswith("p"):  # a percentile, named as a claim's is (`p99 latency`)
            share = Decimal(stat[1:])
            name = f"p{share.normalize():f}".replace(".", "") + " latency" if share != 100 else "max latency"
        named[at] = (name, _IN_MS[unit])
    if not named:
        return anchors
    return [anchor._replace(value=decimal_str(Decimal(anchor.value) * named[anchor.start][1]), unit="ms",
                            metric=named[anchor.start][0])
            if anchor.kind == "number" and anchor.unit is None and anchor.start in named else anchor
            for anchor in anchors]


def fio_latencies(text: str, start: int = 0, end: int | None = None) -> Iterator[tuple[str, str, str, int]]:
    """(name, value as printed, its unit, where it starts) of each latency of `text[start:end]`:
    a latency line's statistics (`clat avg`), a percentile (`clat p99.00`); what a direction's
    values are read from too (evidence/fio_results.py)."""
    end = len(text) if end is None else end
    for line in _LATENCY.finditer(text, start, end):
        yield from ((f"{line['kind']} {stat['name']}", stat["value"], line["unit"], stat.start("value"))
                    for stat in _STAT.finditer(text, line.start("stats"), line.end("stats")))
    for block in _PERCENTILES.finditer(text, start, end):
        yield from ((f"{block['kind']} p{cell['share']}", cell["value"], block["unit"], cell.start("value"))
                    for cell in _PERCENTILE.finditer(text, block.start("rows"), block.end("rows")))
