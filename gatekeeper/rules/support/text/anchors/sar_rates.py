"""The rates `sar -n DEV` (and `-n EDEV`) prints for each interface, in the unit its column names.

    Average:        IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s   rxcmp/s   txcmp/s  rxmcst/s   %ifutil
    Average:         eth0   8523.10   7012.40  10234.50   4521.30      0.00      0.00      0.00     83.84

A column's unit is in its name (`rxkB/s`, `%ifutil`), so each cell printed bare: a faithful `eth0
平均接收 10234.50 kB/s` or `eth0 的利用率为 83.84%` named a value found nowhere and failed. Each
cell is read here in its column's unit (kB/s in bytes a second, as a claim's `kB/s` is read),
named by its column; a row's cells are the last ones, as many as the names after `IFACE` (a row
starts with its time, `Average:` or `10:22:01 AM`, as its header does).
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.header_rows import cell_starts
from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import scaled_at
from gatekeeper.rules.support.text.patterns import compiled

_NUMBER = compiled(r"\d+(?:\.\d+)?")
_KIB = Decimal(1024)


def sar_rate_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each interface's rates in their columns' units, named."""
    return scaled_at(anchors, {at: (name, unit, factor) for at, name, unit, factor in _rates(folded)})


def _rates(text: str) -> Iterator[tuple[int, str, str, Decimal]]:
    """(where a cell starts, its column's name, its unit, its factor) of each rate with a unit."""
    names: list[str] = []
    at = 0
    for line in text.split("\n"):
        words = line.split()
        if "IFACE" in words and "/s" in line:
            names = words[words.index("IFACE") + 1:]
        elif names and len(words) > len(names):
            for (start, cell), name in zip(cell_starts(line, at)[-len(names):], names, strict=True):
                unit = _unit(name)
                if unit is not None and _NUMBER.fullmatch(cell):
                    yield start, name, *unit
        else:
            names = []
        at += len(line) + 1


def _unit(name: str) -> tuple[str, Decimal] | None:
    """A column's unit as the anchors read a claim's, and its factor: `rxkB/s` in bytes a second,
    `%ifutil` a share; None for a count a second (`rxpck/s`), read bare."""
    if name.endswith("kB/s"):
        return "bytes/s", _KIB
    return ("%", Decimal(1)) if name.startswith("%") else None
