"""The sizes and shares LVM's reports print (`lvs`, `vgs`, `pvs`).

      LV     VG     Attr       LSize   Pool Origin Data%  Meta%
      data   vg0    -wi-ao---- 500.00g
      thin   vg0    twi-aotz-- 200.00g             91.23  12.40

LVM writes a size's unit as a lower-case letter of a power of 1024 (`500.00g`: GiB) and a share
with two decimals and no `%` (`Data%`, `Meta%`, `Cpy%Sync`): a faithful `logs 卷大小为 100G` or
`thin pool 数据使用率 91.23%` named a value found nowhere and failed. Under a report's header
each size is read here in bytes, each bare number with two decimals as a percentage.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.header_rows import headed_rows
from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.anchors.units import LETTER_SIZES
from gatekeeper.rules.support.text.patterns import compiled

#: A report's header: its first column an LV's, a VG's or a PV's, a size's column among the others.
_HEADER = compiled(r"[ \t]*(?:LV|VG|PV)[ \t].*?(?<![\w%])[LVP](?:Size|Free)(?![\w%])")
_SIZE = compiled(r"(?<![\w.])(?P<digits>\d+(?:\.\d+)?)(?P<letter>[bkmgtpe])(?![\w.])")
_SHARE = compiled(r"(?<![\w.%])\d+\.\d{2}(?![\w.%])")


def lvm_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with the sizes and shares of LVM's report rows read (see the module docstring)."""
    read = _read(folded)
    if not read:
        return anchors
    return [anchor._replace(value=read[anchor.start][0], unit=read[anchor.start][1])
            if anchor.kind == "number" and anchor.start in read else anchor for anchor in anchors]


def _read(text: str) -> dict[int, tuple[str, str]]:
    """{where a row's size or share starts: (its value, its unit)}."""
    found: dict[int, tuple[str, str]] = {}
    for at, line in headed_rows(text, _HEADER):
        for size in _SIZE.finditer(line):
            value = Decimal(size.group("digits")) * LETTER_SIZES[size.group("letter")]
            found[at + size.start()] = (decimal_str(value), "bytes")
        for share in _SHARE.finditer(line):
            found.setdefault(at + share.start(), (decimal_str(Decimal(share.group())), "%"))
    return found
