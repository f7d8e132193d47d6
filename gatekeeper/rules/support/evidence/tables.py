"""A table cell a claim gives one row's entity while its evidence's table gives it another's.

`payment-svc pod restarted 12 times` citing `kubectl get pods`, whose order-svc row's RESTARTS is
12 and payment-svc's 0: the service, the count and the word are all the output's, and no label
ties the 12 to its row (`restarts=12` would), so nothing was missing or contradicted. So for
`kubectl top` (`950m`), `df -h` (`96%` of `/` given to `/data`) and any table a tool prints:
a header of three or more column names (`NAME READY STATUS RESTARTS AGE`, `Filesystem Size Used
Avail Use% Mounted on`) over rows of as many cells (split at runs of two spaces or more, or at
any space with a header's lower-case word joined to the one before it: `Mounted on`). A row's
entity is its first cell or a path cell (`/data`), named in the claim as written or as the
service a pod's name starts with (`order-svc` of `order-svc-7d9f8b6c5-abcde`: `table_rows`). In
a clause naming one row's entity (or its part, between the words joining two rows': `A is Running
while B is in Error`) and a column (`重启`, `restarted`, `就绪`, `使用率`, `剩余`, `CPU`, the
header's own word, or a word written that is one column's cell: `Running` of STATUS), a value
the clause writes that is that column's cell in another row, while no value it writes is the
entity's own cell, contradicts it; so does the row's cell of another column the clause does not
name (`/data 已用 160G` for its `Avail` 160G, `可用内存仅剩 312MB` for `free`'s `Mem:` row, named
`内存`, whose `free` is 312), a size equal however its unit is written (`2230MB` is `free -m`'s
`2230MiB`); values given `respectively` (`分别为 7 和 0`) are the rows' in the order named. A
number no cell of the column holds contradicts it too (`evidence/unheld_cells.py`).
Unsure says nothing: a clause naming two rows' entities with no joining word, a service whose
pods are two rows, a column no word names. A count of rows in a state is read against a
table's rows in `evidence/row_counts.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.cell_values import (
    NUMBER,
    SIZED,
    SPACE,
    TIME_UNIT,
    comparable,
    compared,
    same_value,
    shorter,
    size_of,
    sort_of,
)
from gatekeeper.rules.support.evidence.column_names import column_word_at, names_column
from gatekeeper.rules.support.evidence.compared import NEGATED
from gatekeeper.rules.support.evidence.list_counts import LIST_NAMES, counts_items
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import (
    ENTITY_COLUMNS,
    NUMBERED_COLUMNS,
    mentions,
    narrowed,
    sole_first,
)
from gatekeeper.rules.support.evidence.table_words import cell_words
from gatekeeper.rules.support.evidence.unheld_cells import value_unheld
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.units import MULTIPLIERS
from gatekeeper.rules.support.text.clauses import BOUND, EVERY, NEGATOR_IN, RESPECTIVELY, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.states import phases_said
from gatekeeper.rules.support.text.tables import Table, tables_of

#: A value a claim writes: a number with its unit or fraction (`12`, `96%`, `950m`, `1/1`,
#: `2.0G`), a capitalised word (`Running`, `CrashLoopBackOff`) or a numbered name ending in its
#: number (`node-3`, `ip-10-0-1-5`), an address (`10.96.12.34`, with its port: `10.0.1.12:8301`), a
#: host (an ingress' `shop.example.com`), an interval (psql's `00:00:02.512345`), signed (ntpq's
#: offsets); not a time's part (`10:05`) nor a duration a word gives (`3 分钟`, `3 minutes`: no
#: cell's value); next to Chinese too (`处于CrashLoopBackOff状态`, `重启了7次`: Chinese
#: writes no space between words).
VALUE = compiled(r"(?<![A-Za-z0-9_./\-:,])(?:\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?|\d{2}:\d{2}:\d{2}(?:\.\d+)?"
                  # a release (`4.17.21`, `8.0.0-rc.1`)
                  r"|\d+\.\d+\.\d+(?:-[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)?"
                  r"|-?\d+(?:\.\d+)?(?:/\d+)?[A-Za-z%]*"
                  r"|[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*\.(?:com|net|org|io|cn|dev|app|local|internal|cloud)"
                  r"|[A-Z][A-Za-z]+(?:-[A-Z][A-Za-z]+)*"  # a word (`Auto-Prune`)
                  r"|v\d+(?:\.\d+){1,3}"  # a version
                  r"|[a-z][a-z0-9]*(?:-[a-z0-9]+)*-[a-z]*\d[a-z0-9]*)(?![A-Za-z0-9_/\-:,])"
                  r"(?!\s*(?:分钟|秒|小时|天|周|个?星期|个?月|年|min(?:ute)?s?|sec(?:ond)?s?|hours?|days?|weeks?)"
                  r"(?![A-Za-z]))")


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
        named = mentions(claim, subjects, table)
        for mention, row in named:
            low, high = clause_around(claim, mention[0], mention[1])
            inside = [(at, other) for at, other in named if low <= at[0] < high]
            if len(inside) > 1:  # `A is Running while B is in Error`: each row its own part
                low, high = narrowed(claim, low, high, mention)
                inside = [(at, other) for at, other in inside if low <= at[0] < high]
            if len(inside) > 1 and RESPECTIVELY.search(claim, low, high):
                found = _respectively(claim, low, high, inside, table)
                if found is not None:
                    return found
                continue
            if len(inside) > 1 and not sole_first(claim, inside, mention, row):
                continue  # two rows' entities in one clause: which value is whose is unsure
            found = _swapped(claim, low, high, mention, row, table)
            if found is not None:
                return found
        found = _generalised(claim, subjects, table)
        if found is not None:
            return found
    return None


def _respectively(claim: str, low: int, high: int,
                  inside: Sequence[tuple[tuple[int, int], tuple[str, ...]]], table: Table
                  ) -> tuple[Anchor, list[str]] | None:
    """`A 和 B 的重启次数分别为 12 和 0`: the rows named get the values after them, in order
    (unsure when they are not as many)."""
    named = sorted(inside)
    values = [m.group() for m in VALUE.finditer(claim, named[-1][0][1], high)]
    if len(values) != len(named):
        return None
    for (mention, row), value in zip(named, values, strict=True):
        found = _swapped(claim, low, high, mention, row, table, [value])
        if found is not None:
            return found
    return None


def _label(row: tuple[str, ...], table: Table) -> str:
    """What a message calls a row: its naming column's cell (`NAMES`, `OBJECT`), else its first,
    with its number (`billing partition 3`)."""
    named = [n for n, column in enumerate(table.columns)
             if n and column.rpartition(".")[2] in ENTITY_COLUMNS and row[n]]
    label = row[named[0]] if named and not any(char.isalpha() for char in row[0][:1]) else row[0]
    return " ".join([label, *(f"{column} {row[n]}" for n, column in enumerate(table.columns)
                              if n and column in NUMBERED_COLUMNS)])




def _swapped(claim: str, low: int, high: int, mention: tuple[int, int], row: tuple[str, ...],
             table: Table, given: Sequence[str] | None = None) -> tuple[Anchor, list[str]] | None:
    """The first value the clause `claim[low:high]` (or `given` of it) gives the row that is
    another row's cell of a column it names, or another column's of the row."""
    if BOUND.search(claim, low, high):
        return None
    # the row's name names no column (`es-node-1` no `node.role`)
    cased = claim[low:mention[0]] + " " * (mention[1] - mention[0]) + claim[mention[1]:high]
    clause, named_as = cased.lower(), claim[mention[0]:mention[1]]
    patterns = (VALUE, _SPACED_SIZE, *((_DURATION,) if _timed(table) else ()),
                *((_PATH,) if _MOUNTED & set(table.columns) else ()),
                *((_CLOCK,) if any(_CLOCK.fullmatch(cell) for cell in table.rows[0]) else ()),
                *((_URL,) if any(_URL.fullmatch(cell) for cell in table.rows[0]) else ()))
    # a value denied is none given (`is not Running`, `没有处于 Running 状态`), but the row's own
    # state denied is contradicted (`payment-svc is not Running` over its `Running`)
    found = [] if given is not None else [
        m for pattern in patterns for m in pattern.finditer(claim, low, high)
        if not mention[0] <= m.start() < mention[1]]
    negated = [NEGATED.search(cased, 0, m.start() - low) is not None for m in found]  # (not the row's
    # own words: `未分配` names `_cat/allocation`'s UNASSIGNED)
    denied = [m.group() for m, no in zip(found, negated, strict=True) if no and m.group()[:1].isalpha()]
    for column in _worded_columns(table, denied):
        own = next((word for word in denied if same_value(word, row[column])), None)
        if own is not None:
            return _contradiction(claim, low, mention, own, row, table, column, ", denied")
    values = list(given) if given is not None else [
        _scaled(claim, m) for m, no in zip(found, negated, strict=True) if not no
    ] + cell_words(claim[low:high], table.rows)
    sole = _sole_value_column(table) if any(char.isdigit() for char in "".join(values)) else None
    worded = _worded_columns(table, values)
    naming = -1 if _counted_first(table) else 0
    for column, name in enumerate(table.columns):
        named = column != naming and (names_column(clause, name, table.columns)
                                      or _state_said(clause, table, column))
        if column == naming or not (named or column == sole or column in worded) or (
                name in NUMBERED_COLUMNS and not _pid_given(name, clause, row[column], named_as)):
            continue  # a partition's number names its row, no value of it
        own = row[column]
        if _LISTED.fullmatch(own) or (name.lower() in LIST_NAMES and counts_items(clause)
                                      and "maxpods" not in table.columns):  # (the HPA's count)
            continue  # a list's items (kafka's `Isr` `1,2`): a number is a count or an item, no cell
        # and a lower-case word of the column's (`streaming` under Patroni's State) it names
        said = [*values, *_lower_cells(cased, table, column)] if named and given is None else values
        if named and given is None and (flag := _flag_said(claim, low, high, table, column)) is not None:
            said = [flag] if flag else []  # `etcd-3 是 learner`: its IS LEARNER `true`
        if any(same_value(value, own) or compared(value) == own.partition("/")[0] for value in said):
            continue  # (or the count of a ratio: `1 个 Pod 就绪` for `READY 1/3`)
        # `/data 已使用 95%` for `Used 95G`, `Use% 95%`: the claim's word of using names `Use%` too
        ours = [value for value in said if comparable(value, own, name)]
        # another row's cell of the column, or (a column the clause names) another column's
        # cell of the row the clause does not name (`/data 已用 180G`: 180G is its Avail)
        others = [(other[column], _label(other, table)) for other in table.rows
                  if other is not row and not same_value(other[column], own)]
        if named:  # ... or, the column named by its words, another row's size or share of another
            by_words = names_column(clause, name, table.columns)  # (`swap usage is 598Mi`: Mem's free)
            # (but a state of the row's by another column where `状态` names the column: `worker-2 处于
            # Drain 状态`, AVAILABILITY's; `worker-2 的 STATUS 为 Drain` is contradicted)
            others += [(cell, f"{_label(other, table)}'s {table.columns[second].upper()}")
                       for other in table.rows for second, cell in enumerate(other)
                       if second not in (0, column) and ((other is row and not (
                           name in _STATE_COLUMNS and name not in clause and cell[:1].isalpha())) or (
                           by_words and sort_of(cell, table.columns[second])))
                       and not names_column(clause, table.columns[second], table.columns)
                       and not same_value(cell, own)]
            # ... or a state of a column of the same states (istioctl's `CDS`, `LDS`: `STALE`)
            others += [(other[second], f"{_label(other, table)}'s {table.columns[second].upper()}")
                       for second in (_siblings(table, column) if by_words else ()) for other in table.rows
                       if not same_value(other[second], own)]
        rounded = [value for value in said if shorter(value, own)]
        if rounded and not any(same_value(value, cell) for value in rounded for cell, _ in others):
            continue  # the row's own value written shorter (`185%` of `%CPU 185.3`)
        for cell, whose in others:
            written = next((value for value in ours if same_value(value, cell)), None) or next(
                (value for value in ours if shorter(value, cell) and value not in rounded), None)
            if written is not None:
                return _contradiction(claim, low, mention, written, row, table, column,
                                      f", {cell} for {whose}")
        # a number no cell of the column holds (`3` where the row counts 31 and `(3 rows)` prints 3),
        # of the one column the clause names (`请求超时 37 次`: 37 is no count of requests)
        cells = [other[column] for other in table.rows]
        written = value_unheld(claim, low, high, ours, own, name, cells) if given is None and (
            column == sole or (named and _names_one(clause, table, column, ours))) else None
        if written is not None:
            return _contradiction(claim, low, mention, written, row, table, column, "")
    return None


def _flag_said(claim: str, low: int, high: int, table: Table, column: int) -> str | None:
    """`true` or `false`, where the column is a flag (`IS LEARNER`: `true`, `false`) whose own word
    the clause writes, as it writes it: denied or not ("" where a negator stands apart: unsure;
    None for no flag written)."""
    if any(row[column].lower() not in ("true", "false") for row in table.rows):
        return None
    name = table.columns[column]
    at = column_word_at(claim[low:high].lower(), name, table.columns)
    if at is None:  # (`etcd-3 是 learner` names `IS LEARNER` by its word)
        at = column_word_at(claim[low:high].lower(), name.removeprefix("is "), table.columns)
    if at is None:
        return None
    if NEGATED.search(claim, low, low + at):
        return "false"
    return "" if NEGATOR_IN.search(claim, low, high) else "true"  # (`is no longer the leader`: unsure)


def _counted_first(table: Table) -> bool:
    """Whether the first column is a count, named by what it counts (a plural), and another names
    the rows (Elasticsearch's `_cat/allocation`: `shards ... node`; not Helm's `REVISION`, which
    names them)."""
    first = table.columns[0]
    return first.endswith("s") and first not in ENTITY_COLUMNS \
        and all(_COUNT.fullmatch(row[0]) for row in table.rows) \
        and any(column.rpartition(".")[2] in ENTITY_COLUMNS for column in table.columns[1:])


_COUNT = compiled(r"\d+")
#: A URL a cell holds (`etcdctl member list`'s `PEER ADDRS`).
_URL = compiled(r"https?://[^\s,，。；;、]+(?<![.)])")


def _pid_given(column: str, clause: str, pid: str, mention: str) -> bool:
    """Whether the clause gives its row (named otherwise: netstat's `java`) a PID, writing `PID` or
    `进程号` (`进程` alone names the process, not its number: `redis-server 进程监听了 6379 端口`)."""
    return column == "pid" and _PID_SAID.search(clause) is not None and pid not in mention


_PID_SAID = compiled(r"(?<![a-z])pid(?![a-z])|进程号")


def _names_one(clause: str, table: Table, column: int, values: Sequence[str]) -> bool:
    """Whether `column` is the one column the clause names that `values` may be of (but the first
    and those numbering a row: `进程` names `PID`; `内存使用率为 9.9%` names `%MEM`, not `RSS`)."""
    return not any(names_column(clause, name, table.columns) and any(
        comparable(value, table.rows[0][n], name) for value in values)
        for n, name in enumerate(table.columns) if n not in (0, column) and name not in NUMBERED_COLUMNS)


def _contradiction(claim: str, low: int, mention: tuple[int, int], written: str, row: tuple[str, ...],
                   table: Table, column: int, besides: str) -> tuple[Anchor, list[str]]:
    """(the claim's row and the value it writes, [the row's cell `besides` whose the value is])."""
    at = claim.find(written, low)  # not found: a value scaled (`10 万`)
    start, end = (min(mention[0], at), max(mention[1], at + len(written))) if at >= 0 else mention
    shown = claim[mention[0]:mention[1]]
    return Anchor("state", shown.lower(), claim[start:end], start, end), [
        f"{table.columns[column].upper()} {row[column] or '(empty)'} for {_label(row, table)} "
        f"({clipped('  '.join(row), 80)!r}){besides}"]


_STATE_COLUMNS = frozenset({"status", "state"})
_LISTED = compiled(r"(?!\d{1,3}(?:,\d{3})+$)[\w.:\-]+(?:,[\w.:\-]+)+")


def _scaled(claim: str, value: re.Match[str]) -> str:
    """A value as written, times the Chinese magnitude after it (`积压了 10 万条`: 100000)."""
    scale = _ZH_SCALE.match(claim, value.end())
    return value.group() if scale is None else f"{Decimal(value.group()) * MULTIPLIERS[scale.group(1)]:f}"


_ZH_SCALE = compiled(r"\s*(万|亿)")  # the anchors' multipliers (`units.MULTIPLIERS`)


#: A word saying every row (`所有 Pod 都`, `all pods`) or none (`没有 Pod`, `no pod`) has a cell.
_NONE = compiled(r"没有任何|没有|(?<![A-Za-z])(?:none\s+of|no)(?![A-Za-z])", re.IGNORECASE)
#: Words of a pod's phase or reason a claim writes in lower case or in Chinese.
_RUNS = compiled(r"(?<![A-Za-z])(?:are|is)\s+(?:all\s+)?(?:running|healthy|up)\b(?!\s+(?:for|since))")
#: A phase written in lower case (`all PVCs are bound`, `no job is pending`).
_PHASE = compiled(r"(?<![A-Za-z])(?:are|is|were|was)\s+(?:all\s+)?(?:still\s+)?(bound|pending|completed)"
                  r"(?![A-Za-z])")
_EVICTED = compiled(r"(?<!未)驱逐|(?<![A-Za-z])evicted(?![A-Za-z])", re.IGNORECASE)
_EXITED = compiled(r"(?<!异常)(?<!意外)退出(?!码|代码|状态)|(?<![A-Za-z])exited(?![A-Za-z])", re.IGNORECASE)
_CRASH_LOOPING = compiled(r"崩溃循环|(?<![A-Za-z])crash[- ]?loop(?:ing|s)?(?![A-Za-z])", re.IGNORECASE)
#: A column a word of being well names without a value: every row's `READY` is `n/n`.
READY = compiled(r"就绪|(?<![A-Za-z])ready(?![A-Za-z])", re.IGNORECASE)
#: A word of not all, before the clause's word of all (`并非所有 Pod 都`, `not all`).
_NOT_ALL = compiled(r"并非|不是|未必|(?<![A-Za-z])not(?![A-Za-z])", re.IGNORECASE)
#: The rows but those the claim names elsewhere (`其余 Pod 都在运行`, `all other pods`).
_REST = compiled(r"其余|其他|其它|剩下|剩余|另外|(?<![A-Za-z])(?:rest|other|others|remaining)(?![A-Za-z])",
                 re.IGNORECASE)


def _generalised(claim: str, subjects: Sequence[Anchor], table: Table
                 ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [a row whose cell denies them]) for a cell the claim says every row
    (of its service's pods, when it names one) has, or none has, that a row denies: `all pods
    are Running` over a `CrashLoopBackOff` row, `所有 Pod 均已就绪` over a `0/1` one."""
    for word in (*EVERY.finditer(claim), *_NONE.finditer(claim)):
        low, high = clause_around(claim, word.start(), word.end())
        # `A 被驱逐，其余 Pod 都在运行`, `A was evicted and all other pods are running`: the rows
        # but those named before the words of the rest
        rest = _REST.search(claim, low, high)
        start = min(rest.start(), word.start()) if rest else low
        mentioned = mentions(claim, [], table)
        if _NOT_ALL.search(claim, low, word.start()) or any(start <= at[0] < high for at, _ in mentioned):
            continue  # `并非所有`, `not all`; a row's entity named: `_swapped`'s
        named = [a.raw for a in subjects if start <= a.start < high]
        rows = [row for row in table.rows
                if not named or any(row[0].startswith(f"{who}-") for who in named)]
        if rest:
            others = [a.raw for a in subjects if a.start < start]
            rows = [row for row in rows if not any(row[0].startswith(f"{who}-") for who in others)
                    and all(row is not other or at[0] >= start for at, other in mentioned)]
            if len(rows) == len(table.rows):
                continue  # none named before: unsure which the rest are
        every = word.re is EVERY
        # a phase said in Chinese (`所有 Pod 都在运行`, `所有 PVC 都已绑定`) or in lower case
        values = [*(m.group() for m in VALUE.finditer(claim, word.end(), high)),
                  *phases_said(claim, word.end(), high)]
        if every and _RUNS.search(claim, low, high):
            values.append("Running")  # `all pods are running`
        values += [m.group(1).capitalize() for m in _PHASE.finditer(claim, word.end(), high)]
        if "Running" in values:
            values.append("Up")  # docker's running containers (`Up 3 hours`)
        if _EXITED.search(claim, word.end(), high):
            values.append("Exited")  # `没有容器退出`: docker's `Exited (137) 12 minutes ago`
        if _EVICTED.search(claim, word.end(), high):
            values.append("Evicted")  # `没有 pod 被驱逐`, `no pods were evicted`: the reason
        if _CRASH_LOOPING.search(claim, word.end(), high):
            values.append("CrashLoopBackOff")  # `no pod is crash looping`
        clause = claim[low:high].lower()
        for column, name in enumerate(table.columns):
            cells = {compared(row[column]) for row in rows}
            # or a lower-case word of the column's (`all consul members are alive`)
            lower = _lower_cells(claim[word.end():high].lower(), table, column)
            said = next((value for value in (*values, *lower) if compared(value) in cells), None)
            if column == 0 or not rows:
                continue
            if said is not None and (name == "status" or names_column(clause, name, table.columns)
                                     or column in _worded_columns(table, [said])):  # `没有 Warning 事件`
                denying = [row for row in rows if (compared(row[column]) != compared(said)) == every]
            elif name == "ready" and every and said is None and READY.search(claim, word.end(), high):
                denying = [row for row in rows if not full_ready(row[column])]
            else:
                continue
            if denying:
                written = claim[word.start():high].strip()
                return Anchor("state", written.lower(), written, word.start(),
                              word.start() + len(written)), [
                    f"{table.columns[column].upper()} {denying[0][column]} for {_label(denying[0], table)} "
                    f"({clipped('  '.join(denying[0]), 80)!r})"]
    return None


