"""A duration a measurement's interval gives: iperf3's `[  5]   0.00-10.00  sec  1.10 GBytes   941
Mbits/sec` measured for 10 seconds, so `10 秒内传输了 1.10 GBytes` is its evidence's, though no
line writes `10` with a unit of time (it failed as a value found nowhere). An interval is two
numbers joined by `-` and followed by a unit of seconds; it holds a duration its length is
within the claim's precision."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.precision import tolerance
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_INTERVAL = compiled(r"(?<![\d.])(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)\s*(?:sec|secs|s|seconds|秒)(?![A-Za-z])",
                     re.IGNORECASE)
_MS = Decimal(1000)


def intervals_held(missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the durations an interval of `texts` is as long as."""
    wanted = [a for a in missing if a.kind == "number" and a.unit == "ms"]
    if not wanted:
        return missing
    lengths = [(Decimal(m.group(2)) - Decimal(m.group(1))) * _MS for text in dict.fromkeys(texts)
               if "-" in text for m in _INTERVAL.finditer(text)]
    if not lengths:
        return missing
    held = {id(a) for a in wanted
            if any(low <= length <= high for low, high in [tolerance(a)] for length in lengths)}
    return [a for a in missing if id(a) not in held]
