"""A number a claim denies of one table row, read against that row's cell.

`/data 的使用率不是 90%` citing `df -h`, whose `/` row is at 90% and `/data`'s at 40%: a denied
value is found only by the same denial, so the faithful claim failed LOW_CONFID (`不是 90%` found
nowhere), and `/data is not 90% full` failed REJECT (an unlabelled denial is contradicted by any
90% printed). A clause naming one row of a table and one of its columns (by its words, or the one
column whose cells the value compares with) that denies one number (`不是 90%`, `is not 90%`) is
held when the row's cell is another value and contradicted when it is that value. Unsure says
nothing: no row or several, no column or several, a cell the value does not compare with.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.evidence.cell_values import same_value, sort_of
from gatekeeper.rules.support.evidence.column_names import names_column
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

_WRITTEN = compiled(r"\d+(?:\.\d+)?\s*(?:%|[A-Za-z]+)?")


def denial_told(claim: str, denied: Anchor, evidence: AnchorSet, quoted: AnchorSet, texts: Sequence[str]
                ) -> list[str] | None:
    """What tells a denied number (`AnchorSet.denial`'s answer): the one row's cell the claim
    denies it of, if a table of `texts` reads one (`[]`: held, another value; the row:
    contradicted), else the evidence's values."""
    told = denied_cell(claim, denied, texts)
    if told is None:
        return evidence.denial(denied, quoted)
    return [told[1]] if told[0] else []


def denied_cell(claim: str, denied: Anchor, texts: Sequence[str]) -> tuple[bool, str] | None:
    """(whether the named row's cell is the denied value, the row as printed) for a number the
    claim denies of one row and column of a table of `texts`; None when unsure."""
    written = _WRITTEN.search(denied.raw)
    if written is None:
        return None
    value = re.sub(r"\s+", "", written.group())
    low, high = clause_around(claim, denied.start, denied.end)
    clause = claim[low:high]
    found = []
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        for _, row in mentions(clause, [], table):
            alike = [n for n, name in enumerate(table.columns) if n and _alike(value, row[n], name)]
            columns = [n for n in alike if names_column(clause.lower(), table.columns[n], table.columns)]
            columns = columns or alike  # else the one column whose cells are numbers of its sort
            found += [(same_value(value, row[column]), clipped("  ".join(row), 80)) for column in columns[:2]]
    return found[0] if len(found) == 1 else None


def _alike(value: str, cell: str, column: str) -> bool:
    """Whether the cell is a number of the value's sort (a percentage, a size, a bare number)."""
    return cell[:1].isdigit() and sort_of(value, "") == sort_of(cell, column)
