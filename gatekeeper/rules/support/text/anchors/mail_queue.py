"""The sizes Postfix's `postqueue -p` (`mailq`) prints for its messages, in bytes.

    -Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
    4B2C31A0F1*    2841 Tue Dec  8 00:01:12  alerts@example.com

A message's size is bare: a faithful `4B2C31A0F1 的大小为 2841 字节` named a value found nowhere
and failed against the footer's `-- 5 Kbytes in 2 Requests.`. Each is read here in bytes, named
by the column.
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import placed_sizes
from gatekeeper.rules.support.text.patterns import compiled

#: What the reading needs: the queue's header.
HEADER = "-Queue ID-"
MESSAGE = compiled(r"^(?P<id>[0-9A-Fa-f]{6,})[*!]?[ \t]+(?P<size>\d+)[ \t]+"
                   r"(?P<arrival>[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d)"
                   r"[ \t]+(?P<sender>\S+)[ \t]*$", re.MULTILINE)


def mail_size_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each message's size in bytes (its lines after the queue's header)."""
    header = folded.find(HEADER)
    sizes = {m.start("size"): (m["size"], "size") for m in MESSAGE.finditer(folded, header)} \
        if header >= 0 else {}
    return placed_sizes(anchors, sizes)
