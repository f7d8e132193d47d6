"""A claim's share of requests served within a time (`95% 的请求在 120ms 内完成`, `99% of requests
were served within 350 ms`): the time is that percentile of the latency, as ab prints it
(text/anchors/load_tests.py reads ab's `99%    350` as `p99 latency`), and its upper bound.
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_SERVED = compiled(r"(\d{2,3}(?:\.\d+)?)\s*%\s*(?:的\s*)?请求\s*(?:都|均)?\s*(?:在|于)\s*\Z"
                   r"|(\d{2,3}(?:\.\d+)?)\s*%\s+of\s+(?:the\s+|all\s+)?requests?\s+(?:(?:were|are|was|is)\s+)?"
                   r"(?:served|completed|finished|answered|handled)\s+(?:with)?in\s*\Z", re.IGNORECASE)
#: The words of one (the cheap test before its numbers are read).
SERVED_WORDS = ("请求", "requests")


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
