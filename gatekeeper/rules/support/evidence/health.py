"""A health colour a claim gives what its evidence prints in another colour.

Elasticsearch reports a cluster's health as a colour (`_cluster/health`: `"status" : "red"`;
`_cat/health`'s `status: red`), as do the checks built like it. `集群 logs-prod 状态为 yellow`
citing a red cluster passed: no anchor reads a colour, so nothing was missing or contradicted.
A colour the claim writes (`red`, `yellow`, `green`, `红色`, `黄色`, `绿色`) in a clause naming
a field whose value is a colour (evidence/fields.py: `状态`, `status`, `健康`) contradicts the
field when no field the clause names has that colour. Unsure says nothing: a clause naming no
such field, or telling of another time (`在 03:14`, `之前`, `earlier`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.field_names import most_specific, names_field
from gatekeeper.rules.support.evidence.fields import fields_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME

_COLOURS = {"red": "red", "yellow": "yellow", "green": "green", "红": "red", "黄": "yellow", "绿": "green"}
_COLOUR = compiled(r"(?<![A-Za-z])(?i:red|yellow|green)(?![A-Za-z])|[红黄绿]色")


def health_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]
                   ) -> tuple[Anchor, list[str]] | None:
    """(the claim's colour, [the field it names, with its colour]) for the first colour the claim
    gives a field its evidence prints in another (see the module docstring)."""
    del anchors, anchors_of  # the fields are read as printed
    if _COLOUR.search(claim) is None:
        return None
    coloured = [f for text in dict.fromkeys(texts) for f in fields_of(text) if f.value.lower() in _COLOURS]
    if not coloured:
        return None
    for written in _COLOUR.finditer(claim):
        colour = _COLOURS[written.group().lower()[:1] if not written.group().isascii()
                          else written.group().lower()]
        low, high = clause_around(claim, written.start(), written.end())
        if OTHER_TIME.search(claim, low, high):
            continue  # `集群状态在 03:14 为 yellow`: not its colour now
        clause = claim[low:high].lower()
        named = most_specific([f for f in coloured if names_field(clause, f)])
        if named and all(f.value.lower() != colour for f in named):
            own = named[0]
            return (Anchor("name", colour, written.group(), written.start(), written.end()),
                    [f"{own.name} {own.value} ({clipped(own.line.strip(), 60)!r})"])
    return None
