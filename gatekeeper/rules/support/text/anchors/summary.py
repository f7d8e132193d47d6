"""The summary lines `top` prints above its processes, each value with its unit and name.

    %Cpu(s): 62.0 us, 18.0 sy,  0.0 ni,  2.0 id, 17.5 wa,  0.0 hi,  0.5 si,  0.0 st
    MiB Mem :  15884.2 total,    312.4 free,  12040.1 used,   3531.7 buff/cache
    MiB Swap:   2048.0 total,      0.0 free,   2048.0 used.   2980.3 avail Mem

The CPU line's values are percentages of the CPU's time in each state, the memory lines' sizes
in the unit the line starts with (`KiB`, `MiB`, `GiB`), and none prints its unit after the
value: a faithful `CPU iowait 为 17.5%` or `空闲内存为 312.4 MiB` named a value found nowhere and
failed. Each value is read here with its unit and its name (`cpu iowait`, `mem free`, `swap
used`, `avail mem`); evidence/fields.py reads them as fields, so a value given another state's
or row's name is contradicted.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors.model import Anchor, replacing
from gatekeeper.rules.support.text.anchors.numbers import decimal_str, scale
from gatekeeper.rules.support.text.patterns import compiled

_CPU = compiled(r"%Cpu(?:\(s\)|\d+)\s*:")
_MEMORY = compiled(r"(?P<unit>[KMGTP]iB) (?P<row>Mem|Swap)\s*:")
_ITEM = compiled(r"(?P<value>\d+(?:\.\d+)?)\s+(?P<name>[a-z]+(?:/[a-z]+)?(?: Mem)?)(?=[,.]?\s|[,.]?$)")
#: top's CPU states, by the names a claim gives them.
_STATES = {"us": "user", "sy": "system", "ni": "nice", "id": "idle", "wa": "iowait", "hi": "hardirq",
           "si": "softirq", "st": "steal"}


class Summarised(NamedTuple):
    name: str  # `cpu iowait`, `mem free`, `avail mem`
    start: int
    end: int  # of the value as printed
    value: Decimal
    unit: str  # "%", or the line's (`MiB`)


def summarised(line: str, offset: int = 0) -> list[Summarised]:
    """The values of one of top's summary lines (none for another line), `offset` where the line
    starts in its text."""
    if line.startswith("%Cpu"):
        head = _CPU.match(line)
        if head is None:
            return []
        items = list(_ITEM.finditer(line, head.end()))
        if not items or any(item.group("name") not in _STATES for item in items):
            return []
        return [_value(item, f"cpu {_STATES[item.group('name')]}", "%", offset) for item in items]
    memory = _MEMORY.match(line) if "iB " in line[:5] else None
    if memory is None:
        return []
    row = memory.group("row").lower()
    return [_value(item, "avail mem" if item.group("name") == "avail Mem" else f"{row} {item.group('name')}",
                   memory.group("unit"), offset)
            for item in _ITEM.finditer(line, memory.end())]


def _value(item: re.Match[str], name: str, unit: str, offset: int) -> Summarised:
    return Summarised(name, offset + item.start("value"), offset + item.end("value"),
                      Decimal(item.group("value")), unit)


def summary_anchors(folded: str, text: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` (sorted, disjoint) with each value of top's summary lines read with its unit
    and name, in place of any anchor overlapping it."""
    found: list[Anchor] = []
    at = 0
    for line in folded.split("\n"):
        for value in summarised(line, at):
            number, unit = scale(value.value, value.unit, True)
            found.append(Anchor("number", decimal_str(number), text[value.start:value.end], value.start,
                                value.end, value.name, unit))
        at += len(line) + 1
    return replacing(anchors, found)
