"""A garbage collection's pause or heap a claim gives one kind of collection (`Full GC`, `Young
GC`) while the JVM's GC log gives it to the other.

`Full GC 停顿 48 ms` citing `GC(412) Pause Young (Normal) ... 3012M->1204M(4096M) 48.312ms` and
`GC(413) Pause Full ... 4090M->3980M(4096M) 2345.678ms`: the 48 ms is the log's, the young pause,
so nothing was missing or contradicted, but the full one took 2.3 s. A collection is a line of the
unified log (`Pause Young`, `Pause Full`, `Pause Young (Mixed)`) or of the legacy one (`[GC
(Allocation Failure) 512M->128M(1024M), 0.0234 secs]`, `[Full GC (Ergonomics) ...]`, G1's `[GC pause
(G1 Evacuation Pause) (young) ...]`): its kind, its pause and the heap after it. A clause naming one
kind (`Full GC`, `FGC`, `全量 GC`; `Young GC`, `YGC`, `Minor GC`, `新生代 GC`) and writing a
duration, or a size of the heap after it (`后`, `after`, `降到`), is contradicted when no
collection of that kind has the value (to the places written) and one of the other kind does.
Unsure says nothing: a clause naming both kinds, a bound (`超过 2 秒`).

A clause denying a collection (`没有发生 Full GC`, `未出现 Full GC`, `No full GC occurred`, `没有 GC
停顿`) is contradicted by a collection of its kind in the log (of any kind, for a bare `GC`): `There
was no Full GC` citing a log with `Pause Full` passed with a warning at most. Unsure says nothing: a
clause naming both kinds or a value, a sentence naming a time or a point it denies from (`03:14 之后`,
`重启后`, `after the restart`, `没有再发生`), a collection's trait denied rather than the collection
(`没有 GC 问题`, `no GC pressure`). jstat's counts are collections too (`jstat.collections_counted`:
`FGC` above zero in its only sample, or rising): `没有发生 Full GC` over `FGC 37` passed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.jstat import collections_counted
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, clause_around, line_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

_UNIFIED = compiled(r"Pause (?P<kind>Young|Full|Remark|Cleanup)\b[^\n]*?(?P<before>\d+)M->(?P<after>\d+)M"
                    r"\((?P<total>\d+)M\)\s+(?P<ms>\d+(?:\.\d+)?)ms")
#: the heap's sizes are the last before the pause (a generation's come first, in brackets)
_LEGACY = compiled(r"\[(?P<kind>Full GC|GC pause|GC)\b(?P<detail>[^\n]*?)(?P<before>\d+)[KMG]->"
                   r"(?P<after>\d+)(?P<unit>[KMG])\((?P<total>\d+)[KMG]\),\s*"
                   r"(?:\[Metaspace:[^\]\n]*\],\s*)?(?P<secs>\d+(?:\.\d+)?) secs\]")
_FULL = compiled(r"(?<![A-Za-z])(?:full\s*gcs?|fgc|major\s*gcs?)(?![A-Za-z])|全量\s*GC|全\s*GC"
                 r"|老年代(?:回收|GC)", re.IGNORECASE)
_YOUNG = compiled(r"(?<![A-Za-z])(?:young\s*gcs?|ygc|minor\s*gcs?)(?![A-Za-z])|新生代\s*(?:GC|回收)"
                  r"|年轻代\s*(?:GC|回收)", re.IGNORECASE)
_DURATION = compiled(r"(?<![\d.])(?P<value>\d+(?:\.\d+)?)\s*(?P<unit>ms|毫秒|s|秒|sec|secs|seconds?)"
                     r"(?![A-Za-z])", re.IGNORECASE)
_AFTER_SIZE = compiled(r"(?:后|after|降到|降至|回收到|剩余?|remain\w*|down\s+to)[^，。；,;\d]{0,16}?"
                       r"(?P<value>\d+(?:\.\d+)?)\s*(?P<unit>[KMG])(?:i?B)?(?![A-Za-z])", re.IGNORECASE)
#: An extreme or an average of pauses, no one collection's (`最长停顿`, `average pause`)
_EXTREME = compiled(r"最长|最短|平均|(?<![A-Za-z])(?:longest|shortest|average|mean|max(?:imum)?|min(?:imum)?)"
                    r"(?![A-Za-z])", re.IGNORECASE)
#: A collection of no kind the clause names.
_ANY = compiled(r"(?<![A-Za-z])GCs?(?![A-Za-z])|垃圾回收|(?<![A-Za-z])garbage\s+collections?(?![A-Za-z])",
                re.IGNORECASE)
#: A denial right before a collection's words (`没有发生`, `未出现`, `no`, `did not trigger a`).
_DENIED = compiled(r"(?:没有|没|无|未|并未|从未|未曾|不曾)(?:发生|出现|触发|进行|执行|有|见|发现)?过?"
                   r"(?:任何)?\s*\Z|(?<![A-Za-z])(?:no|zero|without(?:\s+any)?|(?:did\s+not|didn't|never|has\s+not|hasn't"
                   r"|have\s+not|haven't)(?:\s+[a-z]+){0,2}?(?:\s+(?:any|a|an))?)\s+\Z", re.IGNORECASE)
#: ... or right after them (`Full GC 没有发生`, `full GC did not occur`).
_DENIED_AFTER = compiled(r"\s*(?:没有|未|并未|从未)(?:发生|出现|触发)"
                         r"|s?\s+(?:was|were|did|has|have)?\s*(?:not|never)\s+(?:been\s+)?"
                         r"(?:occur|happen|trigger|run|ran|observ|seen|logged)", re.IGNORECASE)
#: What may follow a denied collection's words: the clause's end, or its event (no trait of it).
_EVENT_AFTER = compiled(r"s?\s*(?:$|[，。；,;.]|发生|出现|触发|记录|事件|暂停|停顿"
                        r"|(?:was|were|occurred|happened|ran|pauses?|collections?|events?|in|during|on|since|for|was\s+triggered"
                        r"|(?:has|have|had)\s+(?:been\s+)?(?:happened|occurred|triggered|run|seen|observed|logged))"
                        r"(?![A-Za-z]))",
                        re.IGNORECASE)
#: A time or a point the sentence denies from: the log before it may hold what it denies.
_FROM_POINT = compiled(r"\d{1,2}:\d{2}|之后|以后|之前|以前|再|重启后|扩容后|发布后"
                       r"|(?<![A-Za-z])(?:after|since|before|until|once|again|more|further|any\s+longer)"
                       r"(?![A-Za-z])", re.IGNORECASE)
_SECONDS = {"ms": Decimal("0.001"), "毫秒": Decimal("0.001")}
_MEGABYTES = {"k": Decimal(1) / 1024, "m": Decimal(1), "g": Decimal(1024)}


class Collection(NamedTuple):
    kind: str  # "full" or "young"
    pause: Decimal  # seconds
    after: Decimal  # the heap after it, MB
    line: str
    shown: tuple[str, str]  # its pause and heap after as printed


def gc_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the collections of its kind, and the other kind's that has it]) for
    the first pause or heap the claim gives a kind of collection another kind has (see the module
    docstring)."""
    del anchors, anchors_of  # the log's lines are read as printed
    if "GC" not in claim.upper() and "回收" not in claim:
        return None
    collections = [c for text in dict.fromkeys(texts) if "GC" in text or "Pause" in text
                   for c in _collections(text)]
    if len({c.kind for c in collections}) < 2:
        return None
    for said in (*_FULL.finditer(claim), *_YOUNG.finditer(claim)):
        kind = "full" if _FULL.fullmatch(said.group()) else "young"
        low, high = clause_around(claim, said.start(), said.end())
        other_word = (_YOUNG if kind == "full" else _FULL).search(claim, low, high)
        if other_word is not None or BOUND.search(claim, low, high) or _EXTREME.search(claim, low, high):
            continue  # both kinds, or a bound: which value is whose is unsure
        for found in (*_DURATION.finditer(claim, low, high), *_AFTER_SIZE.finditer(claim, low, high)):
            is_pause, written = found.re is _DURATION, found.group("value")
            scale = (_SECONDS.get(found.group("unit").lower(), Decimal(1)) if is_pause
                     else _MEGABYTES[found.group("unit").lower()])
            having = [c for c in collections
                      if rounded_to((c.pause if is_pause else c.after) / scale, written, cut=True)]
            mine = [c for c in collections if c.kind == kind]
            others = [c for c in having if c.kind != kind]
            if mine and others and not any(c.kind == kind for c in having) and Decimal(written):
                what = "pause" if is_pause else "heap after"
                return Anchor("number", written, found.group(), found.start(), found.end()), [
                    f"{kind} GC {what} {mine[0].shown[not is_pause]} ({clipped(mine[0].line, 90)!r}), "
                    f"{found.group().strip()} for a {others[0].kind} GC ({clipped(others[0].line, 90)!r})"]
    return None


