"""A Service's external IP a claim says is assigned while `kubectl get svc` prints it pending,
or says is pending while it prints an address.

`gateway 服务的外部 IP 已分配` citing `gateway   LoadBalancer   10.96.12.34   <pending>   80:31234/TCP`:
the service is the output's and the judgement no anchor, so the claim passed. A clause naming
one row's Service (the table's only row when it names none) and its external IP (`外部 IP`,
`公网 IP`, `external IP`, `EXTERNAL-IP`) that says it is assigned (`已分配`, `拿到了`, `has an
external IP`, `was assigned`) is contradicted by `<pending>`; one saying it is pending or not
assigned (`pending`, `未分配`, `还没有分配`, `no external IP`, `not assigned`) by an address. Unsure
says nothing: `<none>` (a Service of no external IP), a clause saying both, or another time
(`之前`, `after`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import tables_of

_EXTERNAL = compiled(r"(?:外部|公网|对外|负载均衡)\s*IP|(?<![A-Za-z])external[ \-]IP(?![A-Za-z])",
                     re.IGNORECASE)
#: Said pending or not assigned (first: `没有分配` holds `分配`).
_PENDING = compiled(r"pending|未分配|没有分配|没分配|尚未分配|还没分配|等待分配|没有外部|没有公网|无外部"
                    r"|(?<![A-Za-z])(?:no\s+external|not\s+(?:yet\s+|been\s+)*(?:assigned|allocated|provisioned)"
                    r"|unassigned)(?![A-Za-z])", re.IGNORECASE)
_ASSIGNED = compiled(r"已分配|分配了|已经分配|拿到了?|获得了?|已获取"
                     r"|(?<![A-Za-z])(?:has|have|got|gets|received|(?:was|is|were)\s+assigned)(?![A-Za-z])",
                     re.IGNORECASE)


def external_ip_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the Service's row]) for the first external IP the claim says is
    assigned, or pending, the other way from its row (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        if "external-ip" not in table.columns:
            continue
        column = table.columns.index("external-ip")
        for said in _EXTERNAL.finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            rows = [row for at, row in mentions(claim, subjects, table) if low <= at[0] < high]
            rows = rows or (list(table.rows) if len(table.rows) == 1 else [])
            if len(rows) != 1 or NOT_NOW.search(claim, low, high):
                continue
            cell = rows[0][column]
            pending = _PENDING.search(claim, low, high) is not None
            if cell == "<none>" or (not pending and _ASSIGNED.search(claim, low, high) is None):
                continue
            if pending != (cell == "<pending>"):
                written = claim[low:high].strip()
                return Anchor("state", written.lower(), written, low, high), [
                    f"EXTERNAL-IP {cell} for {rows[0][0]} ({clipped('  '.join(rows[0]), 80)!r})"]
    return None
