"""How many of a table's rows a claim says are in a state, against the table.

A claim may count the rows in a state (`有 2 个 Pod 处于 CrashLoopBackOff 状态`, `Only one pod is
Running`, `3 pods are not ready`): the count is the table's when as many rows (of its service's
pods, when the clause names one) have that `STATUS` (or, negated, another; a full or partial
`READY` for `就绪`, `ready`), and contradicted when another number of rows do: no line writes
the number, yet a faithful count was a number found nowhere and a forged one in English only
warned. A total (`2 of 4 pods`, `4 个 Pod 中`) is no count of a state; a truncated output may
print fewer rows than there are, so there only more rows than the count contradict it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.cell_values import compared
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.evidence.tables import READY, VALUE, full_ready
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.anchors.number_words import EN_NUMBERS
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.normalize import is_truncated
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.states import phases_said
from gatekeeper.rules.support.text.tables import Table, tables_of

#: A count of rows: a number or a number word, then a measure word and what the rows are (`2 个
#: Pod`, `两个节点`, `其中 2 个处于`) or an English plural (`three pods`, `one pod`).
_ROW_COUNT = compiled(
    r"(?<![A-Za-z0-9_.:/\-第一两二三四五六七八九十百千万])(?P<n>\d+|[一两二三四五六七八九十]|(?i:one|two|three|four|five|six|seven|eight"
    r"|nine|ten))(?:\s*(?:个|台|只)\s*(?:Pods?|pods?|节点|服务|容器|实例|副本|主机|机器|进程|连接|线程|会话)?"
    r"|\s+(?i:pods?|nodes?|containers?|instances?|replicas?|hosts?|machines?|services?|connections?"
    r"|threads?|sessions?)"
    r"(?![A-Za-z]))")
_ZH_DIGITS = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
              "九": 9, "十": 10}
#: A word making one a count (`只有一个 Pod`, `only one pod`), not any (`一个 Pod 处于 X`: a pod).
_ONLY = compiled(r"(?:只|仅|唯一|(?<![A-Za-z])(?:only|just|single)(?![A-Za-z]))[^，,。]{0,4}\Z",
                 re.IGNORECASE)
#: What makes the number the rows' total, not a count of a state: `of` before it, `中` after.
_TOTAL_BEFORE = compiled(r"(?<![A-Za-z])of\s+(?:the\s+|all\s+)?\Z", re.IGNORECASE)
_TOTAL_AFTER = compiled(r"\s*(?:中|里|当中|之中|(?<![A-Za-z])of(?![A-Za-z]))", re.IGNORECASE)
#: A negator between the count and the state: the rows counted are in another.
_COUNT_NEGATOR = compiled(r"未|没有|不|非|(?<![A-Za-z])(?:not|never)(?![A-Za-z])|n't", re.IGNORECASE)
_STATUS_COLUMNS = frozenset({"status", "state", "phase", "command"})  # MySQL's processlist: `Sleep`
_LOWER_WORD = compiled(r"(?<![A-Za-z])[a-z]{3,}(?![A-Za-z])")
#: How far after a count its state is looked for (a claim of thousands of counts in one clause
#: is read in linear time).
_STATE_REACH = 48


def rows_counted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                 anchors_of: Callable[[str], Sequence[Anchor]]
                 ) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [how many rows are in its state]) for the first count of a table's
    rows in a state that the table contradicts (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    for count, total, tallies in _row_tallies(claim, anchors, texts):
        if not total and tallies and not any(_agrees(count, rows, whole) for rows, whole, _, _ in tallies) \
                and not (tallies[0][3] == "ready" and _replicas_ready(claim, count, texts)):
            rows, _, said, _ = tallies[0]
            labels = [row[0] for row in rows]
            span = claim[count.start:count.end]
            return Anchor("state", span.lower(), span, count.start, count.end), [
                f"{len(rows)} row(s) {said}" + (f": {', '.join(labels[:4])}"
                                                if rows else "")]
    return None


def _replicas_ready(claim: str, count: Anchor, texts: Sequence[str]) -> bool:
    """Whether the claim counts a row's replicas or containers, its `READY` cell having `count`
    of them ready (`2 个副本中只有 1 个就绪` for `1/2`), not the rows: it names them, or the table
    has one row."""
    replicas = _REPLICAS.search(claim) is not None
    return any(cell.partition("/")[0] == count.value for text in dict.fromkeys(texts)
               for table in tables_of(text) if "ready" in table.columns and (replicas or len(table.rows) == 1)
               for cell in (row[table.columns.index("ready")] for row in table.rows))


_REPLICAS = compiled(r"副本|容器|实例|(?<![A-Za-z])(?:replicas?|containers?)(?![A-Za-z])", re.IGNORECASE)


def row_counts_held(claim: str, anchors: Sequence[Anchor], missing: list[Anchor],
                    texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts of rows in a state that a table of `texts` makes."""
    if not missing or not _ROW_COUNT.search(claim):
        return missing
    held = {(count.start, count.end) for count, _, tallies in _row_tallies(claim, anchors, texts)
            if any(len(rows) == int(count.value) for rows, _, _, _ in tallies)}
    return outside(missing, held)


