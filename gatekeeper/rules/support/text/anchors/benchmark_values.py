"""The values `redis-benchmark` prints, each named: its latencies in milliseconds.

    ====== GET ======
      100000 requests completed in 0.95 seconds
    ...
      throughput summary: 105263.16 requests per second
      latency summary (msec):
              avg       min       p50       p95       p99       max
            0.262     0.080     0.239     0.415     0.655     1.287

The values print no unit (the head's `msec` is theirs) and no name on their line: a faithful
`GET 的 p99 延迟为 0.655 毫秒` named a value found nowhere and was contradicted by the only
durations, `completed in 0.95 seconds` (REJECT). Each is read here in milliseconds, named by its
column (`p99 latency`, `average latency`: `anchors.metric_names`). A label is read across a line's
end (`Name:` over its value), so the requests completed were the `SET` of the line above and the
throughput a `summary`'s (`SET 达到 98039.22 requests per second` was contradicted by `set
100000`): they are named `requests completed` and `qps` (an older release prints the throughput
alone on its line: `65789.47 requests per second`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.patterns import compiled

#: The head, the columns' names, the values: three lines in a row.
_SUMMARY = compiled(r"^[ \t]*latency summary \(msec\):[ \t]*\n(?P<names>[ \t]*[a-z0-9]+(?:[ \t]+[a-z0-9]+)*)"
                    r"[ \t]*\n(?P<values>[ \t]*\d+\.\d+(?:[ \t]+\d+\.\d+)*)[ \t]*$", re.MULTILINE)
_CELL = compiled(r"\S+")
_METRICS = {"avg": "average latency", "min": "min latency", "max": "max latency"}
#: The requests a section completed, its throughput.
_TOTALS = compiled(r"^[ \t]*(?:(?P<completed>\d+) requests completed in |(?:throughput summary:[ \t]+)?"
                   r"(?P<rate>\d+(?:\.\d+)?) requests per second)", re.MULTILINE)


def benchmark_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each latency summary's values in milliseconds, named by their column, and
    each section's requests completed and throughput named."""
    named = {total.start(group): name for total in _TOTALS.finditer(folded)
             for group, name in (("completed", "requests completed"), ("rate", "qps")) if total.group(group)}
    timed: set[int] = set()
    for cells in latency_summaries(folded):
        named.update((value.start(), _METRICS.get(name, f"{name} latency")) for name, value in cells)
        timed.update(value.start() for _, value in cells)
    if not named:
        return anchors
    return [anchor._replace(unit="ms" if anchor.start in timed else None, metric=named[anchor.start])
            if anchor.kind == "number" and anchor.unit is None and anchor.start in named else anchor
            for anchor in anchors]


def latency_summaries(text: str, start: int = 0, end: int | None = None
                      ) -> Iterator[list[tuple[str, re.Match[str]]]]:
    """(column's name, value) of each latency summary of `text[start:end]` whose names and values
    are as many: what a command's statistics are read from too (evidence/benchmark_commands.py)."""
    for summary in _SUMMARY.finditer(text, start, len(text) if end is None else end):
        names = _CELL.findall(summary["names"])
        values = list(_CELL.finditer(text, summary.start("values"), summary.end("values")))
        if len(names) == len(values):
            yield list(zip(names, values, strict=True))
