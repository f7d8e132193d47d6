"""A row a claim ranks first (or last) on a table's column while another row's cell goes beyond it.

`order-svc-7d9f 的 CPU 使用最高` citing kubectl top's `order-svc-7d9f 250m` and `payment-5c8b
812m`: evidence/compared.py ranks entities by the readings their lines label (`cpu=85%`), but a
table's cells are labelled by its header only, so the claim passed. A clause with a word of the
highest or the lowest (`最高`, `最多`, `最大`, `highest`, `the most`; `最低`, `最少`, `lowest`),
naming one row of a table (evidence/table_rows.mentions) and one of its columns
(column_names.names_column) whose every cell is a number of one kind (a count, a percentage, a
size, cores or millicores: `250m`), is contradicted when another row's cell is beyond the named
row's (a tie is no contradiction). Unsure says nothing: a denial before the word (`不是最高`), one
of several (`之一`, `one of`, `top 3`, `前三`), another rank (`第二高`, `second highest`), a value
with a unit in the clause (a peak's: evidence/extremes.py), two rows or two columns named, a cell
of the column that is no number, or of two kinds.

So is a comparison of two rows (compared.comparisons: `A 的 CPU 比 B 高`, `/data 的使用率高于
/var/log`) on one column the clause names, when the row put higher has the lower cell; and a value
a clause naming no row gives the highest or the lowest (`extreme_cell_contradicted`: `最长的查询已运行
95 秒` over processlist's `Time` 120, 95 and 3, `占用空间最大的目录为 3.4G` over a `du -h` listing
whose largest is 18G), when the value is a cell of one column (the one the clause names, else the
only one writing it) another cell of which goes beyond it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.cell_values import size_of
from gatekeeper.rules.support.evidence.column_names import names_column
from gatekeeper.rules.support.evidence.compared import NEGATED, comparisons
from gatekeeper.rules.support.evidence.size_listings import size_listing
from gatekeeper.rules.support.evidence.table_rows import ENTITY_COLUMNS, NUMBERED_COLUMNS, mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import Table, tables_of

#: A word of the highest (`up`) or the lowest; not of speed (`最快` of a rate is its highest). A
#: Chinese word before its noun names a setting (`最大副本数`, `最多 10 个`), not a rank; an
#: English `most` a degree (`the most recent restart`).
_ZH_RANKED = r"(?=\s*(?:$|[的是了，。,.;；、）)]))"
_RANKED = compiled(rf"(?P<up>(?:最高|最大|最多|最长){_ZH_RANKED}|(?<![A-Za-z])(?:highest|largest|biggest"
                   r"|busiest|longest|(?<=the\s)most(?!\s+(?:recent|recently|likely|common|frequent|important"
                   r"|severe|critical|\w+(?:ly|ous|ive|ful|ent|ant|ic|al|able|ible)(?![A-Za-z]))))(?![A-Za-z]))"
                   rf"|(?P<down>(?:最低|最小|最少|最短){_ZH_RANKED}|(?<![A-Za-z])(?:lowest|smallest|fewest|shortest"
                   r"|(?<=the\s)least)(?![A-Za-z]))", re.IGNORECASE)
#: One of several, or another rank than the first.
_NOT_FIRST = compiled(r"之一|前\s*[0-9一二两三四五六七八九十]|第\s*[0-9二两三四五六七八九十]|其次|仅次于"
                      r"|(?<![A-Za-z])(?:one\s+of|top\s*\d|among|second|third|2nd|3rd|next)(?![A-Za-z])",
                      re.IGNORECASE)
#: A word of comparing, the words of compared.comparisons need one of (a cheap test first).
_COMPARING = compiled(r"比|高于|低于|大于|小于|多于|少于|超过|超出|不及"
                      r"|(?<![A-Za-z])(?:than|exceed|exceeds|exceeded)(?![A-Za-z])", re.IGNORECASE)
#: A number with a unit, written in the clause: a value, not a rank.
_VALUE = compiled(r"\d+(?:\.\d+)?\s*(?:%|[KMGT]i?B?|[kmgt]b|ms|s|m|秒|毫秒|核|cores?)(?![A-Za-z])")
#: Columns whose cells name rows, never a value to rank them by.
ROW_NAMING = ENTITY_COLUMNS | NUMBERED_COLUMNS.keys() | {"id", "uid", "user", "uuid"}
#: A cell: a number (thousands grouped or not) and a unit of one kind.
_CELL = compiled(r"(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%|ms|m|s|[KMGTP]i?B?|[kmgtp]i?b|B)?")


def rank_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row beyond]) for the first row a clause ranks first or last on
    a table's column that another row's cell goes beyond (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    said = list(_RANKED.finditer(claim))
    if not said:
        return None
    tables = _tables(texts)
    if not tables:
        return None
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for word in said:
        low, high = clause_around(claim, word.start(), word.end())
        if (NEGATED.search(claim, max(low, word.start() - 8), word.start())
                or _NOT_FIRST.search(claim, low, high) or _VALUE.search(claim, low, high)):
            continue
        for table in tables:
            found = _beyond(claim, low, high, word.lastgroup == "up", table, subjects)
            if found is not None:
                start, end = min(found[0], word.start()), max(found[1], word.end())
                return Anchor("state", claim[start:end].lower(), claim[start:end], start, end), [found[2]]
    return None


def extreme_cell_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                              anchors_of: Callable[[str], Sequence[Anchor]]
                              ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the cell beyond it]) for the first value a clause naming no row gives
    a column's highest or lowest that another cell of the column goes beyond (module docstring)."""
    del anchors_of  # the cells are read as printed
    said = list(_RANKED.finditer(claim))
    tables = _tables(texts) if said else []
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for word in said if tables else ():
        low, high = clause_around(claim, word.start(), word.end())
        values = list(_WRITTEN.finditer(claim, low, high))
        if len(values) != 1 or NEGATED.search(claim, max(low, word.start() - 8), word.start()) \
                or any(pattern.search(claim, low, high) for pattern in (_NOT_FIRST, APPROX, NOT_NOW)) \
                or any(bound.start() != word.start() for bound in BOUND.finditer(claim, low, high)):
            continue  # (not first, about, another time: `重启前最长的查询`, a bound but `the most`)
        for table in tables:
            if any(low <= at < high for (at, _), _ in mentions(claim, subjects, table)):
                continue  # a row named: ranked as rank_contradicted reads it
            found = _beyond_value(values[0], word.lastgroup == "up", claim[low:high].lower(), table)
            if found is not None:
                start, end = values[0].span()
                return Anchor("state", claim[start:end].lower(), claim[start:end], start, end), [found]
    return None


