"""A table cell a claim gives one row's entity while its evidence's table gives it another's.

`payment-svc pod restarted 12 times` citing `kubectl get pods`, whose order-svc row's RESTARTS is
12 and payment-svc's 0: the service, the count and the word are all the output's, and no label
ties the 12 to its row (`restarts=12` would), so nothing was missing or contradicted. So for
`kubectl top` (`950m`), `df -h` (`96%` of `/` given to `/data`) and any table a tool prints:
a header of three or more column names (`NAME READY STATUS RESTARTS AGE`, `Filesystem Size Used
Avail Use% Mounted on`) over rows of as many cells (split at runs of two spaces or more, or at
any space with a header's lower-case word joined to the one before it: `Mounted on`). A row's
entity is its first cell or a path cell (`/data`), named in the claim as written or as the
service a pod's name starts with (`order-svc` of `order-svc-7d9f8b6c5-abcde`). In a clause
naming one row's entity and a column (`重启`, `restarted`, `就绪`, `使用率`, `剩余`, `CPU`, or the
header's own word), a value the clause writes that is that column's cell in another row, while
no value it writes is the entity's own cell, contradicts it. Unsure says nothing: a clause
naming two rows' entities, a service whose pods are two rows, a column no word names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table, tables_of

#: A column's words in a claim (by the header's name, lower-cased, without its unit).
_COLUMN_WORDS: dict[str, tuple[str, ...]] = {
    "restarts": ("重启", "restart"),
    "ready": ("就绪", "ready"),
    "status": ("状态", "status", "state", "phase", "处于"),
    "age": ("运行了", "已运行", "存活", "age", "running for", "up for"),
    "cpu": ("cpu",),
    "memory": ("内存", "memory", "mem"),
    "use%": ("使用率", "使用百分比", "占用率", "usage", "use%", "utilization", "utilisation"),
    "used": ("已用", "已使用", "用了", "used"),
    "avail": ("剩余", "可用", "avail", "available", "free"),
    "size": ("大小", "容量", "总量", "size", "total"),
    "errors": ("错误", "报错", "error"),
    "amount": ("金额", "amount"),
}
#: Parts of a column's name no claim names it by (`error_count`, `p99_ms`, `updated_at`).
_GENERIC_PARTS = frozenset({"count", "total", "ms", "at", "id", "num", "value", "pct", "percent"})
#: A value a claim writes: a number with its unit or fraction (`12`, `96%`, `950m`, `1/1`,
#: `2.0G`), or a capitalised word (`Running`, `CrashLoopBackOff`); not a time's part (`10:05`)
#: nor a duration a word gives (`3 分钟`, `3 minutes`: no cell's value).
_VALUE = compiled(r"(?<![\w./\-:,])(?:\d+(?:\.\d+)?(?:/\d+)?[A-Za-z%]*|[A-Z][A-Za-z]+)(?![\w/\-:,])"
                  r"(?!\s*(?:分钟|秒|小时|天|个?月|年|min(?:ute)?s?|sec(?:ond)?s?|hours?|days?)(?![A-Za-z]))")


def table_cell_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's entity, [its row's cell, and whose row has the claim's]) for the first cell
    the claim gives a row's entity that another row has (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    tables = [table for text in dict.fromkeys(texts) for table in tables_of(text)]
    if not tables:
        return None
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for table in tables:
        for mention, row in _mentions(claim, subjects, table):
            low, high = clause_around(claim, mention[0], mention[1])
            if sum(1 for at, _ in _mentions(claim, subjects, table) if low <= at[0] < high) > 1:
                continue  # two rows' entities in one clause: which value is whose is unsure
            found = _swapped(claim, low, high, mention, row, table)
            if found is not None:
                return found
        found = _generalised(claim, subjects, table)
        if found is not None:
            return found
    return None


def _mentions(claim: str, subjects: Sequence[Anchor], table: Table
              ) -> list[tuple[tuple[int, int], tuple[str, ...]]]:
    """((where the claim names it), the row) for each row whose entity the claim names: its
    first cell, a path cell or one of a column naming entities (`COMMAND`, `metric.service`)
    as written, or the one service a single row's pod is of."""
    found = []
    named = [n for n, column in enumerate(table.columns)
             if n and column.rpartition(".")[2] in _ENTITY_COLUMNS]
    for row in table.rows:
        for cell in (row[0], *(c for c in row[1:] if c.startswith("/") and len(c) > 1),
                     *(row[n] for n in named if len(row[n]) > 1)):
            m = re.search(rf"(?<![\w/.\-]){re.escape(cell)}(?![\w/\-])", claim)
            if m is not None:
                found.append(((m.start(), m.end()), row))
                break
        else:
            for subject in subjects:
                pods = [other for other in table.rows if other[0].startswith(f"{subject.raw}-")]
                if pods == [row]:
                    found.append(((subject.start, subject.end), row))
                    break
    return found


def _swapped(claim: str, low: int, high: int, mention: tuple[int, int], row: tuple[str, ...],
             table: Table) -> tuple[Anchor, list[str]] | None:
    clause = claim[low:high].lower()
    values = [m.group() for m in _VALUE.finditer(claim, low, high)
              if not mention[0] <= m.start() < mention[1]]
    sole = _sole_value_column(table) if any(char.isdigit() for char in "".join(values)) else None
    for column, name in enumerate(table.columns):
        if column == 0 or not (_names_column(clause, name) or column == sole):
            continue
        own = _value(row[column])
        if any(_value(value) == own for value in values):
            continue
        for other in table.rows:
            theirs = _value(other[column])
            if other is row or theirs == own:
                continue
            written = next((value for value in values if _value(value) == theirs), None)
            if written is not None:
                at = claim.find(written, low)
                start, end = min(mention[0], at), max(mention[1], at + len(written))
                shown = claim[mention[0]:mention[1]]
                return Anchor("state", shown.lower(), claim[start:end], start, end), [
                    f"{table.columns[column].upper()} {row[column]} for {row[0]} "
                    f"({clipped('  '.join(row), 80)!r}), {other[column]} for {other[0]}"]
    return None


