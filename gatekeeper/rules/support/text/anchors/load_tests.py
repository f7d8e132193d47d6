"""The statistics a load test reports (wrk, ApacheBench), each value with its unit and name.

      Thread Stats   Avg      Stdev     Max   +/- Stdev            wrk
        Latency    45.23ms   12.11ms 312.45ms   78.12%
        Req/Sec   553.21     88.40   790.00     70.25%
      Latency Distribution                                          wrk --latency
         99%  120.50ms
    Time per request:       61.725 [ms] (mean)                      ab
    Percentage of the requests served within a certain time (ms)
      99%    350
     100%   1203 (longest request)

A row's label named its first value only (`Latency 45.23ms`: the average), so a faithful `最大延迟
为 312.45ms` was contradicted by it, and ab's percentiles print no unit: a faithful `P99 延迟
350ms` named a value found nowhere, and was contradicted by the only value in milliseconds (`Time
taken for tests`). Each value is read here with its unit and the statistic it is (`average
latency`, `max latency`, `p99 latency`, as a claim's are named: `anchors.metric_names`); the
others by names no claim's label is (`latency stdev`, `per-thread req/sec max`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

#: The words one of the reports prints (the cheap test before its lines are read).
PRINTED = ("Thread Stats", "Latency Distribution", "served within a certain time", "Time per request:")

_WRK_HEADER = compiled(r"[ \t]*Thread Stats[ \t]+Avg[ \t]+Stdev[ \t]+Max[ \t]+\+/- Stdev[ \t]*")
_WRK_ROW = compiled(r"[ \t]*(Latency|Req/Sec)[ \t]")
_WRK_NAMES = {"Latency": ("average latency", "latency stdev", "max latency", "latency within stdev"),
              "Req/Sec": ("per-thread req/sec avg", "per-thread req/sec stdev", "per-thread req/sec max",
                          "per-thread req/sec within stdev")}
#: The head of a table of percentiles: wrk's (each value with its unit), ab's (in milliseconds).
_PERCENTILES_HEAD = compiled(r"[ \t]*Latency Distribution[ \t]*|"
                             r"Percentage of the requests served within a certain time \(ms\)[ \t]*")
_PERCENTILE = compiled(r"[ \t]*(\d{2,3}(?:\.\d+)?)%[ \t]+(?=\d)")
#: ab's mean time of a request, and the same divided by its concurrency.
_AB_MEAN = compiled(r"Time per request:[ \t]+(?=\d)")
_AB_ACROSS = "(mean, across all concurrent requests)"
_MINUTE_MS = Decimal(60000)
#: A claim's share of requests served within a time (`95% 的请求在 120ms 内完成`, `99% of requests
#: were served within 350 ms`): the time is that percentile of the latency, as ab prints it.
_SERVED = compiled(r"(\d{2,3}(?:\.\d+)?)\s*%\s*(?:的\s*)?请求\s*(?:都|均)?\s*(?:在|于)\s*\Z"
                   r"|(\d{2,3}(?:\.\d+)?)\s*%\s+of\s+(?:the\s+|all\s+)?requests?\s+(?:(?:were|are|was|is)\s+)?"
                   r"(?:served|completed|finished|answered|handled)\s+(?:with)?in\s*\Z", re.IGNORECASE)
#: The words of one (the cheap test before its numbers are read).
SERVED_WORDS = ("请求", "requests")


def load_test_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each value of a load test's statistics named (see the module docstring), in
    milliseconds where the report prints none (ab's) or minutes (wrk's `2.00m`)."""
    named = {start: (name, timed) for start, name, timed in _named(folded)}
    if not named:
        return anchors
    found = []
    for anchor in anchors:
        name, timed = named.get(anchor.start, ("", False)) if anchor.kind == "number" else ("", False)
        if not name:
            found.append(anchor)
        elif timed and anchor.unit in (None, "m?"):  # ab's bare milliseconds, wrk's minutes
            value = Decimal(anchor.value) * (_MINUTE_MS if anchor.unit else 1)
            found.append(anchor._replace(value=decimal_str(value), metric=name, unit="ms"))
        else:
            found.append(anchor._replace(metric=name))
    return found


def _named(text: str) -> Iterator[tuple[int, str, bool]]:
    """(where a value starts, the statistic it is, whether it is a time) for each of the reports'
    values in `text`."""
    at = 0
    table = ""  # the table the line is in: "wrk", "percentiles" or none
    for line in text.split("\n"):
        if _WRK_HEADER.fullmatch(line):
            table = "wrk"
        elif _PERCENTILES_HEAD.fullmatch(line):
            table = "percentiles"
        elif table == "wrk" and (row := _WRK_ROW.match(line)) is not None:
            yield from _row(line, at, row.end(), _WRK_NAMES[row.group(1)], row.group(1) == "Latency")
        elif table == "percentiles" and (cell := _PERCENTILE.match(line)) is not None:
            share = cell.group(1).replace(".", "")
            yield at + cell.end(), "max latency" if share == "100" else f"p{share} latency", True
        else:
            table = ""
            mean = _AB_MEAN.match(line)
            if mean is not None:  # the mean over all, or per concurrent request
                across = line.rstrip().endswith(_AB_ACROSS)
                name = "request time across concurrency" if across else "average latency"
                yield at + mean.end(), name, True
        at += len(line) + 1


def _row(line: str, at: int, start: int, names: tuple[str, ...], timed: bool
         ) -> Iterator[tuple[int, str, bool]]:
    """(where each of a wrk row's cells starts, its name), when the row has one cell per name."""
    cells, position = [], start
    for cell in line[start:].split():
        position = line.index(cell, position)
        cells.append(at + position)
        position += len(cell)
    if len(cells) == len(names):
        yield from ((cell, name, timed) for cell, name in zip(cells, names, strict=True))


def served_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with a time a share of requests was served within named the share's percentile
    of the latency (`95% 的请求在 120ms 内完成`: `p95 latency`), as its upper bound (`99% of requests
    within 400 ms` holds for a `p99` of 350)."""
    found = []
    for anchor in anchors:
        served = _SERVED.search(folded, max(0, anchor.start - 60), anchor.start) \
            if anchor.kind == "number" and anchor.unit == "ms" else None
        share = None if served is None else (served.group(1) or served.group(2)).replace(".", "")
        found.append(anchor if share is None else anchor._replace(  # within it: a bound, not equal
            metric=f"p{share} latency", approx=anchor.approx or "<"))
    return found
