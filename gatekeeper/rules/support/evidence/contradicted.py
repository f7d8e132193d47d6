"""The values a claim's evidence gives what a claim's anchor, absent from it, states: another
value of its metric, another date of its precision, another code or id of its family
(evidence/claims.py compares a claim's anchors and asks this of each one it lacks)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.evidence.column_names import names_column
from gatekeeper.rules.support.evidence.grades import CONTRADICTING_KINDS, core, endpoint
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.tables import tables_of


def contradiction(anchor: Anchor, evidence: AnchorSet, quoted: AnchorSet,
                  printed: Callable[[Anchor], bool], excerpts: Sequence[str] = ()) -> list[str]:
    """The values the evidence gives what `anchor` (absent from it) states: another value for
    its metric, another date of its precision, another code or id of its family. A number with
    a unit whose metric the evidence does not label (`峰值 2040MB`) is contradicted by the
    excerpts it cites when they give values in that unit and none of them is the claim's, nor
    is it `printed` bare (`held.printed_bare`: processlist's `Time 408`), nor are they another
    column's of a table of the `excerpts` (`_another_column`)."""
    if anchor.kind == "number":
        others = evidence.disagreement(anchor) or (
            [] if evidence.holds_as_share(anchor) else sorted(set(evidence.share_values(anchor).values())))
        if others or not anchor.unit or evidence.metric_values(anchor):
            return others
        if printed(anchor) or (anchor.metric and _another_column(anchor.metric, anchor.unit, excerpts)):
            return []
        return quoted.unit_disagreement(anchor)
    if anchor.kind == "timestamp":  # the cited lines' dates, not every dateline of an output
        if anchor.unit == "MD":  # `3月16日` where the cited line writes that month's 15th
            return [v for v in quoted.others_like(anchor) if v[:5] == anchor.value[:5]]
        if anchor.unit == "WD":  # `Thursday` where the cited lines write Tuesday, or its date
            return quoted.others_like(anchor)
        if anchor.unit == "D":  # `16日` where the cited line writes the 15th (ISO's `---15`)
            return [f"---{v.removeprefix('day:')}" for v in quoted.others_like(anchor)]
        return quoted.others_like(anchor) if core(anchor) else []
    if endpoint(anchor):  # `kafka-2:9093` where the evidence writes `kafka-2:9092`
        host = anchor.value.rsplit(":", 1)[0]
        return [value for value in evidence.others_like(anchor)
                if value.rsplit(":", 1)[0] == host]
    if anchor.kind in CONTRADICTING_KINDS:
        return evidence.others_like(anchor)
    return []


def _another_column(metric: str, unit: str, texts: Sequence[str]) -> bool:
    """Whether the cited texts' percentages are cells of a table's columns the claim's metric
    does not name, while it names another of the table's columns (`/data 的可用空间不足 5%` over
    df: its `97%` is Use%, the metric names Avail)."""
    if unit != "%":
        return False
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        named = {n for n, name in enumerate(table.columns) if n and names_column(metric, name, table.columns)}
        shares = {n for row in table.rows for n, cell in enumerate(row) if cell.endswith("%")}
        if named and shares and not named & shares:
            return True
    return False
