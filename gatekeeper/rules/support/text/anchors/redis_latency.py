"""The latencies `redis-cli --latency` prints, in milliseconds.

    min: 0, max: 12, avg: 0.21 (12345 samples)

The samples' minimum, maximum and average are milliseconds printed bare: a faithful `平均延迟为
0.21 ms` named a value found nowhere and failed. Each is read here in `ms`, named by its word.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import scaled_at
from gatekeeper.rules.support.text.patterns import compiled

SAMPLES = " samples)"  # what the reading needs (tool_values gates on it)
_LINE = compiled(r"(?<![\w.])min: (?P<min>\d+(?:\.\d+)?), max: (?P<max>\d+(?:\.\d+)?),"
                 r" avg: (?P<avg>\d+(?:\.\d+)?) \(\d+ samples\)")
_NAMES = {"min": "min latency", "max": "max latency", "avg": "avg latency"}
_ONE = Decimal(1)


def redis_latency_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each line's latencies in milliseconds, named by their word."""
    named = {line.start(word): (name, "ms", _ONE) for line in _LINE.finditer(folded)
             for word, name in _NAMES.items()}
    return scaled_at(anchors, named)
