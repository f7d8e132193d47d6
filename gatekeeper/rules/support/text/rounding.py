"""Whether a number a claim writes is a longer one written shorter: rounded half up, as people
round, to the decimal places it writes (`12.5` for a slow log's `Query_time: 12.500321`), or cut
there (`3.19` for curl's `time_starttransfer: 3.198003`)."""

from __future__ import annotations

from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation


def rounded_to(value: Decimal, written: str, *, cut: bool = False) -> bool:
    """Whether `written` (digits, with or without decimal places) is `value` rounded half up to
    its places, or with `cut` also `value` cut there; a value written with as many places as
    `written` or fewer is only itself."""
    try:
        mine = Decimal(written)
    except InvalidOperation:
        return False
    places = Decimal(1).scaleb(mine.as_tuple().exponent)  # type: ignore[arg-type]
    if value == mine or value.as_tuple().exponent >= mine.as_tuple().exponent:  # type: ignore[operator]
        return value == mine
    return value.quantize(places, rounding=ROUND_HALF_UP) == mine \
        or (cut and value.quantize(places, rounding=ROUND_DOWN) == mine)


_POWERS = {"K": 1, "M": 2, "G": 3, "T": 4, "P": 5}


def size_written(value: str, unit: str, written: str, written_unit: str) -> bool:
    """Whether `written` `written_unit` (`15`, `G`) is the size `value` `unit` (`15360`, `MiB`)
    rounded or cut to the places written, by powers of 1,000 or of 1,024 (a unit's first letter
    gives its power: `GiB`, `GB` and `G` alike)."""
    shift = _POWERS[unit[0].upper()] - _POWERS[written_unit[0].upper()]
    return any(rounded_to(Decimal(value) * Decimal(base) ** shift, written, cut=True)
               for base in (1000, 1024))
