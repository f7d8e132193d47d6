"""A process's resource limits (rlimits) a claim gives the other limit's value, or another resource's.

`进程最大打开文件数的硬限制为 1024` citing `/proc/<pid>/limits`, whose `Max open files` row is
`1024  4096  files` (soft, hard): the number is the output's and `硬限制` is no anchor, so
nothing was missing or contradicted. The file prints a header (`Limit  Soft Limit  Hard Limit
Units`) over one row per resource; `ulimit -a` prints one value per resource (`open files  (-n)
1024`), the soft limit. A sentence naming one resource (`打开文件数`, `文件描述符`, `open files`,
`nofile`; `进程数`, `nproc`; `栈`, `stack size` ...) and a limit (`软限制`, `soft limit`; `硬限制`,
`hard limit`), with a value after the limit's word in its clause (`1024`, `unlimited`, `无限制`,
`8MB` of a size in bytes), contradicts a row whose limit is another; a value with no limit named
is held by either limit. Unsure says nothing: two resources, or `分别` / `respectively` (the
values' order is the words'); a hard limit `ulimit -a` does not print; a unit the row's is not.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.units import BYTE_UNITS
from gatekeeper.rules.support.text.clauses import RESPECTIVELY, clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled

_HEADER = compiled(r"^Limit\s+Soft Limit\s+Hard Limit\s+Units\s*$", re.MULTILINE)
_ROW = compiled(r"^(?P<name>Max [a-z ]+?)\s{2,}(?P<soft>\S+)\s+(?P<hard>\S+)(?:\s+(?P<unit>\w+))?\s*$")
_ULIMIT = compiled(r"^(?P<name>[a-z][a-z ]+?)\s+\((?:[a-z]+, )?-(?P<flag>[a-zA-Z])\)\s+(?P<soft>\S+)\s*$")
#: Each resource (its row's name, `Max` left off, or its `ulimit` flag) and how a claim names it.
_RESOURCES = {
    "open files": ("n", r"打开(?:的)?文件|文件描述符|文件句柄|句柄数|(?<![a-z])(?:open\s+files|file\s+"
                        r"descriptors?|nofile|fds?)(?![a-z])"),
    "processes": ("u", r"进程数|用户进程|(?<![a-z])(?:nproc|(?:user\s+)?processes)(?![a-z])"),
    "locked memory": ("l", r"锁定内存|(?<![a-z])(?:memlock|locked\s+memory)(?![a-z])"),
    "stack size": ("s", r"栈|(?<![a-z])stack(?![a-z])"),
    "core file size": ("c", r"(?<![a-z])core(?![a-z])|核心转储|转储文件"),
    "cpu time": ("t", r"cpu\s*时间|(?<![a-z])cpu\s+time(?![a-z])"),
    "file size": ("f", r"(?<!core )(?<!转储)文件大小|(?<!core )(?<![a-z])file\s+size(?![a-z])"),
    "data size": ("d", r"数据段|(?<![a-z])data\s+(?:seg\s+)?size(?![a-z])"),
    "address space": ("v", r"地址空间|虚拟内存|(?<![a-z])(?:address\s+space|virtual\s+memory)(?![a-z])"),
    "file locks": ("x", r"文件锁|(?<![a-z])file\s+locks(?![a-z])"),
    "pending signals": ("i", r"挂起信号|待处理信号|(?<![a-z])(?:pending\s+signals|sigpending)(?![a-z])"),
    "msgqueue size": ("q", r"消息队列|(?<![a-z])(?:msgqueue|(?:posix\s+)?message\s+queues?)(?![a-z])"),
}
_NAMED = {name: compiled(words, re.IGNORECASE) for name, (_, words) in _RESOURCES.items()}
_FLAGS = {flag: name for name, (flag, _) in _RESOURCES.items()}
_SIDE = compiled(r"(?P<soft>软限制|软上限|(?<![a-z])soft(?:\s+limit)?(?![a-z]))"
                 r"|(?P<hard>硬限制|硬上限|(?<![a-z])hard(?:\s+limit)?(?![a-z]))", re.IGNORECASE)
_VALUE = compiled(r"(?<![A-Za-z0-9_.])(?P<number>\d+(?:\.\d+)?)\s*(?P<unit>[A-Za-z]+|字节)?(?![A-Za-z0-9_.])"
                  r"|(?P<unlimited>unlimited|无限制|不限|无限)", re.IGNORECASE)
#: A limit named without its side: a clause's value with no such word may be a use (`打开文件数为 987`).
_LIMIT_WORD = compiled(r"限制|上限|最大|ulimit|(?<![a-z])(?:limit|max(?:imum)?)(?![a-z])", re.IGNORECASE)


class Limit(NamedTuple):
    name: str  # `open files`
    soft: str
    hard: str | None  # `ulimit -a` prints none
    unit: str
    line: str


class _Claimed(NamedTuple):
    value: re.Match[str]  # the value the claim gives
    limit: Limit  # the row of the resource its sentence names
    side: str  # `soft`, `hard`, or `limits` (either)
    held: list[str]  # the row's cells it may be
    agrees: list[bool | None]  # whether it is each (None: its unit is not comparable)


def limit_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the resource's row]) for the first limit the claim gives a value
    its row does not have (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    for said in _limits_claimed(claim, texts):
        if None not in said.agrees and not any(said.agrees):
            value, limit = said.value, said.limit
            return Anchor("number", value.group(), value.group(), value.start(), value.end()), [
                f"{limit.name} {said.side} {'/'.join(said.held)} ({clipped(limit.line.strip(), 80)!r})"]
    return None


def limit_held(claim: str, value: Anchor, texts: Sequence[str]) -> bool:
    """Whether `value` is the limit the claim names of a resource its evidence prints: a row's
    label (`Max open files`) reads as its first value's, the soft limit, and not the hard one."""
    return any(said.value.start() == value.start and any(said.agrees)
               for said in _limits_claimed(claim, texts))


