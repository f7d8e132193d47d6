"""The seconds Redis' `CLIENT LIST` prints a connection's age and idle time in, in milliseconds.

    id=4 addr=10.0.0.6:40112 laddr=10.0.0.10:6379 fd=9 name=api age=3600 idle=1800 flags=N db=2 cmd=blpop

A client's `age=` and `idle=` are seconds printed bare: a faithful `10.0.0.6 的连接空闲了 1800 秒`
named a value found nowhere and failed. Each is read here in `ms` (as a claim's `1800 秒` is),
named by its key, on a client's line (`id=` first, `addr=` right after it).
"""

from __future__ import annotations

import re
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import scaled_at
from gatekeeper.rules.support.text.patterns import compiled

ADDR = " addr="  # every client's line prints it: what the reading needs (tool_values gates on it)
_CLIENT = compiled(r"^id=\d+ addr=[^\n]*$", re.MULTILINE)
_SECONDS = compiled(r"(?<= )(?P<key>age|idle)=(?P<value>\d+)(?= |$)")
_MS = Decimal(1000)


def client_second_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each client's age and idle time in milliseconds, named by their keys."""
    named = {m.start("value"): (m["key"], "ms", _MS) for line in _CLIENT.finditer(folded)
             for m in _SECONDS.finditer(folded, line.start(), line.end())}
    return scaled_at(anchors, named)