#: A value with its unit a claim writes (`95 秒`, `95 seconds`, `250m`, `3.4G`, `512Mi`, `38%`).
_WRITTEN = compiled(r"(?<![\d.:/\-])(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>%|毫秒|秒"
                    r"|(?i:ms|seconds?|secs?|s)(?![A-Za-z])|[KMGT]i?B?(?![A-Za-z])|m(?![A-Za-z]))")
_SECONDS = {"毫秒": "ms", "秒": "s", "second": "s", "seconds": "s", "sec": "s", "secs": "s"}


def _beyond_value(value: re.Match[str], up: bool, clause: str, table: Table) -> str | None:
    """The cell beyond the one value is, of the one column the clause names (or, naming none,
    the one column) with a cell writing it; None when unsure."""
    named = _named_columns(clause, table) or [n for n, name in enumerate(table.columns)
                                              if n and name not in ROW_NAMING]
    columns = [n for n in named if any(_writes(value, row[n]) for row in table.rows)]
    if len(columns) != 1:
        return None
    column = columns[0]
    cells = [(_value(row[column]), row) for row in table.rows]
    if any(cell is None for cell, _ in cells) or len({cell[0] for cell, _ in cells if cell}) != 1:
        return None
    held = max(cell[1] if up else -cell[1] for cell, row in cells if cell and _writes(value, row[column]))
    beyond = [row for cell, row in cells if cell and (cell[1] if up else -cell[1]) > held]
    if not beyond:
        return None
    top = max(beyond, key=lambda row: (_value(row[column]) or ("", Decimal(0)))[1] * (1 if up else -1))
    return f"{table.columns[column].upper()} {top[column]} for {top[0]}"


def _writes(value: re.Match[str], cell: str) -> bool:
    """Whether a cell writes the value as the claim does (`95s` of `95 秒`, `3.4GiB` of `3.4G`)."""
    unit = value.group("unit")
    unit = _SECONDS.get(unit.lower(), unit) if unit else ""
    m = _CELL.fullmatch(cell.strip())
    if m is None or Decimal(m.group(1).replace(",", "") + (m.group(2) or "")) != Decimal(value.group("n")):
        return False
    printed = m.group(3) or ""
    return printed == unit or (printed[:1].upper() == unit[:1].upper() and printed[:1].upper() in "KMGT")


