"""A count a claim gives one item of a `uniq -c` tally that the tally gives another.

`502 错误出现了 37 次` citing `sort | uniq -c | sort -rn` over an access log's statuses (`   1523
200`, `    412 502`, `     37 504`): the status and the count are both the output's, so nothing
was missing or contradicted, yet 37 is the 504s'. A tally is two or more lines of a count
right-aligned before its item (`uniq -c`'s format; the item a status, an address, a path, a
message). A clause naming one item (written whole, or by a word no other item writes:
`SocketTimeoutException`) and one count (`37 次`, `37 条`, `37 times`,
`37 requests`) other than the item's own, that another item has, contradicts it. Unsure says
nothing: a clause naming two items, or a bound (`超过 30 次`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

_TALLIED = compiled(r"^\s+(?P<count>\d+) (?P<item>\S.*?)\s*$")
_COUNT = compiled(r"(?<![A-Za-z0-9_.:/\-])(?P<count>\d+)\s*(?:次|条|个|起|笔|(?:times|requests|hits|"
                  r"occurrences|entries|lines|errors|responses)(?![A-Za-z]))", re.IGNORECASE)
_WORD = compiled(r"[A-Za-z][\w\-]{3,}")
_BOUND = compiled(r"超过|以上|至少|不到|不足|多于|少于|近|约|(?<![A-Za-z])(?:more|fewer|less|over|under|"
                  r"about|nearly|almost|around|least)(?![A-Za-z])", re.IGNORECASE)


class Tally(NamedTuple):
    counts: dict[str, str]  # {item: its count}
    names: list[tuple[str, re.Pattern[str]]]  # (item, how a claim names it)


def tally_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [the item's count, and whose count it is]) for the first item of a
    tally the claim gives another item's count (see the module docstring)."""
    del anchors, anchors_of  # the tallies are read as printed
    if _COUNT.search(claim) is None:
        return None  # no count: no text need be read
    for tally in (tally for text in dict.fromkeys(texts) for tally in tallies_of(text)):
        for item, pattern in tally.names:
            for said in pattern.finditer(claim):
                low, high = clause_around(claim, said.start(), said.end())
                if _BOUND.search(claim, low, high) or len(
                        {other for other, named in tally.names if named.search(claim, low, high)}) > 1:
                    continue
                counts = [m for m in _COUNT.finditer(claim, low, high)
                          if not said.start() <= m.start() < said.end()]
                if len(counts) != 1 or counts[0].group("count") == tally.counts[item]:
                    continue
                whose = [other for other, count in tally.counts.items() if count == counts[0].group("count")]
                if whose:
                    count = counts[0]
                    value = count.group("count")
                    written = Anchor("number", value, count.group(), count.start(), count.end())
                    return written, [f"{tally.counts[item]} for {clipped(item, 60)!r}, "
                                     f"{value} for {clipped(whose[0], 60)!r}"]
    return None


@lru_cache(maxsize=64)
def tallies_of(text: str) -> tuple[Tally, ...]:
    """Each run of two or more `uniq -c` lines in `text` (read once: every claim citing it asks)."""
    found: list[Tally] = []
    run: dict[str, str] = {}
    for line in [*text.splitlines(), ""]:
        tallied = _TALLIED.match(line)
        if tallied is not None and tallied.group("item") not in run:
            run[tallied.group("item")] = tallied.group("count")
            continue
        if len(run) >= 2:
            found.append(Tally(run, _names(run)))
        run = {}
        if tallied is not None:
            run[tallied.group("item")] = tallied.group("count")
    return tuple(found)


def _names(counts: dict[str, str]) -> list[tuple[str, re.Pattern[str]]]:
    """How a claim names each item: whole, or by a word of it no other item writes
    (`SocketTimeoutException` of `ERROR [order-svc] java.net.SocketTimeoutException: ...`)."""
    words = {item: set(_WORD.findall(item)) for item in counts}
    named = []
    for item, own in words.items():
        others = set().union(*(w for other, w in words.items() if other != item))
        alternatives = [re.escape(item), *(re.escape(word) for word in sorted(own - others))]
        written = "|".join(alternatives)  # next to Chinese too: `502错误出现了37次`
        named.append((item, re.compile(rf"(?<![A-Za-z0-9_.:/\-])(?:{written})(?![A-Za-z0-9_:/\-]|\.\d)")))
    return named
