"""Whether a query used an index, against the plan its `EXPLAIN` printed.

`该查询使用了索引 idx_user_id` citing MySQL's `EXPLAIN`, whose row for the table is `type: ALL`,
`possible_keys: idx_user_id`, `key: NULL`; `查询走了全表扫描` citing one whose `key:
idx_user_id`; `the query used an index` citing PostgreSQL's `Seq Scan on orders`: every word
and name is the plan's (a possible key is printed), so the claim passed. A plan is read per
table from MySQL's rows (vertical, `\\G`, or boxed: `type`, `key`) and from PostgreSQL's nodes
(`Seq Scan on T`, `Index Scan using I on T`, `Bitmap Index Scan on I` under `Bitmap Heap Scan on
T`): a full scan (`ALL`, `Seq Scan`) or the index used. A clause saying an index was used
(`使用了索引`, `走索引`, `命中索引 idx_a`, `used the index`) is contradicted by a full scan of the
table it names (of the only table, when it names none), or by another index than the one it
names; a clause saying none was (`全表扫描`, `没有走索引`, `索引未生效`, `full table scan`,
`did not use an index`) by an index used. Unsure says nothing: a sentence advising or supposing
(`建议添加索引避免全表扫描`, `如果`, `should`), or placed after a change (`加索引后`, `after`), a
table the plan does not print, a table scanned both ways (a join reads it twice), MySQL's
`type: index` (the whole index read: both and neither).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern


class Access(NamedTuple):
    table: str
    used_index: str | None  # None: a full scan
    line: str


#: MySQL's vertical row (`EXPLAIN ...\G`): one field a line, a row from `*** 1. row ***` on.
_VERTICAL = compiled(r"^[ \t]*(?P<name>table|type|key):[ \t]*(?P<value>\S+)[ \t]*$", re.MULTILINE)
_VERTICAL_KEYS = compiled(r"^[ \t]*possible_keys:", re.MULTILINE)
_ROW_START = compiled(r"^\*+ \d+\. row \*+[ \t]*$", re.MULTILINE)
#: A boxed or tabbed row of cells.
_CELLS = compiled(r"[ \t]*\|(.*)\|[ \t]*|(.*\t.*)")
#: PostgreSQL's nodes.
_SEQ_SCAN = compiled(r"(?:Parallel )?Seq Scan on (?P<table>[\w.]+)")
_INDEX_SCAN = compiled(r"Index (?:Only )?Scan(?: Backward)? using (?P<index>[\w.]+) on (?P<table>[\w.]+)")
_BITMAP = compiled(r"Bitmap Heap Scan on (?P<table>[\w.]+).*(?:\n(?!.*Bitmap Heap).*)*?"
                   r"\n.*Bitmap Index Scan on (?P<index>[\w.]+)")

_INDEX = r"(?:索引|(?<![A-Za-z])(?i:index(?:es)?)(?![A-Za-z]))"
#: A clause saying the query used an index, and one saying it used none.
_USED = compiled(rf"(?:使用|用|走|命中|利用|采用)(?:了|到)?(?:了)?\s*(?:\w+\s*)?{_INDEX}"
                 rf"|{_INDEX}\s*(?:生效|被使用|命中)|(?<![A-Za-z])(?i:used|uses|using|hit)\s+(?:the\s+|an\s+)?"
                 r"(?:[\w.]+\s+)?(?i:index)(?![A-Za-z])|(?<![A-Za-z])(?i:index\s+(?:scan|seek|lookup)"
                 r"|index\s+was\s+used)(?![A-Za-z])")
_UNUSED = compiled(rf"全表扫描|顺序扫描|(?:没有?|未|不)(?:有)?(?:使用|用|走|命中|利用)(?:到)?(?:了)?\s*"
                   rf"(?:任何)?\s*{_INDEX}"
                   rf"|{_INDEX}\s*(?:未|没有?)(?:生效|被?使用|命中)|索引失效"
                   r"|(?<![A-Za-z])(?i:full\s+(?:table\s+)?scan|seq(?:uential)?\s+scan"
                   r"|(?:did\s+not|didn't|does\s+not|doesn't|not)\s+use\s+(?:an\s+|any\s+|the\s+)?index"
                   r"|no\s+index\s+(?:was\s+)?used|without\s+(?:using\s+)?(?:an\s+|any\s+)?index)(?![A-Za-z])")
#: A negator right before (`没有全表扫描`, `not a full table scan`).
_DENIED = compiled(r"(?:没有|没|未|不|无|并未|并没有)(?:进行|发生|出现|走|做|再|是)?\s*\Z"
                   r"|(?<![A-Za-z])(?i:no|not|without|never)\s+(?:an?\s+|any\s+)?\Z")
#: A sentence advising, supposing or hedging: no statement of the plan.
_NOT_STATED = compiled(r"建议|应该|应当|需要|可以|如果|若|假如|避免|优化|添加|创建|加上|加个|新增"
                       r"|可能|也许|是否"
                       r"|(?<![A-Za-z])(?i:should|could|would|recommend\w*|consider|add|adding|create|avoid\w*|if"
                       r"|might|may|whether|suggest\w*)(?![A-Za-z])")
#: An index's name a clause gives (`索引 idx_user_id`, `idx_user_id 索引`, `index idx_a`).
_NAMED = compiled(rf"{_INDEX}\s*(?P<after>[A-Za-z_][\w.]*)|(?P<before>[A-Za-z_][\w.]*)\s*{_INDEX}")


def plan_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the clause, [the plan's access]) for the first clause saying whether an index was used
    that the cited plan contradicts (see the module docstring)."""
    del anchors, anchors_of  # the plan is read as printed
    accesses = [a for text in dict.fromkeys(texts) for a in plan_accesses(text)]
    if not accesses:
        return None
    unused = list(_UNUSED.finditer(claim))
    for said in (*_USED.finditer(claim), *unused):
        used = said.re is _USED
        if used and any(m.start() < said.end() and said.start() < m.end() for m in unused):
            continue  # `没有使用索引` holds `使用索引`
        low, high = clause_around(claim, *said.span())
        if _DENIED.search(claim, low, said.start()):
            continue  # `没有全表扫描`, `not a full scan`: the way it was not, unsure which it was
        start, end = sentence_around(claim, *said.span())
        if _NOT_STATED.search(claim, start, end) or LATER.search(claim, start, end):
            continue
        of_table = _of_table(claim, low, high, accesses)
        if of_table is None:
            continue
        named = _named_index(claim, low, high, accesses) if used else None
        if not _contradicts(used, named, of_table):
            continue
        shown = of_table[0]
        way = f"index {named or ''}".strip() if used else "full scan"
        return (Anchor("state", way, claim[low:high].strip(), low, high),
                [f"{shown.table}: {shown.used_index or 'full scan'} ({clipped(shown.line.strip(), 100)!r})"])
    return None


