"""A claim's metric value its cited excerpts give the same metric otherwise.

Presence alone passed `CPU 使用率 95%` citing `CPU 使用率 92%` when `95%` was written elsewhere in
the output (`内存使用率 95%`): the value was "in the evidence". The excerpt's own value for the
claim's metric (same label, same unit) counts whatever else the output writes
(`claim.value_contradiction` fails it; docs/anchors.md, Claims).
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.anchors.names import ID_KEY
from gatekeeper.rules.support.text.patterns import compiled


def metric_swaps(anchors: Iterable[Anchor], quoted: AnchorSet,
                 reported: Set[tuple[str, str, int]]) -> list[tuple[Anchor, list[str]]]:
    """Of a claim's `anchors`, the metric values (not ranks) that the excerpts' anchors
    (`quoted`) give the same label and unit otherwise beyond the written precision, with the
    excerpts' values; not those `reported` already (kind, value, start), nor a metric the claim
    gives the excerpts' value too (`net profit of $8.2m ... potential net profit of $29.9m`:
    another value beside it, not the excerpt's changed)."""
    if not quoted.metrics:
        return []
    measured = [a for a in anchors if a.kind == "number" and a.metric and a.unit != "th"]
    # The excerpt's own label only: `内存使用率 95%` is not contradicted by `CPU 使用率 92%`.
    # (an id's too where the excerpts write it as a key's: `pid 为 4388` of `pid: 4388`)
    agreed = {(metric_key(a.metric), a.unit) for a in measured
              if a.value in quoted.metric_values(a, exact=True)
              or (_ID_LABEL.fullmatch(a.metric or "") is not None and f"t:{a.value}" in quoted.keys)}
    return [(anchor, others) for anchor in measured
            if (metric_key(anchor.metric), anchor.unit) not in agreed
            and (anchor.kind, anchor.value, anchor.start) not in reported
            and (others := quoted.disagreement(anchor, exact=True))]


_ID_LABEL = compiled(ID_KEY)
