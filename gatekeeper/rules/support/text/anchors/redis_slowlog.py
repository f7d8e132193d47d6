"""The entries `redis-cli SLOWLOG GET` prints, each one's duration in microseconds.

    1) 1) (integer) 14
       2) (integer) 1733560812
       3) (integer) 152340
       4) 1) "KEYS"
          2) "session:*"

An entry's third item is how long its command ran, in microseconds, printed with no unit: a
faithful `KEYS 命令耗时 152340 微秒` (or `152ms`) named a value found nowhere and failed. Each is
read here as a duration, named `slowlog duration`.
"""

from __future__ import annotations

import re
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

#: An entry's id, time and duration: the items `1)`, `2)`, `3)` of one entry, in order.
_ENTRY = compiled(r"^[ \t]*(?:\d+\)[ \t]+)?1\)[ \t]+\(integer\)[ \t]+\d+[ \t]*\n"
                  r"[ \t]*2\)[ \t]+\(integer\)[ \t]+\d+[ \t]*\n"
                  r"[ \t]*3\)[ \t]+\(integer\)[ \t]+(?P<micros>\d+)[ \t]*$", re.MULTILINE)
_MICROSECOND_MS = Decimal("0.001")


def slowlog_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each entry's duration in milliseconds, named."""
    starts = {entry.start("micros") for entry in _ENTRY.finditer(folded)}
    if not starts:
        return anchors
    return [anchor._replace(value=decimal_str(Decimal(anchor.value) * _MICROSECOND_MS), unit="ms",
                            metric="slowlog duration")
            if anchor.kind == "number" and anchor.unit is None and anchor.start in starts else anchor
            for anchor in anchors]
