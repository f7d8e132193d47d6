"""Two labelled numbers a claim pairs (`child 6725 ... slot 8`) that its evidence prints on
different lines, while the line of one gives the other's label another number.

`child 6725 位于 slot 8` citing Apache's `jk2_init() Found child 6725 in scoreboard slot 10` and
`... Found child 6726 in scoreboard slot 8`: both numbers are the output's, each after its word, so
nothing was missing or contradicted, but the claim put one line's child in another line's slot. A
clause writing two numbers each right after a word of its own (`child 6725`, `slot 8`, `port
50010`, `PacketResponder 2`, `pid 4312`), each word once, is contradicted when no cited line
prints both as the clause does while a line printing one prints the other's word with another
number. Unsure says nothing: a pair some line prints, a word no line prints with a number, a
clause giving values `respectively`. A Chinese claim names a few of those words in Chinese
(`子进程 6725 位于 slot 10`, `端口 45541`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import RESPECTIVELY, clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: A word and the number right after it (`slot 8`, `PacketResponder 2`; not `v1 2`, `3 of 4`).
_LABELLED = compiled(r"(?<![A-Za-z0-9_.:/\-])(?P<label>[A-Za-z][A-Za-z_\-]{1,30})[ \t]+(?P<number>\d+)"
                     r"(?![A-Za-z0-9_.:/\-])")  # (not a hex's digits: `dear 0244f29c`)
#: A Chinese claim's word of a label logs print in English, and the number after it (`子进程 8765`,
#: `端口 45541`, `子进程为 8765`).
_ZH_LABELS = {"子进程": "child", "端口": "port", "端口号": "port", "槽位": "slot"}
_ZH_LABELLED = compiled(r"(?P<label>子进程|端口号|端口|槽位)[ \t]*(?:(?:为|是|号)[ \t]*)?"
                        r"(?P<number>\d+)(?![\d.])")
#: Words a number after is no labelled value of (`in 3`, `at 10`, `of 4`, `for 12`).
_NOT_LABELS = frozenset({"in", "at", "of", "for", "to", "from", "on", "by", "and", "or", "the", "is", "was",
                         "are", "were", "after", "before", "with", "than", "about", "over", "under",
                         "every", "last", "first", "top", "id", "no", "number", "total", "count", "size",
                         "time", "only", "all", "just", "nearly", "almost", "around", "least", "most",
                         "per", "within", "past", "next", "another", "other", "these", "those", "has",
                         "have", "had", "took",  # a quantity's words, no label
                         "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct",
                         "nov", "dec", "january", "february", "march", "april", "june", "july", "august",
                         "september", "october", "november", "december",  # a date's day
                         "info", "warn", "error", "debug"})  # a level's count


def pair_split(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
               anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's pair, [the line giving the first the other's word with another number]) for
    the first pair of labelled numbers the claim joins that its evidence's lines part (see the
    module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    said = sorted([_Said(m.group("label").lower(), m.group("number"), m.start(), m.end())
                   for m in _LABELLED.finditer(claim) if m.group("label").lower() not in _NOT_LABELS]
                  + [_Said(_ZH_LABELS[m.group("label")], m.group("number"), m.start(), m.end())
                     for m in _ZH_LABELLED.finditer(claim)], key=lambda item: item.start)
    if len(said) < 2:
        return None
    for n, first in enumerate(said):
        low, high = clause_around(claim, first.start, first.end)
        inside = [item for item in said[n + 1:] if item.start < high]
        labels = [item.label for item in said if low <= item.start < high]
        if RESPECTIVELY.search(claim, low, high):
            continue
        for second in inside:
            if max(labels.count(item.label) for item in (first, second)) > 1:
                continue  # a word twice (`child 6725 and child 6726`): whose number is which, unsure
            found = _parted(first, second, texts)
            if found is not None:
                start, end = first.start, second.end
                return Anchor("state", claim[start:end].lower(), claim[start:end], start, end), [found]
    return None


class _Said(NamedTuple):
    label: str  # as the evidence's lines print it (`child` for `子进程`)
    number: str
    start: int
    end: int


def _parted(first: _Said, second: _Said, texts: Sequence[str]) -> str | None:
    """The line printing one of the pair with the other's word and another number, when no line
    prints both."""
    pair = [(item.label, item.number) for item in (first, second)]
    patterns = [_printed(label) for label, _ in pair]
    own: list[tuple[str, list[tuple[str, str]]]] = []  # (line, its labelled numbers) printing either
    for text in dict.fromkeys(texts):
        lowered = text.lower()
        if not any(label in lowered for label, _ in pair):
            continue
        for line in text.split("\n"):
            printed = [(label, m.group(1)) for (label, _), pattern in zip(pair, patterns, strict=True)
                       for m in pattern.finditer(line)]
            if not printed:
                continue
            if all(item in printed for item in pair):
                return None  # a line prints the pair
            if any(item in printed for item in pair):
                own.append((line, printed))
    for line, printed in own:
        for index, item in enumerate(pair):
            other = pair[1 - index]
            given = next((number for label, number in printed if label == other[0]), other[1])
            if item in printed and given != other[1]:
                return f"{item[0]} {item[1]} with {other[0]} {given} ({clipped(line.strip(), 90)!r})"
    return None


def _printed(label: str) -> re.Pattern[str]:
    return compiled(rf"(?<![A-Za-z0-9_]){re.escape(label)}[ \t]+(\d+)(?![A-Za-z0-9_.])", re.IGNORECASE)
