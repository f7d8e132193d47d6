"""The values a written number stands for: the precision it is written with, its approximation
words and bounds (`约 95%`, `超过 90%`), and a size's decimal reading (`3200 MB` is 3.2 GB as
well as 3.1 GB). Used wherever a claim's number is compared with its evidence's."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.durations import half_step_ms
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

NUMERIC = compiled(r"[-+]?\d[\d,]*(?:\.(\d+))?")
_FULLWIDTH = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}
_COUNTED = compiled(r"\s*\d+\s*[次个条笔台项件行批]\s*")
#: The unit of a size's decimal reading (`si_reading`), kept apart from binary bytes.
SI_BYTES = "bytes:si"
_KIBI, _KILO = Decimal(1024), Decimal(1000)


def _written(anchor: Anchor) -> tuple[Decimal, int] | None:
    """The number as `anchor`'s text writes it, and its decimals (`1.99GB`: 1.99, 2)."""
    match = NUMERIC.search(anchor.raw.translate(_FULLWIDTH))
    if match is None:
        return None
    try:
        return Decimal(match.group(0).replace(",", "")), len(match.group(1) or "")
    except InvalidOperation:
        return None


def half_step(anchor: Anchor) -> Decimal:
    """Half the precision `anchor` (a number) is written with, in its normalised unit."""
    if anchor.unit == "ms" and (compound := half_step_ms(anchor.raw)) is not None:
        return compound  # `1h23m`: to the minute
    written = _written(anchor)
    try:
        value = Decimal(anchor.value)
    except InvalidOperation:
        return Decimal(0)
    if written is None or not written[0]:
        return Decimal(0)
    return abs(value / written[0]) * Decimal(10) ** -written[1] / 2


APPROX = Decimal("0.1")  # `约 95%`, `95% 左右`: within 10%


def tolerance(anchor: Anchor) -> tuple[Decimal, Decimal]:
    """The values a number (written with its precision and approximation words) stands for:
    `1.99GB` is 1.985-1.995 GB, `约 95%` 85.5-104.5%, `两百多` 200-300 (the next digit of its
    leading place: `230多` is 230-240), `数十` 20-99."""
    value = Decimal(anchor.value)
    step = half_step(anchor)
    if anchor.approx == "~":
        spread = max(abs(value) * APPROX, step)
        return value - spread, value + spread
    if anchor.approx == "*":  # `数十`: several tens, from two to nine
        return value * 2, value * 10 - 1
    if anchor.approx == "+":
        written = _written(anchor)
        if written is None:  # a Chinese numeral: up to its lowest non-zero place
            return value, value + lowest_place(value)
        shown, decimals = written
        place = Decimal(10) ** -decimals if decimals else lowest_place(shown)
        return value, value + place * (abs(value / shown) if shown else 1)
    if anchor.unit is None and anchor.approx is None and (anchor.counted or _COUNTED.fullmatch(anchor.raw)):
        return value, value  # a count is exact: `出现了 5次` is no `5.003` rounded
    return value - step, value + step


def bounds(anchor: Anchor) -> tuple[Decimal, Decimal]:
    """The values a number allows of what it measures: its `tolerance`, open above a lower
    bound (`超过 90%`, `more than 5s`) and below an upper one (`低于 10%`, `100ms 以内`). A bound
    is present only as written (`tolerance`), but agrees with any value it allows."""
    low, high = tolerance(anchor)
    if anchor.approx == ">":
        return low, Decimal("Infinity")
    if anchor.approx == "<":
        return Decimal("-Infinity"), high
    return low, high


def lowest_place(value: Decimal) -> Decimal:
    """`200` → 100, `230` → 10, `3000` → 1000."""
    place = Decimal(1)
    whole = int(abs(value))
    while whole and whole % 10 == 0:
        whole //= 10
        place *= 10
    return place




def si_reading(anchor: Anchor) -> Anchor | None:
    """A size read with decimal prefixes, as `anchor` with its value in SI_BYTES: anchors
    normalise `MB` and `GB` as binary (units.BYTE_UNITS), but people convert a size by 1000 as
    often as by 1024 (`3200 MB` is said `3.2 GB` or `3.1 GB`). A claim's reading and its
    evidence's are compared alike: both decimal, or both binary, never one of each (a count of
    bytes reads the same both ways). None for no size, or one whose unit is no power of 1024
    (`1.5万 MB`)."""
    if anchor.kind != "number" or anchor.unit != "bytes":
        return None
    written = _written(anchor)
    if written is None or not written[0]:
        return None
    try:
        value = Decimal(anchor.value)
    except InvalidOperation:
        return None
    factor, power = abs(value / written[0]), 0
    while factor > 1 and factor % _KIBI == 0:
        factor, power = factor / _KIBI, power + 1
    if factor != 1:
        return None
    return anchor._replace(value=decimal_str(value / _KIBI**power * _KILO**power), unit=SI_BYTES)
