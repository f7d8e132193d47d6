"""A tool reader's values named at their places: the statistic each is, and a time printed bare (or
in wrk's minutes) in milliseconds (the readers of `tool_values`: load tests, sysbench, k6); or a
value printed bare in the unit its column or header gives (sar's rates, df's blocks, a header's
seconds)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str

_MINUTE_MS = Decimal(60000)


def named_at(anchors: list[Anchor], named: Mapping[int, tuple[str, bool]]) -> list[Anchor]:
    """`anchors` with the number starting at each place of `named` given its name (metric) and,
    when it is a time (`named`'s flag) printed with no unit or in minutes (wrk's `2.00m`, read
    as `m?`), its value in milliseconds."""
    if not named:
        return anchors
    found = []
    for anchor in anchors:
        name, timed = named.get(anchor.start, ("", False)) if anchor.kind == "number" else ("", False)
        if not name:
            found.append(anchor)
        elif timed and anchor.unit in (None, "m?"):
            value = Decimal(anchor.value) * (_MINUTE_MS if anchor.unit else 1)
            found.append(anchor._replace(value=decimal_str(value), metric=name, unit="ms"))
        else:
            found.append(anchor._replace(metric=name))
    return found


def scaled_at(anchors: list[Anchor], named: Mapping[int, tuple[str, str, Decimal]]) -> list[Anchor]:
    """`anchors` with the bare number starting at each place of `named` (its name, its unit, its
    factor) read in that unit: named, its value times the factor (sar's `rxkB/s` 10234.50 is
    10480128 bytes a second, as a claim's `10234.50 kB/s` is read)."""
    if not named:
        return anchors
    return [anchor._replace(value=decimal_str(Decimal(anchor.value) * named[anchor.start][2]),
                            unit=named[anchor.start][1], metric=named[anchor.start][0])
            if anchor.kind == "number" and anchor.unit is None and anchor.start in named else anchor
            for anchor in anchors]


def placed_sizes(anchors: list[Anchor], sizes: Mapping[int, tuple[str, str]]) -> list[Anchor]:
    """`anchors` with a size in bytes at each place of `sizes` (its digits, its name) whatever
    was read there: ten digits are read as a time since the epoch (`1073741824`)."""
    return placed_numbers(anchors, {at: (digits, name, "bytes") for at, (digits, name) in sizes.items()})


def placed_numbers(anchors: list[Anchor], numbers: Mapping[int, tuple[str, str, str | None]]) -> list[Anchor]:
    """`anchors` with a number at each place of `numbers` (its digits, its name, its unit) whatever
    was read there (ten digits are read as a time since the epoch)."""
    if not numbers:
        return anchors
    kept = [a for a in anchors
            if not any(a.start < at + len(digits) and at < a.end for at, (digits, _, _) in numbers.items())]
    added = [Anchor("number", digits, digits, at, at + len(digits), metric=name, unit=unit)
             for at, (digits, name, unit) in numbers.items()]
    return sorted(kept + added, key=lambda a: a.start)