#: A lower-case word, hyphenated too (helm's `pending-upgrade`)
LOWER_WORD = compiled(r"(?<![A-Za-z0-9_\-])[a-z][a-z_]{2,}(?:-[a-z_]+)*(?![A-Za-z0-9_\-])")


def _lower_cells(clause: str, table: Table, column: int) -> list[str]:
    """The cells of `column` the clause (the row's name blanked) writes in lower case, as printed
    (`streaming`, `running` of Patroni's `State`; `faulted` of zpool's `FAULTED`), not denied:
    values a clause naming the column gives."""
    cells = {row[column].lower(): row[column] for row in table.rows}
    return [cells[m.group()] for m in LOWER_WORD.finditer(clause)
            if m.group() in cells and NEGATED.search(clause, 0, m.start()) is None]


#: A state said in English, now and ending its clause (`worker is stopped`, `is in the online
#: state`; not `is streaming WAL`, a verb's phrase, nor `was pending`, another time).
_STATE_SAID = compiled(r"(?<![A-Za-z])(?:is|are)\s+(?:now\s+|still\s+|currently\s+)?"
                       r"(?:in\s+(?:the\s+)?)?(?P<state>[a-z][a-z_\-]+)(?:\s+(?:state|status))?\s*(?:[.:!?)]|\Z)")


