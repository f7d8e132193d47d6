"""The request durations k6's end-of-test summary prints, each value named as the statistic it is.

    http_req_duration..............: avg=45.2ms  min=2.1ms  med=40ms  max=1.2s  p(90)=80ms  p(95)=120ms

Each value was labelled by its own key (`avg`, `p(90)`), which names no latency, so `p95 延迟为
80ms` (the 90th percentile's) was the output's value of nothing the claim named. The values of
`http_req_duration` are read here as `average latency`, `min latency`, `p50 latency` (the
median), `max latency` and the percentiles' (`anchors.metric_names`).
"""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import named_at
from gatekeeper.rules.support.text.patterns import compiled

_LINE = compiled(r"http_req_duration[ \t.]*:[^\n]*")
_KEY = compiled(r"(?<![\w(])(avg|min|med|max|p\((\d{2,3}(?:\.\d+)?)\))=(?=\d)")
_NAMES = {"avg": "average latency", "min": "min latency", "med": "p50 latency", "max": "max latency"}


def k6_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with `http_req_duration`'s values named (see the module docstring)."""
    return named_at(anchors, {
        key.end(): (_NAMES.get(key.group(1)) or f"p{key.group(2).replace('.', '')} latency", False)
        for line in _LINE.finditer(folded) for key in _KEY.finditer(folded, line.start(), line.end())})
