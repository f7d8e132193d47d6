"""A resource a claim says reached its configured limit while its evidence prints the use well
under it, or says has not reached it while the use is at it.

`Redis 内存已经达到 maxmemory 上限` citing `INFO memory`'s `used_memory:2684354560` and
`maxmemory:4294967296`; `连接数还没有达到上限` citing MySQL's `Threads_connected 500` and
`max_connections 500`: the words are the output's and a judgement is no anchor, so the claim
passed. A clause naming one resource (memory: `内存`, `memory`, `maxmemory`; connections: `连接`,
`客户端`, `connections`, `clients`) and saying it reached its limit (`达到上限`, `已满`, `打满`,
`reached the limit`, `maxed out`) is contradicted when every use printed of it (Redis's
`used_memory` and its peak; MySQL's `Threads_connected` and `Max_used_connections`; Redis's
`connected_clients`; the kernel's `nf_conntrack_count`; a process's descriptors counted, `ls
/proc/<pid>/fd | wc -l` or `lsof -p <pid> | wc -l` echoed) is under `REACHED` of the limit
(`maxmemory`, `max_connections`, `maxclients`, `nf_conntrack_max`; `/proc/<pid>/limits`' `Max open
files` soft limit, `ulimit -n` echoed; words: `文件句柄`, `打开的文件数`, `open files`, `fds`; said
reached as `已耗尽` too); a clause saying it has not
(`没有达到`, `未满`, `not reached`, `below the limit`) when the current use is at the limit or
over it. Unsure says nothing: no limit (Redis's
`maxmemory:0`), a clause naming both resources or writing a number, a word of nearness
(`接近上限`, `almost`), another time (`重启前`, `yesterday`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from typing import NamedTuple

from gatekeeper.rules.support.evidence.fields import fields_of
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW

#: The share of its limit under which a use has not reached it (`达到上限` for 95% is a rounding).
REACHED = Decimal("0.9")


class _Resource(NamedTuple):
    words: re.Pattern[str]
    uses: tuple[str, ...]  # the fields of its use, the current one first
    limit: str


_OPEN_FILES, _MAX_OPEN_FILES = "open files", "max open files"
#: A process's descriptors counted (`ls /proc/2231/fd | wc -l`, `lsof -p 2231 | wc -l`, echoed) ...
_COUNTED_FDS = compiled(r"(?m)^[ \t]*[$#][ \t]*(?:ls(?:[ \t]+-\w+)*[ \t]+/proc/\d+/fd/?"
                        r"|lsof[ \t]+-p[ \t]*\d+)[ \t]*\|[ \t]*wc[ \t]+-l[ \t]*\n[ \t]*(?P<count>\d+)[ \t]*$")
#: ... and its limit: `/proc/<pid>/limits`' soft one, or `ulimit -n` echoed.
_LIMITS_ROW = compiled(r"(?m)^Max open files[ \t]+(?P<soft>\d+)[ \t]+(?:\d+|unlimited)")
_ULIMIT = compiled(r"(?m)^[ \t]*[$#][ \t]*ulimit[ \t]+-n[ \t]*\n[ \t]*(?P<limit>\d+)[ \t]*$")


def _descriptors(texts: Sequence[str]) -> dict[str, str]:
    """The open files and their limit the texts print, as fields (one value of each, or none)."""
    counted: set[str] = set()
    limits: set[str] = set()
    for text in dict.fromkeys(texts):
        if "open files" in text or "ulimit" in text:  # most texts print neither: no scan
            counted.update(m.group("count") for m in _COUNTED_FDS.finditer(text))
            limits.update(m.group("soft") for m in _LIMITS_ROW.finditer(text))
            limits.update(m.group("limit") for m in _ULIMIT.finditer(text))
    return {name: values.pop() for name, values in ((_OPEN_FILES, counted), (_MAX_OPEN_FILES, limits))
            if len(values) == 1}


_CONNECTIONS = compiled(r"连接|客户端|(?<![A-Za-z])(?:connections?|clients?|max_connections|maxclients)"
                        r"(?![A-Za-z])", re.IGNORECASE)
_RESOURCES = (
    _Resource(compiled(r"内存|(?<![A-Za-z])(?:memory|maxmemory)(?![A-Za-z])", re.IGNORECASE),
              ("used_memory", "used_memory_peak"), "maxmemory"),
    _Resource(_CONNECTIONS, ("threads_connected", "max_used_connections"), "max_connections"),
    _Resource(_CONNECTIONS, ("connected_clients",), "maxclients"),
    # a process's file descriptors: its `fd` directory counted, `/proc/<pid>/limits`' soft limit
    _Resource(compiled(r"文件句柄|文件描述符|句柄|打开的?文件|文件数|(?<![A-Za-z])(?:fds?|file\s+descriptors?"
                       r"|file\s+handles?|open\s+files)(?![A-Za-z])", re.IGNORECASE),
              (_OPEN_FILES,), _MAX_OPEN_FILES),
    # the kernel's connection tracking table (sysctl's `net.netfilter.nf_conntrack_count = ...`)
    _Resource(compiled(r"conntrack|连接跟踪", re.IGNORECASE), ("net.netfilter.nf_conntrack_count",),
              "net.netfilter.nf_conntrack_max"),
)
_LIMIT_WORDS = r"limit|maximum|max|cap|ceiling|maxmemory|max_connections|maxclients"
#: Said at its limit: reaching a bound (`达到上限`, `reached the limit`) or full (`已满`, `打满`).
_REACHED = compiled(r"(?:达到|到达|触及|碰到|超过|超出|用尽|耗尽|用完)了?\s*(?:[^，,。；;]{0,12}?)"
                    r"(?:上限|限制|最大值|阈值|maxmemory|max_connections|maxclients)|已满|满了|打满|用满|占满|触顶"
                    r"|(?:已经?|被)(?:耗尽|用尽|用完|用光)"
                    rf"|(?<![A-Za-z])(?:(?:reached|hit|hitting|exceeded|exceeds|at)\s+(?:the\s+|its\s+)?"
                    rf"(?:[\w-]+\s+){{0,2}}?(?:{_LIMIT_WORDS})|maxed\s+out|is\s+full|are\s+full|exhausted)(?![A-Za-z])",
                    re.IGNORECASE)
#: A word denying the reaching before it (`没有达到`, `has not reached`).
_DENIED = compiled(r"没有|没|未|不|尚未|还没|远未|并未|(?<![A-Za-z])(?:not|never|no)(?![A-Za-z])|n't",
                   re.IGNORECASE)
#: Said under its limit (`低于上限`, `未满`, `below the limit`).
_UNDER = compiled(r"低于上限|未达上限|未满|没满|没有满|(?<![A-Za-z])(?:(?:below|under)\s+(?:the\s+|its\s+)?"
                  r"(?:[\w-]+\s+){0,2}?(?:limit|maximum|max|cap)|not\s+(?:yet\s+)?full)(?![A-Za-z])",
                  re.IGNORECASE)
_NEAR = compiled(r"接近|将近|快要|即将|几乎|差点|(?<![A-Za-z])(?:almost|nearly|close\s+to|approaching|near)"
                 r"(?![A-Za-z])", re.IGNORECASE)


def limit_reach_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the use and the limit]) for the first resource the claim says
    reached its limit, or not, the other way from its evidence (see the module docstring)."""
    del anchors, anchors_of  # the fields are read as printed
    printed = {field.name: field.value for text in dict.fromkeys(texts) for field in fields_of(text)}
    printed.update(_descriptors(texts))
    readings = [(resource, uses, limit) for resource in _RESOURCES
                if (limit := _amount(printed.get(resource.limit)))
                and (uses := [(name, use) for name in resource.uses
                              if (use := _amount(printed.get(name))) is not None])]
    if not readings:
        return None
    for said in (*_REACHED.finditer(claim), *_UNDER.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        named = [(resource, uses, limit) for resource, uses, limit in readings
                 if resource.words.search(claim, low, high)]
        if len({resource.limit for resource, _, _ in named}) != 1 or any(
                pattern.search(claim, low, high) for pattern in (_NEAR, NOT_NOW, _DIGIT)):
            continue
        resource, uses, limit = named[0]
        reached = said.re is _REACHED and _DENIED.search(claim, low, said.start()) is None
        if not (all(use < limit * REACHED for _, use in uses) if reached else uses[0][1] >= limit):
            continue
        written = claim[low:high].strip()
        shown = ", ".join(f"{name} {printed[name]}" for name, _ in uses)
        return Anchor("state", written.lower(), written, low, high), [
            f"{shown} of {resource.limit} {printed[resource.limit]}"]
    return None


_DIGIT = compiled(r"\d")


def _amount(value: str | None) -> Decimal | None:
    """A field's value as a number; None for no number (`2.50G`: the byte count is read)."""
    try:
        return None if value is None else Decimal(value)
    except InvalidOperation:
        return None
