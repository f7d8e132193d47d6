"""The statistics sysbench reports, each value with its unit and name.

    transactions:                        12345  (411.23 per sec.)
    queries:                             246900 (8224.56 per sec.)
    Latency (ms):
             min:                                    2.10
             avg:                                   24.31
             95th percentile:                       45.79

The latencies print no unit (their section's `(ms)` gives it), so a faithful `p95 延迟为 45.79 ms`
named a value found nowhere and was contradicted by the only value in seconds (`total time`);
and a rate is labelled by nothing of its own, so `TPS 为 8224.56` (the queries') was the output's.
Each is read here: a latency in milliseconds as the statistic it is (`average latency`, `p95
latency`), a rate as `tps` or `qps` (`anchors.metric_names`).
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import named_at
from gatekeeper.rules.support.text.patterns import compiled

_LATENCIES = compiled(r"^Latency \(ms\):[ \t]*\n"
                      r"(?P<lines>(?:[ \t]+[\w ]+:[ \t]+\d[\d.]*[ \t]*(?:\n|\Z))+)", re.MULTILINE)
_LATENCY = compiled(r"^[ \t]+(?P<name>min|avg|max|(?P<p>\d{2,3})th percentile|sum):[ \t]+(?=\d)",
                    re.MULTILINE)
_NAMES = {"min": "min latency", "avg": "average latency", "max": "max latency", "sum": "latency sum"}
_RATE = compiled(r"^[ \t]+(?P<name>transactions|queries):[ \t]+\d+[ \t]+\((?=\d[\d.]* per sec\.\))",
                 re.MULTILINE)


def sysbench_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with sysbench's latencies in milliseconds and its rates named (see the module
    docstring)."""
    named: dict[int, tuple[str, bool]] = {}
    for section in _LATENCIES.finditer(folded):
        for line in _LATENCY.finditer(folded, section.start("lines"), section.end("lines")):
            name = f"p{line['p']} latency" if line["p"] else _NAMES[line["name"]]
            named[line.end()] = (name, True)
    for rate in _RATE.finditer(folded):
        named[rate.end()] = ("tps" if rate["name"] == "transactions" else "qps", False)
    return named_at(anchors, named)
