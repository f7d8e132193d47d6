"""What a claim says of a class in a JVM's heap histogram (`jmap -histo`, `jcmd GC.class_histogram`)
that its row says otherwise: how many instances, how many bytes.

`String 对象有 5213887 个实例` citing the histogram, whose `[B` row counts 5213887 instances and
`java.lang.String`'s 4102331: the number is the output's, and the header (`num #instances #bytes
class name (module)`) made no table, so nothing was missing or contradicted; a faithful
`byte[] 占用了 834221920 字节` (or `795.6 MB`) failed, a size printed as a bare count of bytes. A
row gives a class (`java.lang.String`, written `String` when no other row's class is so named;
`[B` written `byte[]`) its instances and bytes. A clause naming one class and writing one number
of instances (`5213887 个实例`, `对象有 4102331 个`, `4102331 objects`) or one size (`834221920
字节`, `795.6 MB`, in 1000s or 1024s, rounded as written) gives it that value: another than its
row's contradicts it, and the row's is held. Unsure says nothing: two classes, numbers or sizes
in a clause, a bound or an approximation (`超过 500 MB`, `约 520 万个`), a share (`占堆的 40%`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

HEADER = "#instances"
_ROW = compiled(r"^[ \t]*\d+:[ \t]+(?P<instances>\d+)[ \t]+(?P<bytes>\d+)[ \t]+(?P<name>\S+)"
                r"(?:[ \t]+\([^)\n]*\))?[ \t]*$", re.MULTILINE)
#: A JVM array's descriptor, as Java writes its type.
_ARRAYS = {"Z": "boolean", "B": "byte", "C": "char", "S": "short", "I": "int", "J": "long", "F": "float",
           "D": "double"}
_SIZE = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)\s*"
                 r"(?P<unit>[KMGT]i?B|[KMGT](?![A-Za-z])|字节|(?i:bytes?)(?![A-Za-z]))")
_INSTANCES = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+)\s*(?:个)?\s*"
                      r"(?:实例|对象|(?i:instances?|objects?)(?![A-Za-z]))"
                      r"|(?:实例数?|对象数?|(?i:instances?)\s*[:=]?)\s*(?:为|是|有|共)?\s*(?P<after>\d+)(?![\d.])")
_SHARE = compiled(r"%|百分之|占比|(?i:percent)")
_SCALES = {"K": 1, "M": 2, "G": 3, "T": 4}

#: A class's row: (its instances, its bytes).
Row = tuple[int, int]


@lru_cache(maxsize=64)
def histogram(text: str) -> dict[str, Row]:
    """Each class the histogram lists -> its row (none when the text prints no histogram)."""
    if HEADER not in text:
        return {}
    return {m["name"]: (int(m["instances"]), int(m["bytes"])) for m in _ROW.finditer(text)}


def histogram_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]
                           ) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the class's row]) for the first count of instances or size
    the claim gives a class otherwise than its row (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows = sole_reading(texts, (HEADER,), histogram) or {}
    for name, said, holds in _said(claim, rows):
        if not holds:
            instances, size = rows[name]
            return Anchor("number", said.group(), said.group(), *said.span()), [
                f"{name}: {instances} instances, {size} bytes"]
    return None


def histogram_values_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the sizes a class the claim names has (`795.6 MB` of its bytes)."""
    rows = sole_reading(texts, (HEADER,), histogram) if missing else None
    if not rows:
        return missing
    return outside(missing, [said.span() for _, said, holds in _said(claim, rows) if holds])


def _said(claim: str, rows: dict[str, Row]) -> Iterator[tuple[str, re.Match[str], bool]]:
    """(the class, the value written, whether its row holds it) of each clause naming one class
    and writing one count of instances or one size, when sure."""
    for said in (*_INSTANCES.finditer(claim), *_SIZE.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        named = [name for name in rows if any(_pattern(written).search(claim, low, high) for written in
                                              _written(name, tuple(rows)))]
        values = [*_INSTANCES.finditer(claim, low, high), *_SIZE.finditer(claim, low, high)]
        if len(named) != 1 or len(values) != 1 or any(
                words.search(claim, low, high) for words in (APPROX, BOUND, _SHARE)):
            continue
        instances, size = rows[named[0]]
        if said.re is _INSTANCES:
            yield named[0], said, int(said["n"] or said["after"]) == instances
        else:
            yield named[0], said, _sized(said["n"], said["unit"], size)


def _sized(number: str, unit: str, size: int) -> bool:
    """Whether `number` of `unit` is `size` bytes rounded as written, in 1000s or 1024s."""
    scale = _SCALES.get(unit[:1].upper(), 0)  # `字节`, `bytes`: none
    return any(rounded_to(Decimal(size) / Decimal(base) ** scale, number, cut=True) for base in (1000, 1024))


def _written(name: str, names: tuple[str, ...]) -> tuple[str, ...]:
    """How a claim writes a class: whole, its array's type (`byte[]` of `[B`), its simple name
    (`String`, `HashMap$Node`) when no other class has it."""
    if name.startswith("[") and (element := _ARRAYS.get(name[1:])):
        return name, f"{element}[]"
    if name.startswith("[L") and name.endswith(";"):
        return name, f"{name[2:-1]}[]", f"{_simple(name[2:-1])}[]"
    simple = _simple(name)
    return (name, simple) if sum(1 for other in names if _simple(other) == simple) == 1 else (name,)


def _simple(name: str) -> str:
    return name.rpartition(".")[2]


@lru_cache(maxsize=512)
def _pattern(written: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_.$\[]){re.escape(written)}(?![A-Za-z0-9_$\[])")
