"""A value a claim gives a status field while its evidence gives it to another field.

`redis 的连接数为 3` citing `redis-cli INFO`, whose lines are `connected_clients:512` and
`blocked_clients:3`: the value is the output's and no label of the claim is a field's name, so
nothing was missing or contradicted, but 3 is the blocked clients. Status outputs print one
value per field, `name: value`, `name=value` or `name  value` (`redis-cli INFO`, `SHOW GLOBAL
STATUS`, `kubectl describe`, whose indented fields are their section's: `memory` under `Limits:`
is `limits memory`). A claim names a field when its clause writes every word of the field's
name, in English or Chinese (`connected_clients`: `连接数`, `connected clients`; `rejected_connections`:
`拒绝` and `连接`; `limits memory`: `内存限制`). A value the clause writes that one or more fields
have, none of which the clause names, while it names another field, contradicts it; so does one
no field has, in the unit of the one field the clause names (`容器重启了 5 次` for `Restart Count:
12`), unless the clause writes a change, a bound or a share (`增加了`, `超过`, `by`). Unsure says
nothing: a clause naming no field, or several with no field having the value.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: A field's line: `connected_clients:512`, `Restart Count:  12`, `Threads_connected  498`.
_FIELD = compiled(r"^(?P<indent>[ \t]*)(?P<name>[A-Za-z][\w.\-]*(?: [A-Za-z][\w\-]*){0,3})"
                  r"(?:[ \t]*[:=][ \t]*|[ \t]{2,})(?P<value>[^\s:=]\S*)[ \t]*$")
#: A section's line: `Limits:`, `Last State:` (no run of blanks may meet another: a line of words
#: and 100,000 spaces is read in linear time).
_SECTION = compiled(r"^(?P<indent>[ \t]*)(?P<name>[A-Za-z][\w\-]*(?: [A-Za-z][\w\-]*){0,3}):[ \t]*$")
_NAME_WORD = compiled(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
#: Words of a field's name no claim writes (`used_memory_human`, `Restart Count`).
_SILENT = frozenset({"human", "count", "total", "num", "number", "current", "value", "bytes",
                     "rss", "the", "of"})
#: A field name's word -> what a claim may write for it besides itself.
_WORDS: dict[str, tuple[str, ...]] = {
    "connected": ("连接",), "connections": ("连接",), "connects": ("连接",), "clients": ("客户端", "连接"),
    "blocked": ("阻塞",), "rejected": ("拒绝",), "evicted": ("驱逐", "淘汰"), "expired": ("过期",),
    "keys": ("key", "键"), "memory": ("内存", "mem"), "used": ("使用", "已用", "占用", "use"),
    "max": ("最大", "上限"), "maxmemory": ("最大内存", "内存上限"), "slow": ("慢",),
    "queries": ("查询", "query"), "threads": ("线程", "thread"), "aborted": ("中断", "中止"),
    "limits": ("限制", "上限", "limit"), "requests": ("请求", "request"), "restart": ("重启", "restarted"),
    "errors": ("错误", "报错", "error"), "hits": ("命中", "hit"), "misses": ("未命中", "miss"),
    "running": ("运行",), "created": ("创建",), "exit": ("退出",), "code": ("码", "code"),
    "cpu": ("cpu",), "fragmentation": ("碎片",), "ratio": ("率", "比"),
}


@dataclass(frozen=True)
class Field:
    name: str  # as printed (with its section's, lower-cased)
    words: tuple[str, ...]
    value: str
    line: str


def field_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the field it names and the field that has the value]) for the first
    value the claim gives a field of its evidence another field has (see the module docstring)."""
    del anchors_of  # the fields are read as printed
    fields = [field for text in dict.fromkeys(texts) for field in fields_of(text)]
    if len(fields) < 2:
        return None
    for value in anchors:
        if value.kind != "number":
            continue
        having = [f for f in fields if _same(f.value, value.raw)]
        low, high = clause_around(claim, value.start, value.end)
        clause = claim[low:high].lower()
        named = [f for f in fields if _names(clause, f)]
        if not having and len(named) == 1 and value.approx is None and _comparable(named[0], value) \
                and _CHANGE.search(claim, low, high) is None:
            # the one field the clause names has another value, and no field has the claim's
            # (`容器重启了 5 次` for `Restart Count: 12`)
            own = named[0]
            return Anchor(value.kind, value.value, value.raw, value.start, value.end), [
                f"{own.name} {own.value} ({clipped(own.line.strip(), 60)!r})"]
        if having and named and not any(f in having for f in named):
            own = named[0]
            return Anchor(value.kind, value.value, value.raw, value.start, value.end), [
                f"{own.name} {own.value} ({clipped(own.line.strip(), 60)!r}), {value.raw.strip()} "
                f"for {having[0].name} ({clipped(having[0].line.strip(), 60)!r})"]
    return None


@lru_cache(maxsize=256)
def fields_of(text: str) -> tuple[Field, ...]:
    """The fields a status output prints, each line of one (see the module docstring)."""
    found = []
    sections: list[tuple[int, str]] = []  # (indent, name) of the open sections
    for line in text.split("\n"):
        field = _FIELD.match(line)
        if field is None:
            section = _SECTION.match(line) if line.rstrip().endswith(":") else None
            if section is not None:
                indent = len(section.group("indent").expandtabs())
                sections = [s for s in sections if s[0] < indent] + [(indent, section.group("name"))]
            continue
        indent = len(field.group("indent").expandtabs())
        sections = [s for s in sections if s[0] < indent]
        within = sections[-1][1] if sections else ""
        name = f"{within} {field.group('name')}".strip()
        words = tuple(w.lower() for w in _NAME_WORD.findall(name) if w.lower() not in _SILENT)
        if words:
            found.append(Field(name.lower(), words, field.group("value"), line))
    return tuple(found)


def _names(clause: str, field: Field) -> bool:
    """Whether a claim's clause (lower-cased) writes every word of the field's name."""
    return all(word in clause or any(form in clause for form in _WORDS.get(word, ()))
               for word in field.words)


_NUMBER = compiled(r"(\d+(?:\.\d+)?)([a-z%]*)")


#: A change, a bound or a share, not the field's value (`增加了 100`, `超过 500`, `rose by`).
_CHANGE = compiled(r"增加|减少|上升|下降|增长|降低|降至|升至|超过|低于|高于|不足|至少|至多|最多|倍|%|百分|"
                   r"(?<![A-Za-z])(?:by|from|increased?|decreased?|rose|fell|dropped|grew|above|below|"
                   r"over|under|more|less|fewer|than|at\s+least|at\s+most|up\s+to|times\s+as)(?![A-Za-z])",
                   re.IGNORECASE)


def _comparable(field: Field, value: Anchor) -> bool:
    """Whether the field's value is a number in the unit the claim writes its value in."""
    mine = _NUMBER.fullmatch(value.raw.strip().lower().replace(",", ""))
    theirs = _NUMBER.fullmatch(field.value.lower().replace(",", ""))
    return mine is not None and theirs is not None and mine.group(2) == theirs.group(2) and (
        float(mine.group(1)) != float(theirs.group(1)))


def _same(cell: str, written: str) -> bool:
    """Whether a field's value is a claim's number as written (`7.80G`, `512`; `1.50` is `1.5`)."""
    one, other = (_NUMBER.fullmatch(text.strip().lower().replace(",", "")) for text in (cell, written))
    if one is None or other is None:
        return False
    return float(one.group(1)) == float(other.group(1)) and one.group(2) == other.group(2)
