"""A value a claim gives a column of a table whose rows name nothing, that no row holds.

`iowait 为 5%` citing iostat's CPU line, whose `%iowait` is 15.30; `si 为 0` citing vmstat's
samples, none of which swapped nothing in; `复制延迟字节为 0` citing pg_stat_replication's one
row: the number is the output's (another column's) and the claim names no row, so no cell was
given to another row's entity (evidence/tables.py). A table of one row, or of samples (vmstat's,
iostat's `avg-cpu:`: text/tables.py), is what a claim naming no row speaks of. A clause naming
one of its columns (several with a word of all: `si 和 so 都是 0`) that writes one number in the
cell's unit no row of the column holds (rounded or cut as the tables allow), or denies the
column (`没有发生换入`, `no swap-out`) where no row's cell is zero, contradicts it; so does another
of the states the one row's cell is one of (PostgreSQL's: `复制状态为 streaming` over
pg_stat_replication's `catchup`). Unsure says nothing: a row named (evidence/tables.py reads it),
a clause naming two columns, writing two numbers, a count (`3 个`), a change, a bound, a rate, a
window or an approximation (evidence/unheld_cells.py), a judgement of amount (`没有明显的换入`, `no
heavy swapping`), a state denied (`还没有进入 streaming`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.cell_values import NUMBER, compared, same_value, shorter, sort_of
from gatekeeper.rules.support.evidence.column_names import names_column
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import NUMBERED_COLUMNS, mentions
from gatekeeper.rules.support.evidence.unheld_cells import value_unheld
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, CHANGE, EVERY, JUDGED_AMOUNT, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table, tables_of

#: The first column of a table of samples (text/tables.py): its rows are moments, no entities.
_SAMPLED = frozenset({"vmstat", "avg-cpu"})
#: vmstat's own names of its columns, as whole words (`si`, `so`: `size`, `some` start with them).
_PRINTED = {"swap in": "si", "swap out": "so", "%iowait": "wa", "%system": "sy", "context switches": "cs",
            "bi": "bi", "bo": "bo"}
#: Those that are English words or letters (`us`, `id`, `in`), named only as given a value right
#: after (`us 为 10`, `id=40`, `r: 2`) and not as a name's last word (`swap in 是 101`).
_PRINTED_GIVEN = {"%user": "us", "%idle": "id", "%steal": "st", "interrupts": "in", "runnable": "r",
                  "blocked": "b"}
#: A number with its unit, not part of an address, a time or a version; not a count (`3 个`).
_NUMBER = compiled(r"(?<![A-Za-z0-9_./\-:,])\d+(?:\.\d+)?[A-Za-z%]*(?![\d.,:/\-])"
                   r"(?!\s*(?:个|条|台|(?i:pods?|rows?|samples?)(?![A-Za-z])))")
_DENIED = compiled(r"没有|没|无|未|(?<![A-Za-z])(?:no|not|never|without|zero)(?![A-Za-z])|n't|为零|为0",
                   re.IGNORECASE)
_NONZERO = compiled(r"不为\s*(?:零|0)|不是\s*(?:零|0)|非零|(?<![A-Za-z])(?:not\s+zero|non-?zero)",
                    re.IGNORECASE)


def unnamed_row_value(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the column's cells]) for the first value a clause gives a column of
    a table whose rows it names none of that no row holds (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for text, table in ((cited, table) for cited in dict.fromkeys(texts) for table in tables_of(cited)):
        timed = table.columns[-1] == "time"  # mongostat's samples: its first cell a value, no name
        if not (table.columns[0] in _SAMPLED or timed or (len(table.rows) == 1 and _alone(text, table))) \
                or (not timed and mentions(claim, subjects, table)):
            continue
        start = 0
        while start < len(claim):
            low, high = clause_around(claim, start)
            found = _clause_unheld(claim, low, high, text, table)
            if found is not None:
                return found
            start = high + 1
    return None


_DIGITS = compiled(r"\d+(?:\.\d+)?")
#: A line around a table that writes no value: a command echoed, psql's count of rows.
_AROUND = compiled(r"\s*(?:[$#>]\s.*|\(\d+ rows?\))\s*")


def _alone(text: str, table: Table) -> bool:
    """Whether the table's one row is all `text` prints of numbers: a claim naming no row may
    speak of another part (top's summary above its process's row: `CPU idle is 22.3%`)."""
    cells = set(_DIGITS.findall(" ".join(table.rows[0])))
    return all(set(_DIGITS.findall(line)) <= cells for line in text.split("\n")
               if not _AROUND.fullmatch(line) and any(char.isdigit() for char in line))


def _elsewhere(written: str, text: str, table: Table) -> bool:
    """Whether `text` prints the number `written` more often than the table's cells do (in a
    line around the table: iostat's device rows below its CPU line; not a command's arguments:
    `vmstat 1 3`)."""
    number = _DIGITS.match(written)
    if number is None:
        return False
    pattern = re.compile(rf"(?<![\d.]){re.escape(number.group())}(?![\d]|\.\d)")  # re's own cache
    printed = sum(len(pattern.findall(line)) for line in text.split("\n") if not _AROUND.fullmatch(line))
    return printed > sum(len(pattern.findall(cell)) for row in table.rows for cell in row)


def _clause_unheld(claim: str, low: int, high: int, text: str, table: Table
                   ) -> tuple[Anchor, list[str]] | None:
    clause = claim[low:high].lower()
    named = [column for column, name in enumerate(table.columns)
             if (column or table.columns[-1] == "time") and name not in NUMBERED_COLUMNS
             and (names_column(clause, name, table.columns) or _printed(clause, name, table))]
    if not named or (len(named) > 1 and EVERY.search(claim, low, high) is None):
        return None
    numbers = [m.group() for m in _NUMBER.finditer(claim, low, high)]
    for column in named:
        cells = [row[column] for row in table.rows]
        said = [f"{number}%" if number[-1].isdigit() else number for number in numbers] \
            if sort_of(cells[0], table.columns[column]) == "%" else numbers  # vmstat's `wa 15`: its percent
        state = None if numbers or len(cells) > 1 else _state_said(claim, low, high, cells[0])
        if state is not None:
            written = state
        elif said:
            unheld = value_unheld(claim, low, high, said, cells[0], table.columns[column], cells)
            if unheld is None or any(same_value(unheld, cell) or shorter(unheld, cell) for cell in cells) \
                    or _elsewhere(unheld, text, table):
                continue
            written = unheld
        elif not _denied(claim, low, high) or not all(map(_amount, cells)) or any(map(_zero, cells)):
            continue
        else:
            written = claim[low:high].strip()
        at = max(claim.find(written, low), low)
        return Anchor("state", written.lower(), written, at, at + len(written)), [
            f"{table.columns[column].upper()} {', '.join(dict.fromkeys(cells))} "
            f"({clipped('  '.join(table.rows[0]), 80)!r})"]
    return None


#: The states one column of a tool's table is in, lower-case: PostgreSQL's replication
#: (`state`, `sync_state`) and its sessions' (pg_stat_activity's `state`).
_STATES = (frozenset({"startup", "catchup", "streaming", "backup", "stopping"}),
           frozenset({"async", "sync", "potential", "quorum"}),
           frozenset({"active", "idle", "idle in transaction", "idle in transaction (aborted)", "disabled"}))


#: A state denied (`不处于 streaming`, `还没有进入`, `is not`).
_STATE_DENIED = compiled(rf"不|{_DENIED.pattern}", re.IGNORECASE)


def _state_said(claim: str, low: int, high: int, cell: str) -> str | None:
    """The one state of the cell's states the clause writes, when it is not the cell's and the
    clause writes the cell's nowhere and denies nothing (`复制状态为 streaming` over `catchup`)."""
    states = next((states for states in _STATES if cell.lower() in states), None)
    if states is None or _STATE_DENIED.search(claim, low, high):
        return None
    clause = claim[low:high].lower()
    said = {state for state in sorted(states, key=len, reverse=True)
            if re.search(rf"(?<![a-z_]){re.escape(state)}(?![a-z_])", clause)
            and not any(state in longer and longer in clause for longer in states if longer != state)}
    return next(iter(said)) if len(said) == 1 and cell.lower() not in said else None


def _printed(clause: str, name: str, table: Table) -> bool:
    """Whether the clause names a vmstat column by the name vmstat prints (`si`)."""
    if table.columns[0] != "vmstat":
        return False
    if word := _PRINTED.get(name):
        return re.search(rf"(?<![a-z0-9_]){word}(?![a-z0-9_])", clause) is not None
    word = _PRINTED_GIVEN.get(name)
    given = rf"(?<![a-z0-9_%])(?<![a-z] ){word}[ \t]*(?:(?:的值|的数值|列)[ \t]*)?(?:为|是|=|:|：)"
    return word is not None and re.search(given, clause) is not None


def _denied(claim: str, low: int, high: int) -> bool:
    """Whether the clause says its column is none, with no number, judgement, bound or change."""
    return _DENIED.search(claim, low, high) is not None and not any(
        pattern.search(claim, low, high) for pattern in (JUDGED_AMOUNT, _NONZERO, BOUND, CHANGE))


def _amount(cell: str) -> bool:
    return NUMBER.fullmatch(compared(cell)) is not None


def _zero(cell: str) -> bool:
    number = NUMBER.fullmatch(compared(cell))
    return number is not None and Decimal(number.group(1)) == 0
