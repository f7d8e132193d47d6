"""The statistics `vegeta report` prints, each named, and its counts of responses by status.

    Requests      [total, rate, throughput]         10000, 200.02, 196.95
    Latencies     [min, mean, 50, 90, 95, 99, max]  1.2ms, 45.6ms, 40.1ms, 81.2ms, 99.9ms, 321.0ms, 1.23s
    Success       [ratio]                           98.47%
    Status Codes  [code:count]                      200:9847  503:153

A line names its values in brackets before them, so none was named where it stands: `平均延迟为
40.1ms` (the median) passed, a faithful `p99 延迟为 321.0ms` named a value no percentile was (it
warned), and a count after its status (`503:153`) was no number at all (`有 153 个 503 响应` failed).
Each value is named here by its bracket's name (`average latency`, `p99 latency`, `throughput`:
`anchors.metric_names`), each status and its count read as numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gatekeeper.rules.support.text.anchors.model import Anchor, replacing
from gatekeeper.rules.support.text.patterns import compiled

_LINE = compiled(r"^(?P<label>Requests|Latencies|Success)[ \t]+\[(?P<names>[^\]\n]+)\][ \t]+(?P<values>.+)$",
                 re.MULTILINE)
_CELL = compiled(r"[^,\s][^,]*")
_CODES = compiled(r"^Status Codes[ \t]+\[code:count\][ \t]+(?P<pairs>.+)$", re.MULTILINE)
_COUNT = compiled(r"(?P<code>\d{1,3}):(?P<n>\d+)")
_LATENCIES = {"min": "min latency", "mean": "average latency", "max": "max latency"}
_REQUESTS = {"total": "requests total", "rate": "request rate", "throughput": "throughput"}


def vegeta_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each value of the report named and each count of a status read (see the
    module docstring)."""
    named: dict[int, str] = {}
    for line in _LINE.finditer(folded):
        names = [name.strip() for name in line["names"].split(",")]
        cells = list(_CELL.finditer(folded, line.start("values"), line.end("values")))
        if len(names) == len(cells):
            named.update((cell.start(), _name(line["label"], name))
                         for name, cell in zip(names, cells, strict=True))
    counts = [anchor for m in status_pairs(folded)
              for anchor in (Anchor("number", m["code"], m["code"], *m.span("code")),
                             Anchor("number", m["n"], m["n"], *m.span("n"), metric=f"{m['code']} responses"))]
    if not named and not counts:
        return anchors
    renamed = [anchor._replace(metric=named[anchor.start])
               if anchor.kind == "number" and anchor.start in named else anchor for anchor in anchors]
    return replacing(renamed, counts)


def status_pairs(text: str) -> Iterator[re.Match[str]]:
    """Each `code:count` pair of the report's `Status Codes` lines (its `code` and `n`): what a
    load test's tally of statuses reads too (evidence/status_tallies.py)."""
    for line in _CODES.finditer(text):
        yield from _COUNT.finditer(text, line.start("pairs"), line.end())


def _name(label: str, name: str) -> str:
    """A bracket's name as a claim's metric is named (`p99 latency`, `average latency`)."""
    if label == "Latencies":
        return _LATENCIES.get(name, f"p{name} latency")
    return _REQUESTS.get(name, name) if label == "Requests" else "success rate"
