"""A process's or the whole disk's read or write rate a claim gives otherwise than `iotop` prints
it.

`rsync 写入 38.20 M/s` citing `iotop -b`, whose mysqld row writes 38.20 M/s and rsync's 6.50 M/s:
the rate is the output's and iotop's header (`DISK READ  DISK WRITE  SWAPIN  IO>`) makes no
table, so nothing tied it to its process. Read from the totals (`Total DISK READ: 1.20 M/s |
Total DISK WRITE: 45.30 M/s`) and each row (its command's first word names it: `mysqld`,
`rsync`). A clause naming one process, or the total (`总`, `total`, `整体`), and one of reading
(`读`, `read`), writing (`写`, `write`) or the share of time in IO (`IO 占用`, `IO>`, `io wait`)
gives it the rate or share right after or before: another than the row's (to the places written)
contradicts it. Unsure says nothing: two processes or both directions in a clause, a bound, an
approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

_RATE = r"\d+(?:\.\d+)? [KMG]?(?:B)?/s"
_TOTAL = compiled(rf"^Total DISK READ\s*:\s*(?P<read>{_RATE})\s*\|"
                  rf"\s*Total DISK WRITE\s*:\s*(?P<write>{_RATE})", re.MULTILINE)
_ROW = compiled(rf"^[ \t]*\d+[ \t]+\S+[ \t]+\S+[ \t]+(?P<read>{_RATE})[ \t]+(?P<write>{_RATE})[ \t]+"
                r"[\d.]+ %[ \t]+(?P<io>[\d.]+) %[ \t]+(?P<command>\S+)", re.MULTILINE)
_SAID = {"read": compiled(r"读取|读(?!写)|(?<![A-Za-z])(?i:reads?|reading)(?![A-Za-z])"),
         "write": compiled(r"写入|(?<!读)写|(?<![A-Za-z])(?i:writes?|writing|written)(?![A-Za-z])"),
         "io": compiled(r"IO\s*占用|IO\s*等待|IO>|(?<![A-Za-z])(?i:io\s+wait|io\s+share)(?![A-Za-z])")}
_TOTAL_WORDS = compiled(r"总|整体|(?<![A-Za-z])(?i:total|overall)(?![A-Za-z])")
_VALUE = compiled(r"(?<![A-Za-z0-9_.\-])(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[KMG]?B?/s|%)")


@lru_cache(maxsize=64)
def io_rows(text: str) -> dict[str, dict[str, str]]:
    """`total` and each process (its command's first word, no path) -> read, write (a rate,
    `38.20 M/s`), io (a share) and its row."""
    found: dict[str, dict[str, str]] = {}
    total = _TOTAL.search(text)
    if total is not None:
        found["total"] = {"read": total.group("read"), "write": total.group("write"),
                          "row": line_around(text, total.start())}
    for m in _ROW.finditer(text):
        name = m.group("command").rpartition("/")[2]
        row = {"read": m.group("read"), "write": m.group("write"), "io": m.group("io") + " %",
               "row": line_around(text, m.start())}
        found[name] = row if name not in found else {}  # two rows of one command: whose is unsure
    return found


def io_rate_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]
                    ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the row]) for the first rate or share the claim gives a process or
    the total otherwise (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows = sole_reading(texts, ("DISK READ",), io_rows)
    if rows is None:
        return None
    for value in _VALUE.finditer(claim):
        low, high = clause_around(claim, value.start(), value.end())
        named = [name for name in rows if name != "total" and name_pattern(name).search(claim, low, high)]
        if _TOTAL_WORDS.search(claim, low, high):
            named.append("total")
        which = [kind for kind, words in _SAID.items() if words.search(claim, low, high)]
        if len(named) != 1 or not rows[named[0]] or BOUND.search(claim, low, high) \
                or APPROX.search(claim, low, high):
            continue
        directions = [kind for kind in which if kind != "io"]
        if value.group("unit") == "%":  # a share of the time in IO
            kind = "io" if "io" in which else None
        else:  # a rate, of the one direction the clause names
            kind = directions[0] if len(directions) == 1 else None
        row = rows[named[0]]
        if kind is None or kind not in row:
            continue
        printed, _, unit = row[kind].partition(" ")
        if unit.replace("B", "") != value.group("unit").replace("B", ""):
            continue  # another unit (`38200 K/s`): not converted, unsure
        if not rounded_to(Decimal(printed), value.group("n"), cut=True):
            start, end = value.span()
            return Anchor("number", value.group("n"), claim[start:end], start, end), [
                f"{named[0]} {kind} {row[kind]} ({clipped(row['row'].strip(), 80)!r})"]
    return None
