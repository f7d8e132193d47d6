"""A number a claim gives a table row's cell that no cell of its column holds.

`有 3 个连接处于 idle in transaction 状态` citing psql's `state | count` rows, whose `idle in
transaction` row counts 31: the 3 is the output's (`(3 rows)`), so nothing was missing, and no
other row counts 3, so no swap was told (evidence/tables.py). A clause naming one row and a
column (or the table's one column of numbers) that writes one number, in the unit of the row's
cell, that is neither that cell (rounded or cut as the tables allow) nor another row's, contradicts
it, as a value no field has contradicts the one field a clause names (`容器重启了 5 次` for `Restart
Count: 12`, evidence/fields.py). Unsure says nothing: a list's column (an ISR's `2`: a number is
an item or a count), a clause writing two numbers, a denial, a change, a bound, a rate, a window
or another time (`broker 1 不在`, `增加了 3`, `超过 3`, `每分钟 3 次`, `过去 10 分钟内`, `重启前`),
or an approximation (`约 30 个`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.rules.support.evidence.cell_values import NUMBER, compared, sort_of
from gatekeeper.rules.support.evidence.list_counts import LIST_NAMES
from gatekeeper.rules.support.text.clauses import APPROX, CHANGE
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW

#: A rate, a window, a share, a rank or a denial: a number so written is no cell's reading.
_NOT_A_READING = compiled(r"不|没|未|缺|无|非|每|平均|[以之天时分秒周月年钟\d]\s?内|期间|过去|最近|占(?!用)"
                          r"|比例|第|排名|前\s*\d|(?<![A-Za-z])(?:per|each|every|within|during|last|past"
                          r"|average|avg|top|out\s+of|share|not|no|never|without|missing)(?![A-Za-z])|n't",
                          re.IGNORECASE)


def value_unheld(claim: str, low: int, high: int, said: Sequence[str], own: str, column: str,
                 cells: Sequence[str]) -> str | None:
    """The one number of `said` (the values `claim[low:high]` gives a row, none the row's `own`
    cell of `column` nor another row's) when it is in the cell's unit and the clause reads it as
    the cell's (see the module docstring). A list's column is one of a list's names with a list
    in a cell of it (Kafka's `Replicas: 1,2,3`; not HPA's `REPLICAS` count)."""
    numbers = [value for value in said if any(char.isdigit() for char in value)]
    listed = column.lower() in LIST_NAMES and any("," in cell for cell in cells)
    if listed or len(numbers) != 1 or not _alike(numbers[0], own, column):
        return None
    if any(pattern.search(claim, low, high) for pattern in (CHANGE, APPROX, NOT_NOW, _NOT_A_READING)):
        return None
    return numbers[0]


def _alike(value: str, own: str, column: str) -> bool:
    """Whether a value and a cell are numbers of one unit and sort (`3` and `31`, `90%` and `%CPU`'s
    `185.3`; not `2` cores and `950m`, nor a cell of words: `5 hours ago`)."""
    mine, theirs = NUMBER.fullmatch(compared(value)), NUMBER.fullmatch(compared(own))
    return mine is not None and theirs is not None and len(own.split()) == 1 \
        and mine.group(2) == theirs.group(2) and sort_of(value, "") == sort_of(own, column)
