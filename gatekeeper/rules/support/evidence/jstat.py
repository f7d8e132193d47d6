"""jstat's GC columns: what each measures, in what unit, and a claim giving one another's value.

`jstat -gcutil <pid>` prints a header of short column names over rows of bare numbers:

      S0     S1     E      O      M     CCS    YGC     YGCT    FGC    FGCT     GCT
      0.00  98.12  45.33  87.65  95.21  92.10    412    5.321    17    8.442   13.763

A space's use in percent (`O`, the old generation), a collector's count (`FGC`) and its time in
seconds (`FGCT`); `-gc` prints the spaces' capacities and use in KB (`OC`, `OU`). No cell carries
its unit, so a faithful `老年代使用率为 87.65%` or `Full GC 总耗时 8.442 秒` gave a unit its
evidence does not print and failed (claim.entity_grounding, LOW_CONFID); and no label ties a cell
to the claim's words, so `Full GC 次数为 412`, the young collections' count, passed. Here a
table of jstat's columns is read: a claim's value in the unit its column is printed in is held
(`column_held`), and a value the claim gives the column its clause names (`老年代`, `old gen`,
`Full GC`, `Young GC` with `次数`/`耗时`) that another column prints and the named one does not
contradicts it (`jstat_swapped`). Unsure says nothing: a clause naming no column, a value no
column prints (rounded, or of another run).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import written_whole

_SPACES = {  # the space a column measures, and how a claim names it
    "S0": ("s0", "survivor 0", "survivor0", "幸存区0", "幸存区 0"),
    "S1": ("s1", "survivor 1", "survivor1", "幸存区1", "幸存区 1"),
    "E": ("eden", "伊甸"),
    "O": ("老年代", "old gen", "old generation", "old space", "old 区", "老年区", "tenured"),
    "M": ("元空间", "metaspace", "方法区"),
    "CCS": ("压缩类空间", "compressed class"),
}
_COLLECTORS = {  # a collector's count column, and how a claim names the collector
    "YGC": ("young gc", "younggc", "ygc", "minor gc", "新生代 gc", "新生代gc", "年轻代 gc", "年轻代gc",
            "young 区 gc"),
    "FGC": ("full gc", "fullgc", "full-gc", "fgc", "major gc", "老年代 gc", "老年代gc"),
    "CGC": ("concurrent gc", "cgc", "并发 gc", "并发gc"),
}
_TIME_WORDS = ("耗时", "时间", "用时", "时长", "time", "took", "spent")
_GC = compiled(r"(?<![a-z])gc(?![a-z])")
#: -gcutil's spaces (percent), -gc's capacities and use (`OC`, `OU`: KB), the collectors' counts
#: and times (seconds).
_UNITS = {**dict.fromkeys(_SPACES, "%"),
          **{f"{space}{kind}": "kb" for space in _SPACES for kind in ("C", "U")},
          **dict.fromkeys(_COLLECTORS, ""), **{f"{name}T": "s" for name in _COLLECTORS}, "GCT": "s"}
_NUMBER = compiled(r"-|\d+(?:\.\d+)?")


class _Cell(NamedTuple):
    column: str
    value: Decimal
    line: str
    table: int  # which table of the text (a header starts one)


@lru_cache(maxsize=256)
def jstat_cells(text: str) -> tuple[_Cell, ...]:
    """The cells of `text`'s jstat tables: a header of five or more of jstat's column names, the
    rows of as many numbers under it."""
    if "GCT" not in text:  # every jstat -gc* header ends with it
        return ()
    found: list[_Cell] = []
    columns: list[str] = []
    tables = 0
    for line in text.split("\n"):
        words = line.split()
        if len(words) >= 5 and all(word in _UNITS for word in words):
            columns, tables = words, tables + 1
        elif columns and len(words) == len(columns) and all(_NUMBER.fullmatch(w) for w in words):
            found += [_Cell(column, Decimal(word), line, tables)
                      for column, word in zip(columns, words, strict=True) if word != "-"]
        else:
            columns = []
    return tuple(found)


def collections_counted(text: str) -> tuple[tuple[str, str], ...]:
    """(kind, its count as printed) for each kind of collection ("full", "young") a jstat table
    of `text` shows happening: a count above zero in a table's only sample, or rising from its
    first sample to its last. Equal counts in several samples say nothing: none happened in the
    window a claim may speak of (`采样期间没有发生 Full GC`)."""
    samples: dict[tuple[int, str], list[_Cell]] = {}
    for cell in jstat_cells(text):
        if cell.column in ("FGC", "YGC"):
            samples.setdefault((cell.table, cell.column), []).append(cell)
    found = []
    for (_, column), cells in samples.items():
        first, last = cells[0], cells[-1]
        if last.value > (0 if len(cells) == 1 else first.value):
            counted = f"{first.value} to {last.value}" if len(cells) > 1 else f"{last.value}"
            found.append(("full" if column == "FGC" else "young",
                          f"{column} {counted} ({last.line.strip()!r})"))
    return tuple(found)


def _as_printed(anchor: Anchor) -> Decimal | None:
    """The anchor's value in the unit jstat prints its column in (a percentage, seconds, KB)."""
    try:
        value = Decimal(anchor.value)
    except InvalidOperation:
        return None
    if anchor.unit == "ms":
        return value / 1000
    if anchor.unit == "bytes":
        return value / 1024
    return value


