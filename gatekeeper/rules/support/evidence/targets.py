"""An autoscaler's current reading given as its target, or its target as its reading.

`payment-svc 的 HPA 目标 CPU 利用率为 85%` citing `kubectl get hpa`, whose `TARGETS` cell is
`85%/70%` (the current reading over the target): the value is the table's, so nothing was
missing, but the target is 70%. A row is named by its first cell written whole in the clause; a
clause writing one of the two words (`目标`, `阈值`, `target`, `threshold`; `当前`, `实际`,
`current`, `actual`) and a percentage fails when the percentage is the row's other side and not
its own. A percentage that is neither side of the row's cell but another row's of the side said
(neither word: the reading) fails too (`pay-svc CPU 为 92%` for `35%/70%`, order-svc's `92%/70%`).
A usage said with neither word (`CPU 使用率`, `CPU usage`) is the reading. Both words, no row or
two, a cell of no two percentages say nothing; so does a side of the row's own cell given with no
word.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of
from gatekeeper.rules.support.text.written import name_pattern

_PAIR = compiled(r"(?P<current>\d+(?:\.\d+)?)%/(?P<target>\d+(?:\.\d+)?)%")
_TARGET = compiled(r"目标|阈值|(?<![A-Za-z])(?:targets?|targeting|threshold)(?![A-Za-z])", re.IGNORECASE)
_CURRENT = compiled(r"当前|实际|(?<![A-Za-z])(?:current|actual)(?![A-Za-z])", re.IGNORECASE)
#: A usage said with neither side's word: the reading (`api 的 CPU 使用率为 80%` of `85%/80%`).
_USAGE = compiled(r"使用率|利用率|占用率|(?<![A-Za-z])(?:usage|utili[sz]ation|util)(?![A-Za-z])",
                  re.IGNORECASE)


def target_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]
                   ) -> tuple[Anchor, list[str]] | None:
    """(the claim's percentage, [the row's reading and target]) for the first percentage a
    clause gives the side of a `TARGETS` cell it is not (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    values = [a for a in anchors if a.kind == "number" and a.unit == "%"]
    if not values or "%/" not in "".join(texts):
        return None
    rows = [(row[0], pair) for text in dict.fromkeys(texts) for table in tables_of(text)
            if "targets" in table.columns
            for row in table.rows
            if (pair := _PAIR.fullmatch(row[table.columns.index("targets")]))]
    for value in values:
        low, high = clause_around(claim, value.start, value.end)
        target, current = _TARGET.search(claim, low, high), _CURRENT.search(claim, low, high)
        if target is not None and current is not None:
            continue
        said, other = ("target", "current") if target is not None else ("current", "target")
        reading = target or current or _USAGE.search(claim, low, high)
        for name, pair in rows if reading else ():  # (no word: which side is unsure)
            if not name_pattern(name, ignore_case=False).search(claim[low:high]):
                continue
            written = Decimal(value.value)  # the anchor's value: `85`, whatever its spelling
            if Decimal(pair.group(said)) != written and Decimal(pair.group(other)) == written:
                return value, [f"TARGETS {pair.group(0)} for {name}: {pair.group(other)}% is its "
                               f"{other} value, {pair.group(said)}% its {said}"]
        # another row's (of the side said; neither word: the reading, `pay-svc CPU 为 35%`)
        found = _another_rows(claim[low:high], Decimal(value.value), rows, said)
        if found is not None:
            return value, [found]
    return None


def _another_rows(clause: str, written: Decimal, rows: Sequence[tuple[str, re.Match[str]]],
                  said: str) -> str | None:
    """What the cells say when the clause names one row and gives it a percentage that is
    neither side of its cell but another row's value of the side `said` (`pay-svc CPU 为 92%`
    for `35%/70%`, order-svc's `92%/70%`)."""
    named = [(name, pair) for name, pair in rows if name_pattern(name, ignore_case=False).search(clause)]
    if len(named) != 1:
        return None
    (name, pair), = named
    if written in (Decimal(pair.group("current")), Decimal(pair.group("target"))):
        return None
    whose = next((other for other, cells in rows if other != name and Decimal(cells.group(said)) == written),
                 None)
    return None if whose is None else (f"TARGETS {pair.group(0)} for {name}: {pair.group(said)}% is its "
                                       f"{said} value, {written}% {whose}'s")