def _state_said(clause: str, table: Table, column: int) -> bool:
    """Whether the lower-cased clause says a row is one of a state column's cells in English: it
    names the column as `状态` does (pm2's and helm's `status`, zpool's `FAULTED`)."""
    if table.columns[column] not in ("status", "state", "phase"):
        return False
    cells = {row[column].lower() for row in table.rows}
    return any(m.group("state") in cells for m in _STATE_SAID.finditer(clause))


def full_ready(cell: str) -> bool:
    """A `READY` cell every container of which is ready (`2/2`)."""
    ready, _, total = compared(cell).partition("/")
    return bool(total) and ready == total


def _worded_columns(table: Table, values: Sequence[str]) -> set[int]:
    """The columns a word the claim writes is a cell of, when of one column only: `Running`
    names STATUS as `状态` does."""
    found: set[int] = set()
    for value in values:
        if value[:1].isalpha():
            columns = {n for row in table.rows for n, cell in enumerate(row)
                       if n and cell.lower() == value.lower()}
            found |= columns if len(columns) == 1 else set()
    return found


def _siblings(table: Table, column: int) -> list[int]:
    """The other columns of words sharing one with `column`'s (istioctl's `CDS`, `LDS`, `EDS`,
    `RDS`: `SYNCED`, `STALE`, `NOT SENT`), when its cells are words: columns of one kind of state."""
    def worded(n: int) -> set[str]:
        cells = {row[n] for row in table.rows}
        return cells if all(cell.replace(" ", "").isalpha() for cell in cells) else set()
    own = worded(column)
    return [n for n in range(1, len(table.columns)) if own and n != column and own & worded(n)]


