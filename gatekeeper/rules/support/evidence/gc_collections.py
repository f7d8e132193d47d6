"""A heap size or pause a claim gives one numbered garbage collection that its log line prints
otherwise: Go's `GODEBUG=gctrace=1` and the JVM's unified `-Xlog:gc`.

    gc 12 @3.216s 2%: 0.018+1.2+0.004 ms clock, 0.14+0.35/1.1/2.3+0.035 ms cpu, 48->49->25 MB, 50 MB goal, 8 P
    [16.678s][info][gc] GC(43) Pause Full (Allocation Failure) 1900M->1500M(2048M) 1234.567ms

Every value is the log's, so `第 13 次 GC 后堆大小为 25 MB` (the 12th's live heap), `第 12 次 GC
的目标堆大小为 51 MB` (the 13th's goal) and `GC(42) 暂停了 1234.567ms` (the 43rd's pause) passed.
Each line gives its collection's heap when it started and what was left after it (Go's `48->49->25
MB`: its start, end and live heap; the JVM's `1900M->1500M(2048M)`: before, after and the heap's
capacity), Go's next goal and the JVM's pause. A clause naming one collection (`第 12 次 GC`, `gc
12`, `GC(42)`, `GC #42`) and writing one size gives it: the goal after a word of one (`目标`,
`goal`), the capacity (`容量`, `capacity`, `committed`), the heap left after a word of what is
left (`后`, `存活`, `live`, `after`, `剩余`), the heap at its start (`前`, `开始`, `before`,
`start`); a time is its pause. Another value than the line's, rounded as written, contradicts it.
Unsure says nothing: two collections, sizes or kinds in a clause, no kind's word for a size, a
bound, a change, an approximation, a collection printed twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

_GO = compiled(r"^gc (?P<n>\d+) @[\d.]+s \d+%: .*?, (?P<start>\d+)->(?P<end>\d+)->(?P<live>\d+) MB, "
               r"(?P<goal>\d+) MB goal", re.MULTILINE)
_JVM = compiled(r"\bGC\((?P<n>\d+)\) Pause .*? (?P<start>\d+(?:\.\d+)?[KMG])->(?P<live>\d+(?:\.\d+)?[KMG])"
                r"\((?P<capacity>\d+(?:\.\d+)?[KMG])\) (?P<pause>\d+(?:\.\d+)?)ms")
#: A size or a time a clause writes.
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?![\d.])\s*"
                 r"(?:(?P<size>MB|MiB|M|兆|GB|GiB|G|KB|KiB|K)"
                 r"|(?P<ms>ms|毫秒))(?![A-Za-z])")
_NUMBERED = compiled(r"第\s*(?P<zh>\d+)\s*次\s*(?:GC|gc|垃圾回收)"
                     r"|(?<![A-Za-z])(?i:gc)\s*[#(]?\s*(?P<en>\d+)(?!\d)")
#: A collection, numbered or not, before `后` or `前` (`GC 后`, `GC(43) 后`, `回收后`).
_COLLECTED = r"(?:GC|gc|回收)(?:\s*[#(]?\s*\d+\)?)?\s*"
_KINDS = (("goal", compiled(r"目标|(?<![A-Za-z])(?i:goal|target)(?![A-Za-z])")),
          ("capacity", compiled(r"容量|总堆|(?<![A-Za-z])(?i:capacity|committed|total)(?![A-Za-z])")),
          ("live", compiled(rf"{_COLLECTED}后|存活|剩余|(?<![A-Za-z])(?i:live|after|left)(?![A-Za-z])")),
          ("start", compiled(rf"{_COLLECTED}前|开始|(?<![A-Za-z])(?i:before|start(?:ed)?)(?![A-Za-z])")))
_IN_MB = {"K": Decimal(1) / 1024, "M": Decimal(1), "G": Decimal(1024)}

#: A collection's heap in MB (start, live; Go's end and goal, the JVM's capacity) and pause in ms.
Collection = dict[str, Decimal]


@lru_cache(maxsize=64)
def collections(text: str) -> dict[str, Collection]:
    """Each collection's values, by its number; one printed twice (two processes) left out."""
    found: dict[str, Collection] = {}
    twice = set()
    for line in (*_GO.finditer(text), *_JVM.finditer(text)):
        twice.update({line["n"]} & found.keys())
        found[line["n"]] = {kind: _megabytes(value) if kind != "pause" else Decimal(value)
                            for kind, value in line.groupdict().items() if kind != "n"}
    return {n: values for n, values in found.items() if n not in twice}


def _megabytes(printed: str) -> Decimal:
    """A size as printed (Go's bare MB, the JVM's `1900M`), in MB."""
    return Decimal(printed[:-1]) * _IN_MB[printed[-1]] if printed[-1] in _IN_MB else Decimal(printed)


def gc_value_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the collection's]) for the first size or pause the claim gives
    a collection otherwise than its log line (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    logged = sole_reading(texts, (" MB goal", ") Pause "), collections)
    if not logged:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        numbers = {m["zh"] or m["en"] for m in _NUMBERED.finditer(claim, low, high)}
        kinds = ["pause"] if said["ms"] else [kind for kind, words in _KINDS
                                              if words.search(claim, low, high)]
        if len(numbers) != 1 or len(kinds) != 1:
            continue
        number = numbers.pop()
        printed = logged.get(number, {}).get(kinds[0])
        written = Decimal(said["n"]) * _IN_MB.get((said["size"] or "M")[0].upper(), Decimal(1))
        if printed is not None and not rounded_to(printed, said["n"]) and written != printed:
            unit = "ms" if kinds[0] == "pause" else "MB"
            return said_number(claim, said), [
                f"gc {number} {kinds[0]} {printed.normalize():f} {unit}"]
    return None
