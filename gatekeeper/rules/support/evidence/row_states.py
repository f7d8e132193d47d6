"""A table row a claim says is one way or the other (a node cordoned or schedulable, a CronJob
suspended or not) against the cell that says which: the reading evidence/cordoned.py and
evidence/suspended.py share.

A clause saying it one way (`yes`) or the other (`no`; a word inside the other's is that one's:
`暂停` of `没有被暂停`) and naming one row of a table (its only row when the clause names none but
a word of its kind) is contradicted by the row's cell saying the other way. Unsure says nothing:
a clause saying both, another time (`之前`, `after the drain`), two rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import Table, tables_of

#: The column a table says it in, when it is a table of that kind.
Column = Callable[[Table], "int | None"]


def row_said_otherwise(claim: str, anchors: Sequence[Anchor], texts: Sequence[str], yes: re.Pattern[str],
                       no: re.Pattern[str], kind: re.Pattern[str], column_of: Column,
                       says_yes: Callable[[str], bool]) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the row's cell]) for the first row the claim says is `yes` (or
    `no`) while its cell in the column `column_of` finds does not (`says_yes` of the cell)."""
    said = [(m, True) for m in yes.finditer(claim)] + [(m, False) for m in no.finditer(claim)]
    said = [(m, way) for m, way in said if not any(
        other.start() <= m.start() and m.end() <= other.end() and other is not m for other, _ in said)]
    if not said:
        return None
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        column = column_of(table)
        if column is None:
            continue
        for word, way in said:
            low, high = clause_around(claim, word.start(), word.end())
            if any(other is not word and low <= other.start() < high and other_way != way
                   for other, other_way in said) or NOT_NOW.search(claim, low, high):
                continue  # both said, or another time
            rows = {row for at, row in mentions(claim, subjects, table) if low <= at[0] < high}
            if not rows and len(table.rows) == 1 and kind.search(claim, low, high):
                rows = set(table.rows)
            if len(rows) != 1:
                continue
            row, = rows
            if says_yes(row[column]) != way:
                written = claim[low:high].strip()
                return Anchor("state", written.lower(), written, low, high), [
                    f"{table.columns[column].upper()} {row[column]} for {row[0]} "
                    f"({clipped('  '.join(row), 80)!r})"]
    return None
