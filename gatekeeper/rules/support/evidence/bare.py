"""A value a line prints bare, under a name that says what it measures.

`请求耗时 0.2477829 秒` citing OpenStack's `status: 200 len: 1893 time: 0.2477829`, `响应时间为
1.830 秒` citing nginx's `rt=1.830`: the line gives the number without its unit, so the claim's
`0.2477829 秒` was written nowhere and failed as invented, though it is the line's. A number
printed bare under a name of time (`time`, `rt`, `took`, `elapsed`, `request_time`, ...) reads
as that many seconds or that many milliseconds (the line does not say which: either holds, and
only a value neither is contradicts); under a name of size (`len`, `size`, `bytes_sent`), as
that many bytes. A name with its unit (`time_ms`, `p99_ms`) is the anchors' own reading.

A table's cell in a column whose name or tool gives a size's unit (`ps aux`'s RSS in KiB) holds
the claim's size labelled with that column (`RSS 为 1.4 GB`), read binary or decimal as the
claim's (round 34: it failed LOW_CONFID). A table prints its cells bare too, and its column may
name no unit (`free -m`'s `total`, jstat's `O`, `1230` in MB or in percent by the command's
flags): a claim's value with its unit whose digits such a cell prints (`可用内存仅剩 1230MB`) is
in its evidence, its unit is not (`unit_unchecked`: claim.entity_grounding says so, and fails
the claim as for a value written nowhere: nothing tells `312MB` of `free` from `312MB` of
`available`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation

from gatekeeper.rules.support.evidence.precision import si_reading, tolerance
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.anchors.units import BYTE_UNITS
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

#: The last word of a name a duration is printed bare under, and of one a size is.
# (or its first, as curl's `-w` names them: `time_connect`, `time_starttransfer`)
_DURATION = compiled(r"(?:.*[_\-.\s])?(?:time|rt|took|elapsed|duration|latency|cost|spent)|time_[a-z]+"
                     r"|seconds_[a-z_]+|uptime", re.IGNORECASE)  # (MySQL's `Seconds_Behind_Master`)
_SIZE = compiled(r"(?:.*[_\-.\s])?(?:len|length|size|bytes|bytes_sent)", re.IGNORECASE)
_SECOND = Decimal(1000)  # a duration's unit is the millisecond


def readings(anchor: Anchor, unit: str) -> tuple[Anchor, ...]:
    """`anchor` as the values in `unit` ("ms" or "bytes") it may be: itself when it has that
    unit, its readings when printed bare under a name of that unit's dimension, else none."""
    if anchor.kind != "number" or anchor.unit is not None:
        return (anchor,) if anchor.kind == "number" and anchor.unit == unit else ()
    name = anchor.metric or ""
    if unit == "ms" and _DURATION.fullmatch(name):
        scales: tuple[Decimal, ...] = (_SECOND, Decimal(1))
    elif unit == "bytes" and _SIZE.fullmatch(name):
        scales = (Decimal(1),)
    else:
        return ()
    try:
        value = Decimal(anchor.value)
    except InvalidOperation:
        return ()
    return tuple(Anchor(anchor.kind, f"{(value * scale).normalize():f}", anchor.raw, anchor.start,
                        anchor.end, unit=unit, metric=anchor.metric) for scale in scales)


def names_duration(name: str) -> bool:
    """Whether a value printed bare under `name` is a duration (`time_connect`, `rt`, `took`)."""
    return _DURATION.fullmatch(name) is not None


def bare_held(missing: list[Anchor], texts: Sequence[str],
              anchors_of: Callable[[str], Sequence[Anchor]]) -> list[Anchor]:
    """`missing` without the durations and sizes a line of `texts` (the claim's excerpts: the
    lines it quotes, not another row of their output) prints bare under a name of their
    dimension, within the claim's precision (`约 0.25 秒` by `time: 0.2477829`)."""
    wanted = [a for a in missing if a.kind == "number" and a.unit in ("ms", "bytes")]
    if not wanted:
        return missing
    bare = [a for text in dict.fromkeys(texts) for a in anchors_of(text)
            if a.kind == "number" and a.unit is None and a.metric]
    sized = _sized_cells(texts) if any(a.unit == "bytes" and a.metric for a in wanted) else []
    held = set()
    for anchor in wanted:
        low, high = tolerance(anchor)
        assert anchor.unit is not None
        if any(low <= Decimal(reading.value) <= high for a in bare for reading in readings(a, anchor.unit)) \
                or any(_agrees(anchor, cell) for column, cell in sized if _labels(anchor, column)):
            held.add(id(anchor))
    return [a for a in missing if id(a) not in held]


#: A table's cell a column's unit was given to (`ps aux`'s RSS in KiB: `1500000KiB`).
_SIZE_CELL = compiled(r"(\d+(?:\.\d+)?)((?:[KMGT]i?)?B)")


def _sized_cells(texts: Sequence[str]) -> list[tuple[str, Anchor]]:
    """(its column, the size) of each cell the tables of `texts` print in a column whose name or
    tool gives the unit (tables.Table.of), in bytes."""
    found = []
    for text in dict.fromkeys(texts):
        for table in tables_of(text):
            for row in table.rows:
                for column, cell in zip(table.columns, row, strict=True):
                    if (m := _SIZE_CELL.fullmatch(cell)) is not None and m.group(2).lower() in BYTE_UNITS:
                        value = decimal_str(Decimal(m.group(1)) * BYTE_UNITS[m.group(2).lower()])
                        found.append((column, Anchor("number", value, cell, 0, len(cell), unit="bytes")))
    return found


def _labels(anchor: Anchor, column: str) -> bool:
    """Whether the claim labels its size with the column's name (`RSS 为 1.4 GB`): a cell of
    another column (`VSZ`) holds no size the claim gives this one."""
    label = (anchor.metric or "").lower()
    return bool(column) and re.search(rf"(?<![a-z]){re.escape(column)}(?![a-z])", label) is not None


def _agrees(anchor: Anchor, cell: Anchor) -> bool:
    """Whether a size cell is the claim's size, both read binary or both read decimal."""
    low, high = tolerance(anchor)
    if low <= Decimal(cell.value) <= high:
        return True
    mine, theirs = si_reading(anchor), si_reading(cell)
    if mine is None or theirs is None:
        return False
    low, high = tolerance(mine)
    return low <= Decimal(theirs.value) <= high


_DIGITS = compiled(r"\d+(?:\.\d+)?")


def unit_unchecked(missing: Sequence[Anchor], texts: Sequence[str]) -> dict[int, str]:
    """id -> where a table of `texts` prints its digits bare (`1230 under available`), for each
    of the `missing` values with a unit whose digits, as written, a table cell is."""
    wanted: dict[int, str] = {}
    for anchor in missing:
        written = _DIGITS.search(anchor.raw)
        if anchor.kind == "number" and anchor.unit is not None and written is not None:
            wanted[id(anchor)] = written.group().replace(",", "")
    if not wanted:
        return {}
    cells: dict[str, str] = {}
    for text in dict.fromkeys(texts):
        for table in tables_of(text):
            for row in table.rows:
                for column, cell in zip(table.columns, row, strict=True):
                    cells.setdefault(cell, f"{cell} under {column or row[0]}")
    return {key: cells[digits] for key, digits in wanted.items() if digits in cells}
