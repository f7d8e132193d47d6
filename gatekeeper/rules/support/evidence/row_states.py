"""A table row a claim says is one way or another (a node cordoned or schedulable, a CronJob
suspended or not, an index green, yellow or red) against the cell that says which: the reading
evidence/cordoned.py, evidence/suspended.py and evidence/health.py share.

A clause saying it one way (a word inside another way's is that one's: `暂停` of `没有被暂停`) and
naming one row of a table (its only row, or every row after a word of every (`所有`, `all`), when
the clause names none but a word of its kind) is contradicted by a row's cell saying another way;
one denying a way (`不是 yellow`, where the caller reads denials apart) by a cell saying it.
Unsure says nothing: a clause saying two ways, another time (`之前`, `after the drain`), not all
(`并非所有`), two rows, a cell saying no way the reading knows, a clause the caller is unsure of.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import EVERY, NOT_ALL, clause_around
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import Table, tables_of

#: The column a table says it in, when it is a table of that kind.
Column = Callable[[Table], "int | None"]


def row_said_otherwise(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       ways: Sequence[tuple[re.Pattern[str], Hashable]], kind: re.Pattern[str],
                       column_of: Column, way_of: Callable[[str], Hashable | None],
                       denied: re.Pattern[str] | None = None, unsure: re.Pattern[str] | None = None
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the row's cell]) for the first row the claim says is one of `ways`
    while its cell in the column `column_of` finds says another (`way_of` the cell; None: no way),
    or says is not one (`denied` right before the way's word) while its cell says it is."""
    said = [(m, way) for pattern, way in ways for m in pattern.finditer(claim)]
    said = [(m, way) for m, way in said if not any(
        other.start() <= m.start() and m.end() <= other.end() and other is not m for other, _ in said)]
    if not said:
        return None
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    blanked = claim  # a word of a way names no row (`green` of a row whose first cell is `green`)
    for m, _ in said:
        blanked = blanked[:m.start()] + " " * (m.end() - m.start()) + blanked[m.end():]
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        column = column_of(table)
        if column is None:
            continue
        for word, way in said:
            low, high = clause_around(claim, word.start(), word.end())
            negated = denied is not None and denied.search(claim, low, word.start()) is not None
            if any(other is not word and low <= other.start() < high and other_way != way
                   for other, other_way in said) or NOT_NOW.search(claim, low, high) \
                    or (not negated and unsure is not None and unsure.search(claim, low, high)):
                continue  # two ways said, another time, or unsure
            for row in _rows(blanked, low, high, subjects, table, kind):
                if (cell := way_of(row[column])) is not None and (cell == way) == negated:
                    written = claim[low:high].strip()
                    return Anchor("state", written.lower(), written, low, high), [
                        f"{table.columns[column].upper()} {row[column]} for {_name(table, row)} "
                        f"({clipped('  '.join(row), 80)!r})"]
    return None


def _name(table: Table, row: tuple[str, ...]) -> str:
    """What the row is of: its `name`, `index` or `cluster` cell, else its first."""
    return next((row[table.columns.index(column)] for column in _NAMES if column in table.columns), row[0])


_NAMES = ("name", "index", "cluster")


def _rows(claim: str, low: int, high: int, subjects: Sequence[Anchor], table: Table,
          kind: re.Pattern[str]) -> list[tuple[str, ...]]:
    """The row the clause names, or the rows it gives the way to by the word of their kind: the
    only one, or every one after a word of every."""
    named = list(dict.fromkeys(row for at, row in mentions(claim, subjects, table) if low <= at[0] < high))
    if named:
        return named if len(named) == 1 else []
    if not kind.search(claim, low, high):
        return []
    if len(table.rows) == 1 or (EVERY.search(claim, low, high) and not NOT_ALL.search(claim, low, high)):
        return list(table.rows)
    return []
