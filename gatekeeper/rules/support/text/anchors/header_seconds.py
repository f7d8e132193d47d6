"""The durations an HTTP response's headers give in seconds, with no unit.

    Retry-After: 120
    Cache-Control: public, max-age=3600
    Age: 1234
    Keep-Alive: timeout=5, max=100

A faithful `缓存时间为 3600 秒` or `Retry-After 为 120 秒` named a value found nowhere and failed: a
header's number is seconds by its definition (RFC 9110, 9111), printed bare. Each is read here in
milliseconds, as a claim's `3600 秒` is, named by its header (`max-age`, `retry-after`, `age`,
`keep-alive timeout`); a header as HTTP/1.1 writes it or HTTP/2 (lower case), a cookie's
`Max-Age` too: the forms the gate's words are.
"""

from __future__ import annotations

import re
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import scaled_at
from gatekeeper.rules.support.text.patterns import compiled

_SECONDS = compiled(r"^(?P<header>Retry-After|retry-after|Age|age)[ \t]*:[ \t]*(?P<value>\d+)[ \t]*$"
                    r"|(?<![\w-])(?P<directive>max-age|Max-Age|s-maxage)=(?P<age>\d+)"
                    r"|^(?:Keep-Alive|keep-alive)[ \t]*:[^\n]*?(?<![\w-])timeout=(?P<timeout>\d+)",
                    re.MULTILINE)
_MS = Decimal(1000)
#: What a text prints to be read (tested first; text/anchors/tool_values.py gates on them too).
WORDS = ("max-age=", "Max-Age=", "maxage=", "Retry-After", "retry-after", "Age:", "age:", "timeout=")


def header_seconds(text: str) -> list[tuple[str, str, int]]:
    """(header, its seconds as printed, where they start) of each duration of the text's headers
    (`max-age`, `s-maxage`, `retry-after`, `age`, `keep-alive timeout`); what
    evidence/http_headers.py reads them from too."""
    found = []
    for m in _SECONDS.finditer(text):
        group = next(g for g in ("value", "age", "timeout") if m[g] is not None)
        header = m["header"] or m["directive"] or "keep-alive timeout"
        found.append((header.lower(), m[group], m.start(group)))
    return found


def header_second_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each header's seconds in milliseconds, named by the header."""
    return scaled_at(anchors, {at: (header, "ms", _MS) for header, _, at in header_seconds(folded)})
