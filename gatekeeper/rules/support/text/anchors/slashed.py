"""Values printed as one group after their names, `/` between both: ping's `rtt
min/avg/max/mdev = 0.312/0.467/1.024/0.201 ms`, BSD's `round-trip min/avg/max/stddev = ...`,
`read/write 120/80 MB/s`. Names blanks apart from the values, with no `=` or `:` between, are
another cell's (`kubectl get hpa`'s `Deployment/api   85%/80%`: no `deployment`'s 85%).

The number pattern reads no number right after a `/` (a path's, a date's, a ratio's part), so
only the group's first value was read, with no unit: a faithful `平均延迟为 0.467 ms` named a
value found nowhere and failed, and `最大延迟为 0.467 ms` (the average given as the maximum)
had nothing to be told by. Each value of a group whose names and values are as many is read
here with its own name (after the word before the names: `avg rtt`, the glossary's average
latency) and the unit written after the last value when it writes none of its own.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors.model import Anchor, replacing
from gatekeeper.rules.support.text.anchors.numbers import decimal_str, scale
from gatekeeper.rules.support.text.anchors.units import known_unit
from gatekeeper.rules.support.text.patterns import compiled

_VALUE = r"\d+(?:\.\d+)?(?:[A-Za-z%]{1,3})?"
_GROUP = compiled(
    r"(?<![\w/.\-])(?:(?P<head>[A-Za-z][\w\-]*)[ \t]+)?"
    r"(?P<names>[A-Za-z]\w*(?:/[A-Za-z]\w*)+)(?:[ \t]*[=:][ \t]*|[ \t]?)"
    rf"(?P<values>{_VALUE}(?:/{_VALUE})+)(?:[ \t]*(?P<unit>[A-Za-z%]{{1,5}})(?P<per>/s)?)?(?![\w/.])",
    re.ASCII,
)
#: What every group writes, a cheap test settling most texts (a path's `/` has no digit after it).
_VALUES = compiled(r"\d(?:\.\d+)?[A-Za-z%]{0,3}/\d")
_ONE = compiled(r"(?P<digits>\d+(?:\.\d+)?)(?P<unit>[A-Za-z%]*)")


class _Value(NamedTuple):
    label: str  # `avg rtt`
    written: str  # `0.467`, `3.2G`
    digits: str
    unit: str  # its own or the group's, "" for none


def _group(match: re.Match[str]) -> list[_Value] | None:
    """The values of a group, None unless its names and values are as many and each unit is one
    the number pattern knows (a word after the values, `ok/failed 3/1 tasks`, is a noun, not
    their unit)."""
    names, written = match.group("names").split("/"), match.group("values").split("/")
    if len(names) != len(written):
        return None
    head, unit = match.group("head"), match.group("unit") or ""
    unit = unit if known_unit(unit) else ""
    read = []
    for name, number in zip(names, written, strict=True):
        one = _ONE.fullmatch(number)
        if one is None or (one.group("unit") and not known_unit(one.group("unit"))):
            return None
        read.append(_Value(f"{name} {head}".lower() if head else name.lower(), number,
                           one.group("digits"), one.group("unit") or unit))
    return read


def named_values(line: str) -> list[tuple[str, str]]:
    """(name, value as written with its unit) of each value of `line`'s groups (`avg rtt`,
    `0.467ms`): a status output's fields (evidence/fields.py)."""
    if _VALUES.search(line) is None:
        return []
    return [(value.label, value.digits + value.unit) for match in _GROUP.finditer(line)
            for value in _group(match) or ()]


def without_groups(line: str) -> str:
    """`line` with its groups' names and values blanked out."""
    if _VALUES.search(line) is None:
        return line
    return _GROUP.sub(lambda match: " " if _group(match) else match.group(), line)


def slashed(folded: str, text: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` (sorted, disjoint) with each group's values read as the module docstring says,
    in place of any anchor overlapping them."""
    if _VALUES.search(folded) is None:
        return anchors
    found: list[Anchor] = []
    for match in _GROUP.finditer(folded):
        start = match.start("values")
        for value in _group(match) or ():
            end = start + len(value.written)
            number, unit = Decimal(value.digits), None
            if value.unit:
                number, unit = scale(number, value.unit, "." in value.digits)
                unit = unit + "/s" if match.group("per") and unit else unit
            # the last value's raw text runs to the group's unit (`0.201 ms`)
            stop = match.end() if end == match.end("values") and value.unit and \
                value.written == value.digits else end
            found.append(Anchor("number", decimal_str(number), text[start:stop], start, stop,
                                value.label, unit))
            start = end + 1
    return replacing(anchors, found)
