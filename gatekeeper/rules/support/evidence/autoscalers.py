"""An autoscaler said at its maximum (or not), or its metric said above its target (or below),
against `kubectl get hpa`'s row.

`payment-svc 的 HPA 还没有达到最大副本数` citing a row whose `REPLICAS` 10 is its `MAXPODS` 10, and
`payment-svc 的 CPU 使用率低于目标值` citing its `TARGETS` `85%/70%`: no value is written (or only
the row's), so nothing was missing or contradicted, and the Verifier reads an autoscaler with room
to grow. A clause naming the row's entity (the one row when the table has one) and saying it
reached its maximum (`达到最大副本数`, `副本数已达上限`, `reached max replicas`, `maxed out`) is
contradicted by `REPLICAS` below `MAXPODS`; saying it did not (a negator before: `还没有达到`, `has
not reached`) by `REPLICAS` at `MAXPODS`. A clause saying the metric is above its target (`高于目标`,
`超过阈值`, `above target`) or below (`低于目标`, `未超过目标`, `below target`) is read against the
`TARGETS` cell's current and target (`85%/70%`; of the metric the clause names when the cell
prints several, `cpu: 85%/70%, memory: 40%/80%`). Unsure says nothing: `<unknown>` (no reading),
the current equal to the target, a time the clause names, several rows and none named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME
from gatekeeper.rules.support.text.tables import Table, tables_of

_AT_MAX = compiled(r"(?:达到|到达|扩容到|扩到|触及|打满|用满)了?\s*(?:最大副本数?|副本上限|最大值|上限)"
                   r"|副本数?(?:已经?|都)?(?:达|到)了?(?:上限|最大值?)"
                   r"|(?<![A-Za-z])(?:(?:reached|hit|hitting|reaching|at)\s+(?:its\s+|the\s+)?(?:max(?:imum)?"
                   r"(?:\s+(?:replicas|pods))?|upper\s+(?:limit|bound)|replica\s+limit)|maxed\s+out)(?![A-Za-z])",
                   re.IGNORECASE)
_NEGATOR = compiled(r"[未没不]|(?<![A-Za-z])(?i:not|never|yet)(?![A-Za-z])|n't")
_TARGET = compiled(r"目标值?|阈值|(?<![A-Za-z])(?i:target|threshold)(?![A-Za-z])")
_ABOVE = compiled(r"高于|超过|超出|大于|(?<![A-Za-z])(?i:above|over|exceeds?|exceeding|exceeded"
                  r"|higher\s+than)(?![A-Za-z])")
_BELOW = compiled(r"低于|小于|(?<![A-Za-z])(?i:below|under|lower\s+than|within)(?![A-Za-z])")
#: A metric's current and target in a `TARGETS` cell: `85%/70%`, `cpu: 85%/70%`, `250m/500m`.
_READING = compiled(r"(?:(?P<metric>[a-z]+):\s*)?(?P<now>\d+(?:\.\d+)?)(?P<unit>%|m|Mi|Gi)?/"
                    r"(?P<target>\d+(?:\.\d+)?)(?P=unit)?")
_METRIC_WORDS = {"cpu": ("cpu",), "memory": ("内存", "memory", "mem")}


def autoscaler_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]
                            ) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the row]) for the first thing the claim says of an autoscaler that
    its row denies (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    tables = [t for text in dict.fromkeys(texts) for t in tables_of(text)
              if {"maxpods", "replicas", "targets"} <= set(t.columns)]
    for table in tables:
        for said in (*_AT_MAX.finditer(claim), *_TARGET.finditer(claim)):
            low, high = clause_around(claim, said.start(), said.end())
            row = _row(claim, low, high, table)
            if row is None or OTHER_TIME.search(claim, low, high):
                continue
            cells = dict(zip(table.columns, row, strict=True))
            if said.re is _AT_MAX:
                denied = _NEGATOR.search(claim, low, said.start()) is not None
                at_max = cells["replicas"] == cells["maxpods"]
                wrong = at_max == denied and cells["replicas"].isdigit() and cells["maxpods"].isdigit()
            else:
                wrong = _target_swapped(claim[low:high], cells["targets"])
            if wrong:
                return (Anchor("state", said.group().lower(), claim[low:high].strip(), low, high),
                        [f"REPLICAS {cells['replicas']}, MAXPODS {cells['maxpods']}, TARGETS "
                         f"{cells['targets']} ({clipped('  '.join(row), 100)!r})"])
    return None


def _row(claim: str, low: int, high: int, table: Table) -> tuple[str, ...] | None:
    """The row whose entity the clause (else the claim) names; the table's one row."""
    for start, end in ((low, high), (0, len(claim))):
        named = {row for at, row in mentions(claim, [], table) if start <= at[0] < end}
        if len(named) == 1:
            return named.pop()
        if named:
            return None
    return table.rows[0] if len(table.rows) == 1 else None


def _target_swapped(clause: str, cell: str) -> bool:
    """Whether the clause says the metric is above its target while the cell's current is below,
    or the other way."""
    above, below = _ABOVE.search(clause), _BELOW.search(clause)
    if (above is None) == (below is None):
        return False
    said_above = above is not None and not _NEGATOR.search(clause, max(0, above.start() - 3), above.start())
    readings = list(_READING.finditer(cell))
    if len(readings) > 1:
        lowered = clause.lower()
        readings = [r for r in readings
                    if any(word in lowered for word in _METRIC_WORDS.get(r.group("metric"), ()))]
    if len(readings) != 1:
        return False
    now, target = Decimal(readings[0].group("now")), Decimal(readings[0].group("target"))
    return now != target and (now > target) != said_above and not (below is not None and _NEGATOR.search(
        clause, max(0, below.start() - 3), below.start()))
