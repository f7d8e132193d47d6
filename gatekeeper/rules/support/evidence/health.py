"""A health colour a claim gives what its evidence prints in another colour.

Elasticsearch reports a cluster's health as a colour (`_cluster/health`: `"status" : "red"`;
`_cat/health`'s `status` column), an index's in `_cat/indices`' `health` column, as do the
checks built like it. `集群 logs-prod 状态为 yellow` citing a red cluster passed: no anchor reads
a colour, so nothing was missing or contradicted. A colour the claim writes (`red`, `yellow`,
`green`, `红色`, `黄色`, `绿色`) in a clause naming a field whose value is a colour
(evidence/fields.py: `状态`, `status`, `健康`) contradicts the field when no field the clause
names has that colour; in a clause naming a row of a table with a `health` column (a `status`
one of colours), the row's own colour (evidence/row_states.py: the only row, or every row after
`所有`, `all`, when the clause names none but an index or a cluster). A colour denied (`不是
green`, `is not red`) is contradicted by the field or row printing it. Unsure says nothing: a
clause naming no such field or row, a denial not of the colour (`没有变成 green`), or telling of
another time (`在 03:14`, `之前`, `earlier`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.field_names import most_specific, names_field
from gatekeeper.rules.support.evidence.fields import fields_of
from gatekeeper.rules.support.evidence.row_states import row_said_otherwise
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME
from gatekeeper.rules.support.text.tables import Table

_COLOURS = {"red": "red", "yellow": "yellow", "green": "green", "红": "red", "黄": "yellow", "绿": "green"}
_COLOUR = compiled(r"(?<![A-Za-z])(?i:red|yellow|green)(?![A-Za-z])|[红黄绿]色")
#: Each colour a claim gives a row.
_WAYS = tuple((compiled(rf"(?<![A-Za-z])(?i:{colour})(?![A-Za-z])|{chinese}色"), colour)
              for chinese, colour in _COLOURS.items() if not chinese.isascii())
#: A colour denied, right before it (`不是 green`, `is not red`): the colour is one it is not ...
_DENIES = compiled(r"(?:不是|并非|不为|不再是|并不是)\s*\Z|(?<![A-Za-z])not\s+\Z|n't\s+\Z", re.IGNORECASE)
#: ... and a denial elsewhere in the clause: which colour it gives is unsure.
_DENIED = compiled(r"不|未|没|非|(?<![A-Za-z])(?:not|no|never|isn't|aren't|wasn't|weren't)(?![A-Za-z])",
                   re.IGNORECASE)
_KIND = compiled(r"索引|集群|(?<![A-Za-z])(?:ind(?:ex|ices|exes)|clusters?)(?![A-Za-z])", re.IGNORECASE)


def health_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]
                   ) -> tuple[Anchor, list[str]] | None:
    """(the claim's colour, [the field or row it names, with its colour]) for the first colour
    the claim gives a field or a row its evidence prints in another (see the module docstring)."""
    del anchors_of  # the fields and cells are read as printed
    if _COLOUR.search(claim) is None:
        return None
    return _field_swapped(claim, texts) or row_said_otherwise(
        claim, anchors, texts, _WAYS, _KIND, _colour_column, lambda cell: _COLOURS.get(cell.lower()),
        denied=_DENIES, unsure=_DENIED)


def _field_swapped(claim: str, texts: Sequence[str]) -> tuple[Anchor, list[str]] | None:
    coloured = [f for text in dict.fromkeys(texts) for f in fields_of(text) if f.value.lower() in _COLOURS]
    if not coloured:
        return None
    for written in _COLOUR.finditer(claim):
        colour = _COLOURS[written.group().lower()[:1] if not written.group().isascii()
                          else written.group().lower()]
        low, high = clause_around(claim, written.start(), written.end())
        denies = _DENIES.search(claim, low, written.start()) is not None
        if OTHER_TIME.search(claim, low, high) or (
                not denies and _DENIED.search(claim, low, written.start())):
            continue  # `集群状态在 03:14 为 yellow`: not its colour now
        clause = claim[low:high].lower()
        named = most_specific([f for f in coloured if names_field(clause, f)])
        if named and all((f.value.lower() == colour) == denies for f in named):
            own = named[0]
            return (Anchor("name", colour, written.group(), written.start(), written.end()),
                    [f"{own.name} {own.value} ({clipped(own.line.strip(), 60)!r})"])
    return None


def _colour_column(table: Table) -> int | None:
    """`_cat/indices`' `health`, `_cat/health`'s `status` (when no `health` column)."""
    for name in ("health", "status"):
        if name in table.columns:
            return table.columns.index(name)
    return None
