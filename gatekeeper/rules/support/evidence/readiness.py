"""Whether a claim says a Kubernetes pod is ready, against its `READY` cell.

`order-svc-7d9f8b6c5-x2x9k 已就绪` citing `kubectl get pods`, whose row's READY is `0/1`: the pod's
name is the output's and readiness is no anchor, so nothing was missing or contradicted. A pod is
ready when all its containers are (`2/2`), not when some are not (`1/2`, `0/1`). A clause naming
one row (its `NAME` cell, whole) and saying it is ready (`已就绪`, `is ready`) is denied by a row
not ready; one saying it is not (`未就绪`, `没有就绪`, `not ready`) by a ready row; one counting
ready ones right before the word (`只有 2 个 Pod 就绪`, `1/2 containers ready`) by a row whose
ratio is another. Unsure says nothing: a clause naming two rows, or none; a number of something
else (`已就绪 3 分钟`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.containers import named_rows, row_name
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

#: Not ready first (`未就绪` holds `就绪`), then ready; no readiness probe (`就绪探针失败`).
_NOT_READY = compiled(r"(?:未|没有|没|不|尚未)\s*就绪(?!探针|检查|探测)"
                      r"|(?<![A-Za-z])(?:not\s+ready|unready|isn't\s+ready)(?![A-Za-z])", re.IGNORECASE)
_READY = compiled(r"就绪(?!探针|检查|探测)|(?<![A-Za-z])(?:un)?ready(?![A-Za-z])", re.IGNORECASE)
_RATIO = compiled(r"(\d+)/(\d+)")
#: How many a clause says are ready: a count right before the word (`只有 2 个 Pod 就绪`, `1/2
#: containers ready`).
_COUNTED = compiled(r"(?<![\d.])(\d+)(?:/(\d+))?\s*(?:个|台)?"
                    r"\s*(?:容器|containers?|pods?|副本|replicas?|实例)?\s*(?:已经?|都|均|是)?\s*(?:就绪(?!探针|检查|探测)|(?:are\s+|is\s+)?ready(?![A-Za-z]))",
                    re.IGNORECASE)


def readiness_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row's READY]) for the first pod the claim says is ready, or not,
    whose row says the other (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    if _READY.search(claim) is None:
        return None
    tables = [table for text in dict.fromkeys(texts) if "READY" in text for table in tables_of(text)
              if "ready" in table.columns]
    if not tables:
        return None
    negated = [m.span() for m in _NOT_READY.finditer(claim)]
    for word in _READY.finditer(claim):
        ready = not any(low <= word.start() < high for low, high in negated)
        low, high = clause_around(claim, word.start(), word.end())
        for table in tables:
            cell = table.columns.index("ready")
            rows = named_rows(claim[low:high], table)
            name = row_name(rows[0], table) if len(rows) == 1 else ""
            ratio = _RATIO.fullmatch(rows[0][cell]) if name else None
            if ratio is None:
                continue
            clause = claim[low:high].replace(name, " " * len(name))
            if any(char.isdigit() for char in clause):
                # how many are ready (`只有 2 个 Pod 就绪`, `1/2 containers ready`): the ratio's own?
                counted = _COUNTED.search(clause)
                if counted is not None and ready and (counted.group(1), counted.group(2) or ratio.group(2)) \
                        != ratio.groups():
                    written = claim[low + counted.start(1):low + counted.end()]
                    return Anchor("number", counted.group(1), written, low + counted.start(1),
                                  low + counted.end()), [
                        f"READY {rows[0][cell]} for {name} ({clipped('  '.join(rows[0]), 80)!r})"]
                continue  # a number of something else (`就绪 3 分钟`): unsure
            is_ready = ratio.group(1) == ratio.group(2) and ratio.group(2) != "0"
            if is_ready != ready:
                written = claim[low:high].strip()
                return Anchor("state", "ready" if ready else "not ready", written, low, high), [
                    f"READY {rows[0][cell]} for {name} ({clipped('  '.join(rows[0]), 80)!r})"]
    return None
