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
from dataclasses import dataclass
from functools import lru_cache

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

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
}
_HEADER_WORD = compiled(r"%?[A-Z][A-Za-z%_\-]*(?:\([A-Za-z]+\))?%?|[a-z]+")
_SPACES = compiled(r"\s{2,}")
#: A value a claim writes: a number with its unit or fraction (`12`, `96%`, `950m`, `1/1`,
#: `2.0G`), or a capitalised word (`Running`, `CrashLoopBackOff`); not a time's part (`10:05`)
#: nor a duration a word gives (`3 分钟`, `3 minutes`: no cell's value).
_VALUE = compiled(r"(?<![\w./\-:,])(?:\d+(?:\.\d+)?(?:/\d+)?[A-Za-z%]*|[A-Z][A-Za-z]+)(?![\w/\-:,])"
                  r"(?!\s*(?:分钟|秒|小时|天|个?月|年|min(?:ute)?s?|sec(?:ond)?s?|hours?|days?)(?![A-Za-z]))")


@dataclass(frozen=True)
class Table:
    columns: tuple[str, ...]  # the header's names, lower-cased, without their units
    rows: tuple[tuple[str, ...], ...]


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


@lru_cache(maxsize=256)
def tables_of(text: str) -> tuple[Table, ...]:
    """The tables `text` prints (see the module docstring)."""
    lines = text.split("\n")
    found = []
    index = 0
    while index < len(lines) - 1:
        header = _header(lines[index])
        if header is None:
            index += 1
            continue
        rows: list[tuple[str, ...]] = []
        for line in lines[index + 1:]:
            cells = _cells(line, header)
            if cells is None:
                break
            rows.append(cells)
        if rows and all(any(char.isdigit() for char in "".join(row)) for row in rows):
            found.append(Table(tuple(_name(column) for column in header), tuple(rows)))
        index += 1 + len(rows)
    return tuple(found)


def _header(line: str) -> tuple[str, ...] | None:
    words = line.split()
    if len(words) < 3 or not words[0][:1].isupper() or not all(
            _HEADER_WORD.fullmatch(word) for word in words):
        return None
    if sum(1 for word in words if word[:1].isupper()) * 2 < len(words):
        return None
    joined: list[str] = []
    for word in words:  # `Mounted on`: a lower-case word is the end of the name before it
        if word[:1].islower() and joined:
            joined[-1] += f" {word}"
        else:
            joined.append(word)
    return tuple(joined)


def _cells(line: str, header: tuple[str, ...]) -> tuple[str, ...] | None:
    """The row's cells, as many as the header's names; None for a line that is no row."""
    if not line.strip():
        return None
    wide = tuple(_SPACES.split(line.strip()))
    if len(wide) == len(header):
        return wide
    narrow = tuple(line.split())
    return narrow if len(narrow) == len(header) else None


def _name(column: str) -> str:
    return re.sub(r"\([^)]*\)", "", column).lower()


def _mentions(claim: str, subjects: Sequence[Anchor], table: Table
              ) -> list[tuple[tuple[int, int], tuple[str, ...]]]:
    """((where the claim names it), the row) for each row whose entity the claim names: its
    first cell or a path cell as written, or the one service a single row's pod is of."""
    found = []
    for row in table.rows:
        for cell in (row[0], *(c for c in row[1:] if c.startswith("/") and len(c) > 1)):
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
    for column, name in enumerate(table.columns):
        if column == 0 or not any(word in clause for word in (*_COLUMN_WORDS.get(name, ()), name)):
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
            if said is not None and (name == "status" or any(
                    word in clause for word in (*_COLUMN_WORDS.get(name, ()), name))):
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


def _value(cell: str) -> str:
    """A cell or value as compared: lower-cased, its first word (`3 (5m ago)`)."""
    return cell.split()[0].lower() if cell.split() else ""
