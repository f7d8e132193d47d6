"""The statistics a load test reports (wrk, ApacheBench), each value with its unit and name.

      Thread Stats   Avg      Stdev     Max   +/- Stdev            wrk
        Latency    45.23ms   12.11ms 312.45ms   78.12%
        Req/Sec   553.21     88.40   790.00     70.25%
      Latency Distribution                                          wrk --latency
         99%  120.50ms
      Slowest:	1.2345 secs                                         hey
      99% in 0.3210 secs
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

from collections.abc import Iterator

from gatekeeper.rules.support.text.anchors.header_rows import cell_starts
from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import named_at
from gatekeeper.rules.support.text.patterns import compiled

_WRK_HEADER = compiled(r"[ \t]*Thread Stats[ \t]+Avg[ \t]+Stdev[ \t]+Max[ \t]+\+/- Stdev[ \t]*")
_WRK_ROW = compiled(r"[ \t]*(Latency|Req/Sec)[ \t]")
_WRK_NAMES = {"Latency": ("average latency", "latency stdev", "max latency", "latency within stdev"),
              "Req/Sec": ("per-thread req/sec avg", "per-thread req/sec stdev", "per-thread req/sec max",
                          "per-thread req/sec within stdev")}
#: The head of a table of percentiles: wrk's (each value with its unit), ab's (in milliseconds).
_PERCENTILES_HEAD = compiled(r"[ \t]*Latency [Dd]istribution:?[ \t]*|"
                             r"Percentage of the requests served within a certain time \(ms\)[ \t]*")
_PERCENTILE = compiled(r"[ \t]*(\d{2,3}(?:\.\d+)?)%[ \t]+(?:in[ \t]+)?(?=\d)")  # hey's `99% in 0.3210 secs`
#: hey's summary of its requests' times.
_HEY_TIME = compiled(r"[ \t]*(Slowest|Fastest|Average):[ \t]+(?=\d)")
_HEY_NAMES = {"Slowest": "max latency", "Fastest": "min latency", "Average": "average latency"}
#: ab's mean time of a request, and the same divided by its concurrency.
_AB_MEAN = compiled(r"Time per request:[ \t]+(?=\d)")
_AB_ACROSS = "(mean, across all concurrent requests)"
#: wrk's totals: `Requests/sec:   2456.78`, `  Socket errors: connect 0, read 12, write 0, timeout 37`.
_WRK_RATE = compiled(r"[ \t]*Requests/sec:[ \t]+(?=\d)")  # (hey's too, indented)
_WRK_SOCKET = compiled(r"[ \t]*Socket errors:(?: (connect|read|write|timeout) \d+,?){4}[ \t]*")
_SOCKET_COUNT = compiled(r"(connect|read|write|timeout) (?=\d)")
_SOCKET_NAMES = {"connect": "socket connect errors", "read": "socket read errors",
                 "write": "socket write errors", "timeout": "timeouts"}


def load_test_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each value of a load test's statistics named (see the module docstring), in
    milliseconds where the report prints none (ab's) or minutes (wrk's `2.00m`)."""
    return named_at(anchors, {start: (name, timed) for start, name, timed in _named(folded)})


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
        elif (rate := _WRK_RATE.match(line)) is not None:
            yield at + rate.end(), "qps", False
        elif (time := _HEY_TIME.match(line)) is not None:
            yield at + time.end(), _HEY_NAMES[time.group(1)], True
        elif _WRK_SOCKET.fullmatch(line):
            yield from ((at + m.end(), _SOCKET_NAMES[m.group(1)], False)
                        for m in _SOCKET_COUNT.finditer(line))
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
    cells = cell_starts(line[start:], at + start)
    if len(cells) == len(names):
        yield from ((cell, name, timed) for (cell, _), name in zip(cells, names, strict=True))
