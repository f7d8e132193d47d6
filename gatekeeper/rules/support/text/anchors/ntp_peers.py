"""The peers `ntpq -p` prints, each one's delay, offset and jitter in milliseconds.

         remote           refid      st t when poll reach   delay   offset  jitter
    ==============================================================================
    *ntp1.example.com .GPS.            1 u   33   64  377    1.234   -0.512   0.087

The last three columns are milliseconds, and print no unit: a faithful `ntp2 的偏移为 125.3ms`
named a value found nowhere and failed. Each is read here in milliseconds, named by its column
(`offset is 1.234 ms`, the delay, is another value of the offsets).
"""

from __future__ import annotations

from collections.abc import Iterator

from gatekeeper.rules.support.text.anchors.header_rows import cell_starts, headed_rows
from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_HEADER = compiled(r"[ \t]*remote[ \t]+refid[ \t]+st[ \t]+t[ \t]+when[ \t]+poll[ \t]+reach[ \t]+delay"
                   r"[ \t]+offset[ \t]+jitter[ \t]*")
_RULE = compiled(r"=+[ \t]*")
_TIMED = ("delay", "offset", "jitter")


def ntp_peer_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each peer's delay, offset and jitter in milliseconds, named."""
    named = dict(_timed_cells(folded))
    if not named:
        return anchors
    return [anchor._replace(unit="ms", metric=named[anchor.start])
            if anchor.kind == "number" and anchor.unit is None and anchor.start in named else anchor
            for anchor in anchors]


def _timed_cells(text: str) -> Iterator[tuple[int, str]]:
    """(where a peer's timed cell starts, its column) in `text`: the last three of a row's ten."""
    for at, line in headed_rows(text, _HEADER, _RULE):
        cells = cell_starts(line, at)
        if len(cells) == 10:
            yield from ((start, name) for (start, _), name in zip(cells[-3:], _TIMED, strict=True))