def gc_kind_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the clause, [a collection of the kind it denies, as logged]) for the first clause
    denying a collection the cited GC log has (see the module docstring)."""
    del anchors, anchors_of  # the log's lines are read as printed
    if "GC" not in claim.upper() and "回收" not in claim and "garbage" not in claim.lower():
        return None
    happened = [(c.kind, f"a {c.kind} GC ({clipped(c.line, 120)!r})")
                for text in dict.fromkeys(texts) for c in _collections(text)]
    happened += [counted for text in dict.fromkeys(texts) for counted in collections_counted(text)]
    if not happened:
        return None
    for said in (*_FULL.finditer(claim), *_YOUNG.finditer(claim), *_ANY.finditer(claim)):
        kind = "full" if said.re is _FULL else "young" if said.re is _YOUNG else None
        low, high = clause_around(claim, said.start(), said.end())
        named = [word for word in (_FULL, _YOUNG) if word.search(claim, low, high)]
        if len(named) > (kind is not None) or not _denied(claim, said, low, high):
            continue  # both kinds, or a bare `GC` of a kind the clause names (`Full GC` holds `GC`)
        start, end = sentence_around(claim, said.start(), said.end())
        if (BOUND.search(claim, low, high) or _EXTREME.search(claim, low, high)
                or _DURATION.search(claim, low, high) or _FROM_POINT.search(claim, start, end)):
            continue
        having = [shown for of, shown in happened if kind is None or of == kind]
        if having:
            return Anchor("state", f"no {kind or 'any'} GC", claim[low:high].strip(), low, high), [having[0]]
    return None


def _denied(claim: str, said: re.Match[str], low: int, high: int) -> bool:
    """Whether the clause denies the collection `said` names, not a trait of it."""
    before = _DENIED.search(claim, low, said.start()) is not None
    return (before and _EVENT_AFTER.match(claim[said.end():high]) is not None) or \
        _DENIED_AFTER.match(claim, said.end(), high) is not None


@lru_cache(maxsize=64)  # claim after claim cites the same log
def _collections(text: str) -> tuple[Collection, ...]:
    found = []
    for m in _UNIFIED.finditer(text):
        if m.group("kind") in ("Young", "Full"):
            found.append(Collection(m.group("kind").lower(), Decimal(m.group("ms")) / 1000,
                                    Decimal(m.group("after")), line_around(text, m.start()).strip(),
                                    (f"{m.group('ms')}ms", f"{m.group('after')}M")))
    for m in _LEGACY.finditer(text):
        kind = "full" if m.group("kind") == "Full GC" else "young"
        if "(mixed)" in m.group("detail"):
            continue  # G1's mixed collection is neither
        found.append(Collection(kind, Decimal(m.group("secs")),
                                Decimal(m.group("after")) * _MEGABYTES[m.group("unit").lower()],
                                line_around(text, m.start()).strip(),
                                (f"{m.group('secs')} secs", m.group("after") + m.group("unit"))))
    return tuple(found)