def _contradicts(used: bool, named: str | None, of_table: list[Access]) -> bool:
    """Whether the table's accesses (each of them) deny the clause: a full scan an index said
    used, another index the one named, an index a full scan said."""
    if not used:
        return all(a.used_index is not None for a in of_table)
    if named is None:
        return all(a.used_index is None for a in of_table)
    # (MySQL's `index_merge` uses several: `idx_a,idx_b`)
    return all(a.used_index is None or named not in a.used_index.lower().split(",") for a in of_table)


def _of_table(claim: str, low: int, high: int, accesses: list[Access]) -> list[Access] | None:
    """The accesses of the one table the clause names (the sentence's, else the only table the
    plan reads); None when unsure."""
    tables = {a.table for a in accesses}
    start, end = sentence_around(claim, low, high)
    for within in ((low, high), (start, end)):
        named = [t for t in tables if name_pattern(t).search(claim, *within)]
        if len(named) == 1:
            return [a for a in accesses if a.table == named[0]]
        if named:
            return None
    if _TABLE_NAMED.search(claim, start, end):
        return None  # a table the plan does not print
    return accesses if len(tables) == 1 else None


#: A table a sentence names: `payments 表`, `表 payments`, `the payments table`, `table payments`.
_TABLE_NAMED = compiled(r"[A-Za-z_][\w.]*\s*表(?!达|示|明|现)|表\s*[A-Za-z_]"
                        r"|(?<![A-Za-z])(?i:(?!(?:full|a|an|the|whole|entire|this|that|each)\s)[A-Za-z_][\w.]*"
                        r"\s+table|table\s+(?!scans?(?!\w))[A-Za-z_][\w.]*)(?!\w)")


