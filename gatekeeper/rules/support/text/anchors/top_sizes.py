"""The sizes `top` prints of a process scaled by a letter (`VIRT`, `RES`, `SHR`).

      PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
     2345 app       20   0   12.3g   6.1g  12344 S 185.3  39.5  12:34.56 java

top writes a size too wide for its column scaled by a lower-case letter of a power of 1024
(`6.1g`: GiB), and the letter is no unit the number pattern knows: a faithful `java 进程内存占用
6.1 GB` named a value found nowhere and failed. Each such cell is read here in bytes (a cell
with no letter is KiB, and stays as printed: a claim may copy it bare).
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.header_rows import cell_starts, headed_rows
from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.anchors.units import LETTER_SIZES
from gatekeeper.rules.support.text.patterns import compiled

_HEADER = compiled(r"[ \t]*PID[ \t]+USER[ \t]+PR[ \t]+NI[ \t]+VIRT[ \t]+RES[ \t]+SHR[ \t]")
_SCALED = compiled(r"(?P<digits>\d+(?:\.\d+)?)(?P<letter>[mgtpe])")
_SIZES = slice(4, 7)  # a row's VIRT, RES, SHR


def top_size_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each scaled size of top's process rows in bytes."""
    read = _scaled(folded)
    if not read:
        return anchors
    return [anchor._replace(value=read[anchor.start], unit="bytes")
            if anchor.kind == "number" and anchor.start in read else anchor for anchor in anchors]


def _scaled(text: str) -> dict[int, str]:
    """{where a row's scaled size starts: its value in bytes}."""
    found: dict[int, str] = {}
    for at, line in headed_rows(text, _HEADER):
        for start, cell in cell_starts(line, at)[_SIZES]:
            scaled = _SCALED.fullmatch(cell)
            if scaled is not None:
                value = Decimal(scaled.group("digits")) * LETTER_SIZES[scaled.group("letter")]
                found[start] = decimal_str(value)
    return found