def order_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's comparison, [the two rows' cells]) for the first comparison of two rows of
    a table on a column the clause names that the cells reverse (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    if _COMPARING.search(claim) is None:  # most claims compare nothing: no table is read
        return None
    tables = _tables(texts)
    if not tables:
        return None
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    named_in = [mentions(claim, subjects, table) for table in tables]
    # a row's name no anchor reads as a subject (a queue's `payments`; `eth1`, read as a code) is
    # a subject to compare too
    taken = [(a.start, a.end) for a in anchors if a.kind in (*SUBJECTS, "identifier")]
    rows_named = [Anchor("identifier" if claim.startswith("/", start) else "service",  # a path's kind
                         claim[start:end].lower(), claim[start:end], start, end)
                  for named in named_in for (start, end), _ in named
                  if not any(low <= start < high for low, high in taken)]
    others = [a for a in anchors if not any(row.start <= a.start < row.end for row in rows_named)]
    for higher, lower, start, end in comparisons(claim, sorted({*others, *rows_named}, key=_place)):
        low, high = clause_around(claim, start, end)
        clause = claim[low:high].lower()
        for table, named in zip(tables, named_in, strict=True):
            rows = [[row for (at, _), row in named if a.start <= at < a.end] for a in (higher, lower)]
            columns = _named_columns(clause, table)
            if any(len(found) != 1 for found in rows) or not columns or rows[0] == rows[1]:
                continue
            (top,), (bottom,) = rows
            below = [column for column in columns if _below(top[column], bottom[column])]
            if below == columns:  # on every column the clause names (`内存`: %MEM and RSS)
                written = claim[start:end]
                return Anchor("state", written.lower(), written, start, end), [
                    f"{table.columns[below[0]]} {top[below[0]]} for {top[0]}, "
                    f"{bottom[below[0]]} for {bottom[0]}"]
    return None


def _below(cell: str, other: str) -> bool:
    """Whether `cell` is a number of `other`'s kind below it."""
    mine, theirs = _value(cell), _value(other)
    return mine is not None and theirs is not None and mine[0] == theirs[0] and mine[1] < theirs[1]


def _beyond(claim: str, low: int, high: int, up: bool, table: Table, subjects: Sequence[Anchor]
            ) -> tuple[int, int, str] | None:
    """(where the clause names its row, the row beyond it) when the clause names one row of
    `table` and another row's cell goes beyond the named one's on every column the clause names
    (`内存`: %MEM and RSS; unsure where they rank otherwise)."""
    rows = {row: span for span, row in mentions(claim, subjects, table) if low <= span[0] < high}
    columns = _named_columns(claim[low:high].lower(), table)
    if len(rows) != 1 or not columns:
        return None
    (row, span), = rows.items()
    found = [_beyond_in(row, column, up, table) for column in columns]
    first = found[0]
    return (*span, first) if first is not None and all(found) else None


def _beyond_in(row: tuple[str, ...], column: int, up: bool, table: Table) -> str | None:
    """Another row's cell of the column beyond the row's, as the message writes them."""
    values = [_value(other[column]) for other in table.rows]
    if any(value is None for value in values) or len({value[0] for value in values if value}) != 1:
        return None
    mine = _value(row[column])
    assert mine is not None  # the row is one of the table's
    for other, value in zip(table.rows, values, strict=True):
        if value is not None and (value[1] > mine[1] if up else value[1] < mine[1]):
            return f"{table.columns[column]} {other[column]} for {other[0]}, {row[column]} for {row[0]}"
    return None


def _tables(texts: Sequence[str]) -> list[Table]:
    """The tables of two or more rows the texts print, a `du -h` listing too."""
    tables = [table for text in dict.fromkeys(texts) for table in tables_of(text) if len(table.rows) > 1]
    return tables + [table for text in dict.fromkeys(texts) if (table := size_listing(text)) is not None]


def _named_columns(clause: str, table: Table) -> list[int]:
    """The columns of values the clause names: not the first, nor one naming rows (a process's
    `PID`, which `进程` names: `CPU 占用最高的进程是 nginx` ranks on `%CPU`), nor one alike in
    every row beside one that is not (`内存` names %MEM, VSZ and RSS: a rank is on what differs)."""
    named = [n for n, name in enumerate(table.columns)
             if n and name not in ROW_NAMING and names_column(clause, name, table.columns)]
    differing = [n for n in named if len({row[n] for row in table.rows}) > 1]
    return differing or named


def _value(cell: str) -> tuple[str, Decimal] | None:
    """(the cell's kind, its value in that kind's unit), if it is a number of one: kubectl's
    `250m` is a quarter of a core (a bare `1`, one), `512Mi` a size in bytes (as the anchors
    read it: `cell_values.size_of`), `120s` (processlist's `Time`) and `350ms` durations."""
    m = _CELL.fullmatch(cell.strip())
    if m is None:
        return None
    unit = m.group(3) or ""
    if unit in ("", "%", "m", "s", "ms"):
        number = Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
        return ("", number / 1000) if unit == "m" else ("s", number / 1000) if unit == "ms" \
            else ("s", number) if unit == "s" else (unit, number)
    size = size_of(cell.strip())
    return ("bytes", Decimal(size[0])) if size is not None and size[1] == "bytes" else None


def _place(anchor: Anchor) -> tuple[int, int]:
    return anchor.start, anchor.end
