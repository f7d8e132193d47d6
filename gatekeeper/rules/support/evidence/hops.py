"""A hop of a path a claim gives another loss or latency than `mtr --report` prints for it.

`第 4 跳丢包率 30%` citing mtr's report, whose hop 3 (`3.|-- 203.0.113.9  30.0% ...`) loses 30% and
hop 4 none: the 30% is the output's and the hop's number is no anchor, so nothing was missing or
contradicted; and `203.0.113.9 的平均延迟为 48.9 ms` (its `Avg` 48.9) was a number found nowhere,
the report's times being milliseconds printed bare. A clause naming one hop, by its number (`第 3
跳`, `hop 3`) or its host, and one of its columns (`丢包`, `loss`; `平均延迟`, `avg`; `最差`, `worst`;
`最好`, `best`; `最近`, `last`; `抖动`, `stdev`) gives it the number right before or after the column's
words: another value than the hop's (to the places written) contradicts it, the hop's holds
however its unit is written; a hop said to lose nothing (`没有丢包`, `no loss`) is contradicted by
a loss above 0. Unsure says nothing: two hops, a bound, an approximation, values given
`respectively`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import Any, TypeVar

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import (
    APPROX,
    BOUND,
    DENIED_BEFORE,
    RESPECTIVELY,
    clause_around,
    line_around,
    number_beside,
    sentence_around,
)
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

_COLUMNS = ("loss", "snt", "last", "avg", "best", "wrst", "stdev")
_HOP = compiled(r"^[ \t]*(?P<hop>\d{1,2})\.(?:\|--|\|`--)[ \t]+(?P<host>\S+)[ \t]+(?P<loss>\d+(?:\.\d+)?)%"
                + "".join(rf"[ \t]+(?P<{name}>\d+(?:\.\d+)?)" for name in _COLUMNS[1:]), re.MULTILINE)
#: A column's words in a claim.
_SAID = compiled(r"(?P<loss>丢包率?|(?<![A-Za-z])(?i:loss|packet\s+loss)(?![A-Za-z]))"
                 r"|(?P<avg>平均(?:延迟|时延|耗时|往返时间)?|(?<![A-Za-z])(?i:avg|average(?:\s+latency)?)(?![A-Za-z]))"
                 r"|(?P<wrst>最差|最大(?:延迟|时延)|(?<![A-Za-z])(?i:wrst|worst|max(?:imum)?)(?![A-Za-z]))"
                 r"|(?P<best>最好|最小(?:延迟|时延)|(?<![A-Za-z])(?i:best|min(?:imum)?)(?![A-Za-z]))"
                 r"|(?P<last>最近一次|(?<![A-Za-z])(?i:last)(?![A-Za-z]))"
                 r"|(?P<stdev>抖动|标准差|(?<![A-Za-z])(?i:stdev|jitter)(?![A-Za-z]))")
#: A hop as a report prints it, its number first (mtr's, traceroute's).
HopT = TypeVar("HopT", bound=tuple[Any, ...])
HOP_NUMBER = compiled(r"第\s*(?P<zh>\d{1,2})\s*跳|(?<![A-Za-z])(?i:hop)\s*#?\s*(?P<en>\d{1,2})(?![\d.])")


@lru_cache(maxsize=64)
def report_hops(text: str) -> tuple[tuple[str, str, dict[str, str], str], ...]:
    """(number, host, each column's value, row) of each hop an mtr report prints."""
    return tuple((m.group("hop"), m.group("host"), {name: m.group(name) for name in _COLUMNS},
                  line_around(text, m.start())) for m in _HOP.finditer(text))


def hop_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(the claim's number or words, [the hop's row]) for the first hop the claim gives another
    value of a column (see the module docstring)."""
    del anchors, anchors_of  # the report is read as printed
    for said, number, value, row in _readings(claim, texts):
        if number is None and Decimal(value) == 0:
            continue
        if number is None or not rounded_to(Decimal(value), number.group("n"), cut=True):
            start, end = (said.start(), said.end()) if number is None else number.span("n")
            kind = "number" if number else "state"
            return Anchor(kind, claim[start:end], claim[start:end], start, end), [
                repr(clipped(row.strip(), 90))]
    return None


def hop_values_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without a hop's values the report prints bare (`48.9 ms` of its `Avg`)."""
    if not missing or "|--" not in "".join(texts):
        return missing
    held = [number.span("n") for _, number, value, _ in _readings(claim, texts)
            if number is not None and rounded_to(Decimal(value), number.group("n"), cut=True)]
    return outside(missing, held)


def _readings(claim: str, texts: Sequence[str]
              ) -> Iterator[tuple[re.Match[str], re.Match[str] | None, str, str]]:
    """(a column's words, the number the claim gives it or None where it denies a loss, the
    hop's value, its row) of each column the claim gives a hop it names."""
    hops = [hop for text in dict.fromkeys(texts) if "|--" in text for hop in report_hops(text)]
    if not hops or len({hop[0] for hop in hops}) != len(hops):
        return  # none, or two reports: which one the claim reads is unsure
    for said in _SAID.finditer(claim):
        column = next(name for name, value in said.groupdict().items() if value)
        low, high = clause_around(claim, said.start(), said.end())
        if BOUND.search(claim, low, high) or APPROX.search(claim, low, high) \
                or RESPECTIVELY.search(claim, low, high):
            continue
        # the clause's hop, or its sentence's (`第 3 跳平均延迟 48.9ms，最差 62 ms`)
        named = _named(claim, low, high, hops) or _named(claim, *sentence_around(claim, low), hops)
        if named is None:
            continue
        _, _, values, row = named
        if column == "loss" and DENIED_BEFORE.search(claim, low, said.start()):
            yield said, None, values["loss"], row
            continue
        number = number_beside(claim, low, said.start(), said.end(), high, percent=column == "loss")
        hop = next((m for m in HOP_NUMBER.finditer(claim, low, high)
                    if number is not None and m.start() <= number.start("n") < m.end()), None)
        if hop is not None:  # `第 3 跳丢包 30%`, `the average at hop 3 is 6.8`: the hop's number
            number = number_beside(claim, hop.end(), hop.end(), hop.end(), high, percent=column == "loss")
        if number is not None:
            yield said, number, values[column], row


def _named(claim: str, low: int, high: int, hops: list[tuple[str, str, dict[str, str], str]]
           ) -> tuple[str, str, dict[str, str], str] | None:
    return named_hop(claim, low, high, hops, lambda hop: (hop[1],))


def named_hop(claim: str, low: int, high: int, hops: Sequence[HopT], names: Callable[[HopT], Iterable[str]]
              ) -> HopT | None:
    """The one hop (its number first) the clause `claim[low:high]` names, by its number or one
    of its `names` (its host; both: the same one): mtr's and traceroute's."""
    numbers = {m.group("zh") or m.group("en") for m in HOP_NUMBER.finditer(claim, low, high)}
    named = {hop[0] for hop in hops for name in names(hop)
             if name_pattern(name, before=".-").search(claim, low, high)} | numbers
    if len(named) != 1:
        return None
    (number,) = named
    return next((hop for hop in hops if hop[0] == number), None)
