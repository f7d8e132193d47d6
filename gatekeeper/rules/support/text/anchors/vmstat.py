"""`vmstat`'s rows, each value with its unit and name.

    procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
     r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
     9  3      0 312456  10240 2048000    0    0   120  8840 5120 9800 62 18  2 18  0

A header of lower-case names is no table's (evidence/tables.py reads capitalised headers), and
the values print no unit: the CPU's states are percentages (`wa`, the time waiting for I/O), the
memory's sizes KiB (`-S M`: MiB). A faithful `CPU iowait 为 18%` named a value found nowhere and
failed; `运行队列长度为 3` (the blocked processes' count) passed. Each value is read here with
its unit and its name, the CPU's as top's are (text/anchors/summary.py: `cpu iowait`), the
others by what they count (`run queue`, `blocked processes`, `context switches`).
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.header_rows import cell_starts
from gatekeeper.rules.support.text.anchors.model import Anchor, replacing
from gatekeeper.rules.support.text.anchors.numbers import decimal_str, scale
from gatekeeper.rules.support.text.anchors.summary import Summarised
from gatekeeper.rules.support.text.patterns import compiled

_HEADER = compiled(r"\s*r\s+b\s+swpd\s+free\s+")
_UNIT_OPTION = compiled(r"-S\s*([kKmM])")
#: column -> (name, unit: "%", "size" or "")
_COLUMNS = {"r": ("run queue", ""), "b": ("blocked processes", ""), "swpd": ("swap used", "size"),
            "free": ("mem free", "size"), "buff": ("mem buff", "size"), "cache": ("mem cache", "size"),
            "inact": ("mem inactive", "size"), "active": ("mem active", "size"),
            "si": ("swap in", ""), "so": ("swap out", ""), "bi": ("blocks in", ""), "bo": ("blocks out", ""),
            "in": ("interrupts", ""), "cs": ("context switches", ""), "us": ("cpu user", "%"),
            "sy": ("cpu system", "%"), "id": ("cpu idle", "%"), "wa": ("cpu iowait", "%"),
            "st": ("cpu steal", "%"), "gu": ("cpu guest", "%")}


def vmstat_values(text: str) -> list[Summarised]:
    """The values of `text`'s vmstat rows."""
    if "swpd" not in text:
        return []
    found: list[Summarised] = []
    columns: list[str] = []
    size = "KiB"
    at = 0
    for line in text.split("\n"):
        words = line.split()
        if _HEADER.match(line) and all(word in _COLUMNS for word in words):
            columns = words
        elif columns and len(words) == len(columns) and all(word.isdigit() for word in words):
            for column, (start, word) in zip(columns, cell_starts(line, at), strict=True):
                name, kind = _COLUMNS[column]
                unit = size if kind == "size" else kind
                found.append(Summarised(name, start, start + len(word), Decimal(word), unit))
        else:
            columns = []
            option = _UNIT_OPTION.search(line) if "vmstat" in line else None
            if option is not None:
                size = "MiB" if option.group(1) in "mM" else "KiB"
        at += len(line) + 1
    return found


def vmstat_anchors(folded: str, text: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` (sorted, disjoint) with each value of vmstat's rows read with its unit and
    name, in place of any anchor overlapping it."""
    found = []
    for value in vmstat_values(folded):
        number, unit = scale(value.value, value.unit, False) if value.unit else (value.value, None)
        found.append(Anchor("number", decimal_str(number), text[value.start:value.end], value.start,
                            value.end, value.name, unit))
    return replacing(anchors, found)