def _sole_value_column(table: Table) -> int | None:
    """The one column of numbers, besides the first and those naming entities (Prometheus'
    `value`): what a number the claim gives a row's entity is read against, whatever it is
    named."""
    numbers = [n for n, column in enumerate(table.columns)
               if n and column.rpartition(".")[2] not in ENTITY_COLUMNS
               and all(NUMBER.fullmatch(compared(row[n])) for row in table.rows)]
    return numbers[0] if len(numbers) == 1 else None


def cells_held(missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the numbers a table of `texts` gives as a cell in its column's unit
    (`3688ms` of `| p99_ms |` over `| 3688 |`), or bare (a CSV's `,180,210,` is no `180,210`)."""
    if not any(a.kind == "number" for a in missing):
        return missing
    printed = {cell for text in dict.fromkeys(texts) for table in tables_of(text)
               for row in table.rows for cell in row}
    cells = {compared(cell, unit=True) for cell in printed}
    # a cell's unit as its value's (`2230MiB` of `free -m` holds `2230MB`, `2230 M`)
    sized = {size_of(cell) for cell in printed if SIZED.fullmatch(cell)}
    # the claim's unit is part of its value (`12.345 秒` is no bare `12.345`)
    return [a for a in missing
            if not (a.kind == "number" and ((not a.unit and a.raw.strip() in printed) or (a.unit and (
                compared(SPACE.sub("", a.raw), unit=True) in cells or (a.value, a.unit) in sized
                or any(shorter(a.raw, cell) for cell in printed)))))]


#: A size or a rate written apart from its unit (`312 MB`, `10234.50 kB/s`), read as one value.
_SPACED_SIZE = compiled(r"(?<![A-Za-z0-9_.])\d+(?:\.\d+)?\s+(?:[KMGT]i?B|kB)(?:/s)?(?![A-Za-z])")
#: A path where it is a value, a mount point (lsblk's: a path names df's row, `Mounted on`).
_PATH = compiled(r"(?<![A-Za-z0-9_./\-])/(?:[A-Za-z0-9_.\-]+(?:/[A-Za-z0-9_.\-]+)*)?(?![A-Za-z0-9_/])")
_MOUNTED = frozenset({"mountpoint", "mountpoints"})
#: A time of day where a column prints one (w's `LOGIN@`: `09:12`), a value; a claim's time is none
#: of another table's (`在 10:05 重启`).
_CLOCK = compiled(r"(?<![\d:.])\d{1,2}:\d{2}(?![\d:])")
#: A duration written with its unit (`312 秒`, `312 seconds`): a value where a column is timed.
_DURATION = compiled(rf"(?<![A-Za-z0-9_.])(?:-?\d+(?:\.\d+)?\s*{TIME_UNIT}"
                     r"|\d+[dhm](?:\d+[hm])?\d+[hms])(?![A-Za-z0-9])")  # (kubectl's `6h20m`, `3m49s`)
#: ... kubeadm's residual times (`356d`), `kubectl get jobs`' durations (`3h12m`)
_TIMED_CELL = compiled(r"\d+(?:\.\d+)?m?s|\d+[dh](?:\d+[hm])?|\d+m\d+s")


def _timed(table: Table) -> bool:
    """Whether a column of the table is a duration's (MySQL's processlist `Time`: `312s`)."""
    return any(_TIMED_CELL.fullmatch(cell) for row in table.rows[:1] for cell in row)
