"""Whether a claim says a Kafka partition's replicas are all in sync, against its `Replicas` and
`Isr` lists.

`所有分区的 ISR 都完整` citing `kafka-topics --describe`, whose partition 3 prints `Replicas: 1,2,3
Isr: 1`: a judgement is no anchor and every word is the output's, so the claim passed, and the
Verifier is told the topic is safe from one broker's loss (evidence/list_counts.py reads a count
of the list, `ISR 只有 1 个副本`). A partition is in sync when its `Isr` holds every broker of its
`Replicas`. A clause saying replicas are in sync (`ISR 完整`, `副本都已同步`, `all replicas in sync`,
`fully replicated`, `没有 under-replicated 分区`, `no under-replicated partitions`, `都在 ISR 中`,
`fully in sync`; not after `并非`, `not`) of the partition it names (`分区 3`, `partition 3`), or
of every one when it names none, is contradicted by one out of sync; a clause saying one is out
of sync (`ISR 不完整`, `副本未同步`, `under-replicated`, `ISR 缺少 broker 3`, `不在 ISR 中`) by its
partition (the named one; unsure when none is named) in sync. Unsure says nothing: two partitions
named, a denied judgement of the other kind, a sentence naming a time or a point after which.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled

_ROW = compiled(r"Partition:\s*(?P<partition>\d+)\b.*?Replicas:\s*(?P<replicas>[\d,]+)"
                r".*?Isr:\s*(?P<isr>[\d,]*)")
_IN_SYNC = compiled(r"ISR\s*(?:都|均|全部)?(?:是)?完整|(?:副本|replicas?)\s*(?:都|均|全部)?(?:已经?|处于)?\s*"
                    r"(?:同步|in\s+sync)(?!率)|全部在\s*ISR|(?<![A-Za-z])(?:fully\s+replicated|all\s+(?:the\s+)?replicas(?:\s+of\s+[\w.\-]+)?\s+(?:are\s+|were\s+)?in\s+sync"
                    r"|isr\s+(?:is\s+)?(?:complete|full))(?![A-Za-z])"
                    r"|(?:没有|无|不存在)(?:任何)?(?:分区)?(?:处于)?\s*(?:under-?replicated|副本不足)"
                    r"|(?<![A-Za-z])no\s+under-?replicated"
                    r"|(?<![不没未])(?:都|均|全部|全都)\s*(?:在|处于)\s*ISR|(?<![A-Za-z])(?:(?:fully|all)\s+in\s+sync"
                    r"|(?:are|is|were|was)\s+(?:all\s+)?in\s+the\s+ISR)(?![A-Za-z])", re.IGNORECASE)
_OUT_OF_SYNC = compiled(r"ISR\s*不完整|副本\s*(?:未|没有|不)(?:完全)?同步|副本不足"
                        r"|ISR\s*(?:中|里)?\s*(?:缺少|缺失|少了)|(?:不在|没在|没有在|未在)[^，。；,;]{0,40}?ISR|(?<![A-Za-z])(?:missing\s+from|not\s+in)\s+the\s+ISR(?![A-Za-z])"
                        r"|(?<![A-Za-z])(?:out\s+of\s+sync|isr\s+(?:is\s+)?(?:incomplete|shrunk)|(?<!no\s)under-?replicated)(?![A-Za-z])",
                        re.IGNORECASE)
#: A negator before a judgement of being in sync (`并非所有副本都在 ISR 中`, `not all in sync`).
_NOT = compiled(r"并非|不是|未必|(?<![A-Za-z])not(?![A-Za-z])", re.IGNORECASE)
_PARTITION = compiled(r"(?:分区|(?<![A-Za-z])partition)\s*(?P<n>\d+)", re.IGNORECASE)


class Partition(NamedTuple):
    number: str
    in_sync: bool
    line: str


def isr_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the partition's line]) for the first judgement of replicas in sync
    a partition's lists deny (see the module docstring)."""
    del anchors, anchors_of  # the lists are read as printed
    partitions = [p for text in dict.fromkeys(texts) for p in _partitions(text)]
    if not partitions:
        return None
    for words, in_sync in ((_IN_SYNC, True), (_OUT_OF_SYNC, False)):
        for said in words.finditer(claim):
            low, high = clause_around(claim, *said.span())
            if LATER.search(claim, *sentence_around(claim, *said.span())) or (
                    in_sync and _NOT.search(claim, low, said.start())):
                continue
            named = {m.group("n") for m in _PARTITION.finditer(claim, low, high)}
            if len(named) > 1 or (not named and not in_sync):
                continue
            of = [p for p in partitions if not named or p.number in named]
            against = [p for p in of if p.in_sync != in_sync]
            if against and (not named or len(against) == len(of)):  # a named one printed one way
                return (Anchor("state", said.group().lower(), claim[low:high].strip(), low, high),
                        [repr(clipped(against[0].line.strip(), 100))])
    return None


@lru_cache(maxsize=64)
def _partitions(text: str) -> tuple[Partition, ...]:
    found = []
    for line in text.split("\n"):
        row = _ROW.search(line)
        if row is not None:
            replicas = set(row.group("replicas").split(","))
            isr = set(filter(None, row.group("isr").split(",")))
            found.append(Partition(row.group("partition"), replicas <= isr, line))
    return tuple(found)