#: An index's name: an identifier (`idx_user_id`, `orders_pkey`, `k1`) or MySQL's `PRIMARY`.
_INDEX_NAME = compiled(r"[A-Za-z]\w*(?:_|\d)[\w.]*|PRIMARY")


def _named_index(claim: str, low: int, high: int, accesses: list[Access]) -> str | None:
    """The index the clause names, lower-cased: a name beside its word of index that is no
    table's."""
    tables = {a.table.lower() for a in accesses}
    for m in _NAMED.finditer(claim, low, high):
        name = m.group("after") or m.group("before")
        if _INDEX_NAME.fullmatch(name) and name.lower() not in tables:
            return name.lower()
    return None


@lru_cache(maxsize=64)  # claim after claim cites the same plan
def plan_accesses(text: str) -> tuple[Access, ...]:
    """Each table's access as the plan prints it (MySQL's rows, PostgreSQL's nodes)."""
    found: list[Access] = []
    if "possible_keys" in text:
        found += _vertical(text) if _VERTICAL_KEYS.search(text) else _tabled(text)
    if " Scan " in text or "Seq Scan" in text:
        found += [Access(m["table"], None, m.group()) for m in _SEQ_SCAN.finditer(text)]
        found += [Access(m["table"], m["index"], m.group()) for m in _INDEX_SCAN.finditer(text)]
        found += [Access(m["table"], m["index"], m.group().split("\n")[-1]) for m in _BITMAP.finditer(text)]
    return tuple(found)


def _access(table: str | None, kind: str | None, key: str | None, line: str) -> list[Access]:
    """A MySQL row's access: a full scan (`ALL`), or its key (not `type: index`, a whole index)."""
    if not table or kind is None or kind == "index":
        return []
    if kind == "ALL" and key in (None, "NULL"):
        return [Access(table, None, line)]
    if key not in (None, "NULL") and kind != "ALL":
        return [Access(table, key, line)]
    return []


def _vertical(text: str) -> list[Access]:
    found = []
    starts = [m.start() for m in _ROW_START.finditer(text)] or [0]  # one row, its header left out
    starts.append(len(text))
    for start, stop in pairwise(starts):
        fields = {m["name"]: m["value"] for m in _VERTICAL.finditer(text, start, stop)}
        line = " ".join(f"{name}: {fields[name]}" for name in ("table", "type", "key") if name in fields)
        found += _access(fields.get("table"), fields.get("type"), fields.get("key"), line)
    return found


def _tabled(text: str) -> list[Access]:
    found: list[Access] = []
    header: list[str] | None = None
    for line in text.split("\n"):
        cells_match = _CELLS.fullmatch(line)
        if cells_match is None:
            continue
        raw = cells_match.group(1) if cells_match.group(1) is not None else cells_match.group(2)
        cells = [c.strip() for c in raw.split("|" if cells_match.group(1) is not None else "\t")]
        if "possible_keys" in cells:
            header = cells
        elif header is not None and len(cells) == len(header):
            row = dict(zip(header, cells, strict=True))
            found += _access(row.get("table"), row.get("type"), row.get("key"), line)
    return found
