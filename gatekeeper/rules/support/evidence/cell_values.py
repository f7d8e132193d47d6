"""A table cell's value and a value a claim writes, as `evidence.tables` compares them: a number
without its trailing zeros (`88.00` is JSON's `88.0`), a size or a duration however its unit is
written (`2230MB` is `free -m`'s `2230MiB`), a value rounded or cut (`185%` of `%CPU` `185.3`).
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.anchors.units import LETTER_SIZES
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

NUMBER = compiled(r"(-?\d+(?:\.\d+)?)([a-z%]*(?:/[a-z]+)?)")  # (ntpq's offsets are signed; sar's kb/s)
#: A size (`2230MiB`) or a duration (`312s`, `312秒`, kubeadm's `356d`, `3h12m`): one value however
#: its unit is written.
#: A unit of time a claim or a cell writes a duration in.
TIME_UNIT = r"(?:毫秒|秒|分钟|小时|天|ms|s|secs?|seconds?|minutes?|hours?|days?|d)"
SIZED = compiled(rf"\d+(?:\.\d+)?(?:[KMGT]i?B?|B|{TIME_UNIT})|\d+[dh](?:\d+[hm])?(?:\d+s)?|\d+m\d+s")
SPACE = compiled(r"\s+")
_MEASURE = compiled(r"(-?\d+(?:\.\d+)?)(%|[A-Za-z]+)")


@lru_cache(maxsize=4096)  # a table's cells are read again for each count and clause
def compared(cell: str, unit: bool = False) -> str:
    """A cell or value as compared: lower-cased, its first word (`3 (5m ago)`), a number's
    trailing zeros dropped (`88.00` is JSON's `88.0`) and, unless `unit`, its percent sign
    (`185.3` of top's `%CPU`: a column is of one unit)."""
    first = cell.split()[0].lower() if cell.split() else ""
    number = NUMBER.fullmatch(first)
    if number is None:
        return first
    shown = number.group(2) if unit else number.group(2).removesuffix("%")
    return f"{Decimal(number.group(1)).normalize():f}{shown}"


def same_value(value: str, cell: str) -> bool:
    """Whether a value the claim writes is the cell's: as compared, or as the same size however
    its unit is written (`2230MB` of `free -m`'s `2230MiB`, `6.1GB` of top's `6.1g`)."""
    value = SPACE.sub("", value)
    if compared(value) in (compared(cell), compared(SPACE.sub("", cell))):  # Patroni's `start failed`
        return True
    if not SIZED.fullmatch(value):
        return False
    if SIZED.fullmatch(cell):
        return size_of(value) == size_of(cell)
    scaled = _LETTER_SCALED.fullmatch(cell)
    return scaled is not None and size_of(value) == (
        decimal_str(Decimal(scaled.group(1)) * LETTER_SIZES[scaled.group(2)]), "bytes")


#: A size scaled by a lower-case letter of a power of 1024 (top's `6.1g`, LVM's `500.00g`).
_LETTER_SCALED = compiled(r"(\d+(?:\.\d+)?)([kmgtpe])")


def sort_of(value: str, column: str) -> str:
    """`%` for a percentage (top's `%CPU` column's bare `185.3` too), `size` for a size (top's
    `2.1g` under `RES` too)."""
    if value.endswith("%") or "%" in column:
        return "%"
    sized = SIZED.fullmatch(SPACE.sub("", value)) or (column in _TOP_SIZES and _TOP_SCALED.fullmatch(value))
    return "size" if sized else ""


def comparable(value: str, cell: str, column: str) -> bool:
    """Whether a value a claim writes may be the column's: a percentage is no size's value, nor
    a size a percentage's."""
    if _TIMED.fullmatch(SPACE.sub("", value)) and not (
            SIZED.fullmatch(cell) or NUMBER.fullmatch(compared(cell))):
        return False  # a duration is no date's (kubeadm's `EXPIRES`, beside its `RESIDUAL TIME`)
    sorts = {sort_of(value, ""), sort_of(cell, column)}
    return len(sorts) == 1 or not sorts <= {"%", "size"}


_TIMED = compiled(rf"\d+(?:\.\d+)?{TIME_UNIT}")


#: top's sizes, which it writes scaled by a letter (`2.1g`, `512m`).
_TOP_SIZES = frozenset({"virt", "res", "shr"})
_TOP_SCALED = compiled(r"\d+(?:\.\d+)?[mgtp]")


def shorter(value: str, cell: str) -> bool:
    """Whether a value the claim writes is a cell with a unit written shorter (rounded or cut),
    in its unit (`185%` of top's `%CPU` `185.3`)."""
    mine, theirs = _MEASURE.fullmatch(SPACE.sub("", value)), _MEASURE.fullmatch(cell)
    return mine is not None and theirs is not None and mine.group(2).lower() == theirs.group(2).lower() \
        and rounded_to(Decimal(theirs.group(1)), mine.group(1), cut=True)


@lru_cache(maxsize=4096)
def size_of(text: str) -> tuple[str, str | None] | None:
    return next(((a.value, a.unit) for a in extract_anchors(text) if a.kind == "number"), None)