#: A word saying every row (`所有 Pod 都`, `all pods`) or none (`没有 Pod`, `no pod`) has a cell.
_EVERY = compiled(r"所有|全部|一律|(?<![A-Za-z])(?:all|every|each)(?![A-Za-z])", re.IGNORECASE)
_NONE = compiled(r"没有任何|没有|(?<![A-Za-z])(?:none\s+of|no)(?![A-Za-z])", re.IGNORECASE)
#: A column a word of being well names without a value: every row's `READY` is `n/n`.
_READY = compiled(r"就绪|(?<![A-Za-z])ready(?![A-Za-z])", re.IGNORECASE)
_NOT = compiled(r"并非|不是|未必|(?<![A-Za-z])not\s*\Z", re.IGNORECASE)


def _generalised(claim: str, subjects: Sequence[Anchor], table: Table
                 ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [a row whose cell denies them]) for a cell the claim says every row
    (of its service's pods, when it names one) has, or none has, that a row denies: `all pods
    are Running` over a `CrashLoopBackOff` row, `所有 Pod 均已就绪` over a `0/1` one."""
    for word in (*_EVERY.finditer(claim), *_NONE.finditer(claim)):
        low, high = clause_around(claim, word.start(), word.end())
        if _NOT.search(claim, max(low, word.start() - 4), word.start()) or any(
                low <= at[0] < high for at, _ in _mentions(claim, [], table)):
            continue  # `并非所有`, `not all`; a row's entity named: `_swapped`'s
        named = [a.raw for a in subjects if low <= a.start < high]
        rows = [row for row in table.rows
                if not named or any(row[0].startswith(f"{who}-") for who in named)]
        every = word.re is _EVERY
        values = [m.group() for m in _VALUE.finditer(claim, word.end(), high)]
        clause = claim[low:high].lower()
        for column, name in enumerate(table.columns):
            cells = {_value(row[column]) for row in rows}
            said = next((value for value in values if _value(value) in cells), None)
            if column == 0 or not rows:
                continue
            if said is not None and (name == "status" or _names_column(clause, name)):
                denying = [row for row in rows if (_value(row[column]) != _value(said)) == every]
            elif name == "ready" and every and said is None and _READY.search(claim, word.end(), high):
                denying = [row for row in rows if not _full(row[column])]
            else:
                continue
            if denying:
                written = claim[word.start():high].strip()
                return Anchor("state", written.lower(), written, word.start(),
                              word.start() + len(written)), [
                    f"{table.columns[column].upper()} {denying[0][column]} for {denying[0][0]} "
                    f"({clipped('  '.join(denying[0]), 80)!r})"]
    return None


def _full(cell: str) -> bool:
    """A `READY` cell every container of which is ready (`2/2`)."""
    ready, _, total = _value(cell).partition("/")
    return bool(total) and ready == total


#: Columns whose cells name a row's entity (besides the first and paths).
_ENTITY_COLUMNS = frozenset({"name", "command", "pod", "service", "host", "node", "container",
                             "instance", "job", "endpoint", "path"})


def _sole_value_column(table: Table) -> int | None:
    """The one column of numbers, besides the first and those naming entities (Prometheus'
    `value`): what a number the claim gives a row's entity is read against, whatever it is
    named."""
    numbers = [n for n, column in enumerate(table.columns)
               if n and column.rpartition(".")[2] not in _ENTITY_COLUMNS
               and all(_NUMBER.fullmatch(_value(row[n])) for row in table.rows)]
    return numbers[0] if len(numbers) == 1 else None


def cells_held(missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the numbers a table of `texts` gives as a cell in its column's unit
    (`3688ms` of `| p99_ms |` over `| 3688 |`)."""
    if not any(a.kind == "number" and a.unit for a in missing):
        return missing
    cells = {_value(cell, unit=True) for text in dict.fromkeys(texts) for table in tables_of(text)
             for row in table.rows for cell in row}
    return [a for a in missing
            if not (a.kind == "number" and a.unit and _value(a.raw, unit=True) in cells)]


def _names_column(clause: str, name: str) -> bool:
    """Whether a claim's clause (lower-cased) names the column `name`: by its words, or a part
    of its name (`error` of `error_count`, `p99` of `p99_ms`)."""
    parts = [part for part in re.split(r"[_\-\s%+.]+", name)
             if len(part) >= 3 and part not in _GENERIC_PARTS]
    words = [*_COLUMN_WORDS.get(name, ()), name, *parts]
    for part in parts:
        words += [*_COLUMN_WORDS.get(part, ()), *_COLUMN_WORDS.get(f"{part}s", ())]
    return any(word in clause for word in words)


_NUMBER = compiled(r"(\d+(?:\.\d+)?)([a-z%]*)")


def _value(cell: str, unit: bool = False) -> str:
    """A cell or value as compared: lower-cased, its first word (`3 (5m ago)`), a number's
    trailing zeros dropped (`88.00` is JSON's `88.0`) and, unless `unit`, its percent sign
    (`185.3` of top's `%CPU`: a column is of one unit)."""
    first = cell.split()[0].lower() if cell.split() else ""
    number = _NUMBER.fullmatch(first)
    if number is None:
        return first
    shown = number.group(2) if unit else number.group(2).removesuffix("%")
    return f"{Decimal(number.group(1)).normalize():f}{shown}"