_CLAIMED = {"%": "%", "ms": "s", "bytes": "kb"}
#: A claim's word naming what a column measures (`Young GC`, `Eden`): the column names it.
_NAMES = {"young": "YGC", "minor": "YGC", "full": "FGC", "major": "FGC", "eden": "E",
          "metaspace": "M", "survivor": "S0", "old": "O", "tenured": "O"}


def column_held(missing: Sequence[Anchor], texts: Sequence[str]) -> set[int]:
    """The ids of the `missing` anchors a jstat table holds: a value a cell prints in the
    claim's unit (`87.65%` of `O`, `8.442 秒` of `FGCT`), a word naming a column (`Young` of
    `Young GC`, when `YGC` is printed)."""
    cells = [cell for text in dict.fromkeys(texts) for cell in jstat_cells(text)]
    if not cells:
        return set()
    columns = {cell.column for cell in cells}
    return {id(anchor) for anchor in missing
            if (anchor.kind == "name" and _NAMES.get(anchor.value.lower()) in columns)
            or (anchor.kind == "number" and anchor.unit in _CLAIMED and any(
                _UNITS[cell.column] == _CLAIMED[anchor.unit] and cell.value == _as_printed(anchor)
                for cell in cells))}


def _named(clause: str, unit: str | None) -> set[str]:
    """The columns a claim's clause (lower-cased) names, for a value in `unit`."""
    spaces = {name for name, words in _SPACES.items() if any(written_whole(w, clause) for w in words)}
    collectors = {name for name, words in _COLLECTORS.items() if any(written_whole(w, clause) for w in words)}
    timed = unit == "ms" or any(written_whole(word, clause) for word in _TIME_WORDS)
    named = {f"{name}T" for name in collectors} if timed else collectors if unit is None else set()
    if timed and not collectors and _GC.search(clause):
        named.add("GCT")
    if unit == "bytes":
        kind = "C" if "容量" in clause or "capacity" in clause else "U"
        named |= {f"{space}{kind}" for space in spaces}
    elif unit in (None, "%"):
        named |= spaces | {f"{space}U" for space in spaces}
    return named


def jstat_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]
                  ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the column it names, and the one printing the value]) for the first
    value the claim gives a jstat column another column prints (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    cells = [cell for text in dict.fromkeys(texts) for cell in jstat_cells(text)]
    if not cells:
        return None
    for value in anchors:
        if value.kind != "number" or value.approx is not None:
            continue
        printed = _as_printed(value)
        low, high = clause_around(claim, value.start, value.end)
        named = _named(claim[low:high].lower(), value.unit)
        own = [cell for cell in cells if cell.column in named]
        if printed is None or not own or any(cell.value == printed for cell in own):
            continue
        other = next((cell for cell in cells if cell.value == printed and cell.column not in named), None)
        if other is not None:
            return value, [f"{own[0].column} {own[0].value}, {value.raw.strip()} under {other.column} "
                           f"({own[0].line.strip()!r})"]
    return None
