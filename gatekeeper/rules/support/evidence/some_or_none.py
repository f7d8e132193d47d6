"""A table's count a claim says is some, or none, the other way from its cell.

`payments 队列是空的` citing `rabbitmqctl list_queues`, whose payments row holds 1532 messages;
`partition 1 有 lag` over its `LAG 0`; `每个队列都有消费者` over a row of no consumers: no number
is written, so no cell was compared (evidence/tables.py reads the numbers and the states). A
clause with no digit naming one count column (cells of whole numbers, no share: `messages`,
`LAG`, `RESTARTS`, `consumers`) and one row's entity (or every row: `所有`, `每个`, `all`; none:
`没有队列有积压`, `no queue has`) says none when a word of none comes right before the column's
word (`没有积压`, `has no consumers`) or it says empty (`空`, `empty`: of the one backlog column,
`messages` or `LAG`, unnamed), and some when a word of having does (`有重启`, `has consumers`); a
cell of another amount contradicts it. Unsure says nothing: two count columns named, another
verb between (`没有达到最大副本数`, `is not full`), a word of not all (`并非所有`), rows excepted
(`除了 payments`), another time (`重启前`), a judgement of amount (`没有明显积压`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.cell_values import compared
from gatekeeper.rules.support.evidence.column_names import column_word_at, names_column
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import NUMBERED_COLUMNS, mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import EVERY, JUDGED_AMOUNT, NOT_ALL, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW, WINDOWED
from gatekeeper.rules.support.text.tables import Table, tables_of

#: The columns a queue's or a partition's backlog is counted in: what `empty` says none of.
_BACKLOG = frozenset({"messages", "messages_ready", "lag"})
#: Right before the count's word, a word saying none of it (`没有积压`, `没有任何消费者`, `has no
#: consumers`, `without lag`; not `没有达到最大副本数`, nor `not full`) or some (`有重启`, `has consumers`).
_NONE_BEFORE = compiled(r"(?:没有|无|没|(?<![A-Za-z])(?:no|without|zero|never\s+had))\s*(?:任何|被|的|any)?"
                        r"\s*\Z", re.IGNORECASE)
_SOME_BEFORE = compiled(r"(?<!没)(?:有|存在|(?<![A-Za-z])(?:has|have|had|there\s+(?:is|are|was|were)|with))"
                        r"\s*(?:一些|some)?\s*\Z", re.IGNORECASE)
_EMPTY = compiled(r"空的|为空|是空|已空|清空|(?<![A-Za-z])empty(?![A-Za-z])", re.IGNORECASE)
_NOT_EMPTY = compiled(r"(?:不|没有|并非)(?:是|为)?\s*空"
                      r"|(?:(?<![A-Za-z])(?:not|never)|n't)\s+(?:been\s+)?empty", re.IGNORECASE)
#: None of the rows: a negator before a row's noun and a word of having (`没有队列有积压`, `no queue has`).
_NO_ROW_HAS = compiled(r"(?:没有|无)[\u4e00-\u9fffA-Za-z ]{1,8}?(?:有|存在)"
                       r"|(?<![A-Za-z])(?:no|none\s+of\s+the)\s+[a-z]+s?\s+(?:has|have|had)(?![A-Za-z])",
                       re.IGNORECASE)
#: Rows excepted (`每个队列都有消费者，除了 payments`): which the words of all leave out is unsure.
_EXCEPT = compiled(r"除了|除去|之外|以外|(?<![A-Za-z])(?:except|besides|other\s+than|apart\s+from)"
                   r"(?![A-Za-z])", re.IGNORECASE)
_DIGIT = compiled(r"\d")


def count_said_otherwise(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row's cell]) for the first count the claim says is some or
    none the other way from its table (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        counts = [n for n, name in enumerate(table.columns) if n and name not in NUMBERED_COLUMNS
                  and all(row[n].split()[:1] and row[n].split()[0].isdigit() for row in table.rows)]
        if not counts:
            continue
        mentioned = mentions(claim, subjects, table)
        clauses = {clause_around(claim, *span): (span, [row]) for span, row in mentioned}
        for word in (*EVERY.finditer(claim), *_NO_ROW_HAS.finditer(claim)):
            clauses.setdefault(clause_around(claim, word.start(), word.end()), ((0, 0), list(table.rows)))
        for (low, high), (span, rows) in clauses.items():
            found = _said_otherwise(claim, low, high, span, table, counts, rows)
            if found is not None:
                return found
    return None


def _said_otherwise(claim: str, low: int, high: int, named: tuple[int, int], table: Table,
                    counts: Sequence[int], rows: Sequence[tuple[str, ...]]
                    ) -> tuple[Anchor, list[str]] | None:
    """The clause `claim[low:high]` (naming a row at `named`) saying `rows`' count is some or none."""
    every = len(rows) > 1
    # the row's name blanked: `partition 1 有 lag` writes no number
    blanked = claim[:named[0]] + " " * (named[1] - named[0]) + claim[named[1]:]
    unsure = (_DIGIT, NOT_ALL, NOT_NOW, WINDOWED, JUDGED_AMOUNT)  # `很久没有重启`: none of late, not ever
    if any(pattern.search(blanked, low, high) for pattern in unsure) or (every and _EXCEPT.search(claim)):
        return None
    clause = claim[low:high].lower()
    columns = [n for n in counts if names_column(clause, table.columns[n], table.columns)]
    backlog = [n for n in counts if table.columns[n] in _BACKLOG]
    if not columns and len(backlog) == 1 and _EMPTY.search(claim, low, high):
        columns = backlog  # `payments 队列是空的`: its messages
    if len(columns) != 1:
        return None
    column = columns[0]
    at = column_word_at(clause, table.columns[column], table.columns)
    before = clause[:at] if at is not None else ""
    if column in backlog and _EMPTY.search(claim, low, high):
        none = _NOT_EMPTY.search(claim, low, high) is None  # `是空的`; `isn't empty`: some
    elif _NONE_BEFORE.search(before) or (_SOME_BEFORE.search(before) and _NO_ROW_HAS.search(clause)):
        none = True  # `没有积压`; `没有队列有积压`, `no queue has a backlog`
    elif _SOME_BEFORE.search(before):
        none = False  # `有消费者`
    else:
        return None
    denying = [row for row in rows if (compared(row[column]) == "0") != none]
    if not denying:
        return None
    row, written = denying[0], claim[low:high].strip()
    return Anchor("state", written.lower(), written, low, high), [
        f"{table.columns[column].upper()} {row[column]} for {row[0]} ({clipped('  '.join(row), 80)!r})"]
