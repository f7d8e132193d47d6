"""The sizes of a chain written with one unit after its last (`48->49->25 MB`).

Go's GC trace (`GODEBUG=gctrace=1`) writes the heap at a collection's start, end and what was left
live as `48->49->25 MB`: only the last value has a unit, so a faithful `gc 12 started with a 48 MB
heap` named a value found nowhere and failed. Each value of such a chain is read here in the unit
after its last.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.anchors.units import BYTE_UNITS
from gatekeeper.rules.support.text.patterns import compiled

_CHAIN = compiled(r"(?<![\w.])\d+(?:\.\d+)?(?:->\d+(?:\.\d+)?)+ ?(?P<unit>[KMGT]i?B|B)(?![A-Za-z])")
_VALUE = compiled(r"\d+(?:\.\d+)?")


def chained_size_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each bare value of a chain in the unit after its last (see the module docstring)."""
    sized = {value.start(): BYTE_UNITS[chain["unit"].lower()] for chain in _CHAIN.finditer(folded)
             for value in _VALUE.finditer(folded, chain.start(), chain.start("unit"))}
    if not sized:
        return anchors
    return [anchor._replace(value=decimal_str(Decimal(anchor.value) * sized[anchor.start]), unit="bytes")
            if anchor.kind == "number" and anchor.unit is None and anchor.start in sized else anchor
            for anchor in anchors]