def _limits_claimed(claim: str, texts: Sequence[str]) -> Iterator[_Claimed]:
    """Each value the claim gives a limit of one resource its evidence prints the row of."""
    if (_SIDE.search(claim) is None and _LIMIT_WORD.search(claim) is None) or not any(
            "Limit" in text or "(-n)" in text for text in texts):
        return
    limits = [limit for text in dict.fromkeys(texts) for limit in limits_of(text)]
    if not limits:
        return
    for name, pattern in _NAMED.items():
        for said in pattern.finditer(claim):
            low, high = sentence_around(claim, said.start(), said.end())
            sentence = claim[low:high]
            rows = [limit for limit in limits if limit.name == name]
            if len(rows) != 1 or RESPECTIVELY.search(sentence) or sum(
                    1 for other in _NAMED.values() if other.search(sentence)) > 1:
                continue
            yield from _given(claim, low, high, rows[0])


def _given(claim: str, low: int, high: int, limit: Limit) -> Iterator[_Claimed]:
    """The values the sentence `claim[low:high]` gives a limit of the row: each the first after
    a limit's word in its clause, or after the sentence's start when it names none."""
    sides = list(_SIDE.finditer(claim, low, high))
    places: list[tuple[int, bool | None]] = [(side.end(), side.group("hard") is not None)
                                              for side in sides] or [(low, None)]
    for at, hard in places:
        clause_start, clause_end = clause_around(claim, at)
        following = [side.start() for side in sides if side.start() >= at]
        value = _VALUE.search(claim, at, min([clause_end, *following]))
        if value is None or (hard is None and _LIMIT_WORD.search(claim, clause_start, clause_end) is None):
            continue
        if hard and limit.hard is None:
            continue  # `ulimit -a` prints no hard limit
        held = [cell for cell in ((limit.hard,) if hard else (limit.soft,) if hard is False
                                  else (limit.soft, limit.hard)) if cell is not None]
        yield _Claimed(value, limit, "hard" if hard else "soft" if hard is False else "limits", held,
                       [_agrees(value, cell, limit.unit) for cell in held])


def _agrees(value: re.Match[str], cell: str, unit: str) -> bool | None:
    """Whether the claim's value is the cell's; None when its unit cannot be compared."""
    if value.group("unlimited"):
        return cell == "unlimited"
    if not cell.isdigit():
        return False
    number, written = Decimal(value.group("number")), value.group("unit")
    if written and unit in ("bytes", "kbytes"):
        factor = BYTE_UNITS.get(written, BYTE_UNITS.get(written.lower()))
        printed = Decimal(cell) * (1024 if unit == "kbytes" else 1)
        return None if factor is None else number * factor == printed
    if written and written.lower() not in (unit, unit.rstrip("s"), "个"):
        return None
    return number == Decimal(cell)


@lru_cache(maxsize=64)
def limits_of(text: str) -> tuple[Limit, ...]:
    """The resources' limits `text` prints: `/proc/<pid>/limits` under its header, `ulimit -a`."""
    found = []
    header = _HEADER.search(text)
    if header is not None:
        for line in text[header.end():].splitlines():
            row = _ROW.match(line)
            if row is not None:
                name = row.group("name")[4:].strip()
                found.append(Limit(name, row.group("soft"), row.group("hard"), row.group("unit") or "", line))
    for line in text.splitlines():
        row = _ULIMIT.match(line)
        if row is not None and row.group("flag") in _FLAGS:
            unit = "kbytes" if "kbytes" in line else ""
            found.append(Limit(_FLAGS[row.group("flag")], row.group("soft"), None, unit, line))
    return tuple(found)
