"""The sizes `df` prints in 1K blocks, in bytes.

    Filesystem     1K-blocks     Used Available Use% Mounted on
    /dev/sda1       51474912 48123456   3351456  94% /

The header's `1K-blocks` is the unit of a row's size, used and available space, printed bare: a
faithful `/data 可用 154534304 KB` named a value found nowhere and failed. Each is read here in
bytes (as a claim's `KB` and `KiB` are: 1024), named by its column.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.header_rows import cell_starts, headed_rows
from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import scaled_at
from gatekeeper.rules.support.text.patterns import compiled

_HEADER = compiled(r"Filesystem[ \t]+1K-blocks[ \t]+Used[ \t]+Avail(?:able)?[ \t]+Use%[ \t]+Mounted on"
                   r"[ \t]*$")
_SIZES = ("size", "used", "available")
_KIB = Decimal(1024)


def df_block_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each row's sizes in bytes, named by their column."""
    named: dict[int, str] = {}
    for at, line in headed_rows(folded, _HEADER):
        cells = cell_starts(line, at)
        if len(cells) >= 6 and all(cell.isdigit() for _, cell in cells[1:4]):
            named.update((start, name) for (start, _), name in zip(cells[1:4], _SIZES, strict=True))
    return scaled_at(anchors, {at: (name, "bytes", _KIB) for at, name in named.items()})