def counted_columns(claim: str, anchors: Sequence[Anchor], texts: Sequence[str]) -> set[str]:
    """The columns a count of rows of the claim was read against (`ready` of `2 pods are not
    ready`): the table's header names a column, it states nothing a negation could flip."""
    if not _ROW_COUNT.search(claim):
        return set()
    return {column for _, total, tallies in _row_tallies(claim, anchors, texts) if not total
            for _, _, _, column in tallies}


def _agrees(count: Anchor, rows: list[tuple[str, ...]], whole: bool) -> bool:
    return len(rows) == int(count.value) if whole else len(rows) <= int(count.value)


def _row_tallies(claim: str, anchors: Sequence[Anchor], texts: Sequence[str]
                 ) -> list[tuple[Anchor, bool, list[tuple[list[tuple[str, ...]], bool, str, str]]]]:
    """Each count of rows the claim makes, whether it is their total, and per table whose
    status (or `READY`) column has the state it counts (any table for a total): (the rows
    counted, whether the table is printed whole, the state as said, the column's name)."""
    counts = list(_ROW_COUNT.finditer(claim))
    if not counts:
        return []
    tables = [(table, not is_truncated(text)) for text in dict.fromkeys(texts)
              for table in tables_of(text)]
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    # a row's name is no state it is in (MySQL's processlist names a row by its `Command`, `Sleep`)
    mentioned = [[at[0] for at, _ in mentions(claim, [], table) if compared(claim[at[0]:at[1]]) not in states]
                 for table, _ in tables for states in [_states(table)]]
    found = []
    for m in counts:
        word = m.group("n")
        value = _ZH_DIGITS.get(word) or int(EN_NUMBERS.get(word.lower(), word))
        total = bool(_TOTAL_BEFORE.search(claim, max(0, m.start() - 12), m.start())
                     or _TOTAL_AFTER.match(claim, m.end()))
        if value == 1 and not total and not _ONLY.search(claim, max(0, m.start() - 8), m.start()):
            continue
        count = Anchor("number", str(value), m.group(), m.start(), m.end())
        low, high = clause_around(claim, m.start(), m.end())
        high = min(high, m.end() + _STATE_REACH)
        negated = _COUNT_NEGATOR.search(claim, m.end(), high) is not None
        named = [a.raw for a in subjects if low <= a.start < high]
        tallies = []
        for (table, whole), at in zip(tables, mentioned, strict=True):
            rows = [row for row in table.rows
                    if not named or any(row[0].startswith(f"{who}-") for who in named)]
            if total:
                tallies.append((rows, whole, "in all", ""))
                continue
            if any(low <= start < high for start in at):
                continue  # a row's entity named: a count of something else
            tally = _tally(claim, m.end(), high, table, rows, negated)
            if tally is not None and rows:
                tallies.append((tally[0], whole, *tally[1:]))
        found.append((count, total, tallies))
    return found


def _states(table: Table) -> set[str]:
    """The cells of the table's status columns, as compared."""
    return {compared(row[column]) for column, name in enumerate(table.columns)
            if column and name in _STATUS_COLUMNS for row in table.rows}


def _tally(claim: str, start: int, end: int, table: Table, rows: list[tuple[str, ...]],
           negated: bool) -> tuple[list[tuple[str, ...]], str, str] | None:
    """(the rows in the state the claim writes between `start` and `end`, the state as said,
    the column) for the table's status column (or `READY`); None when it writes none of its
    states."""
    states = [m.group() for m in VALUE.finditer(claim, start, end) if not m.group()[0].isdigit()]
    states += phases_said(claim, start, end)  # `有 2 个 Pod 正常运行`
    words = _LOWER_WORD.findall(claim, start, end)  # `2 pods are running`: a cell's, in lower case
    for column, name in enumerate(table.columns):
        if column and name in _STATUS_COLUMNS:
            cells = {compared(row[column]) for row in table.rows}
            said = next((state for state in (*states, *words) if compared(state) in cells), None)
            if said is not None:
                return [row for row in rows if (compared(row[column]) == compared(said)) != negated], (
                    f"{'not ' if negated else ''}{said}"), name
        if column and name == "ready" and READY.search(claim, start, end) and not states:
            return [row for row in rows if full_ready(row[column]) != negated], (
                f"{'not ' if negated else ''}ready"), name
    return None
