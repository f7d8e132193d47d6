"""A node a claim says takes new pods while `kubectl get nodes` prints it cordoned, or says is
cordoned while it prints it schedulable.

`node-4 可以调度` citing `node-4   Ready,SchedulingDisabled   <none>   40d   v1.27.3`: the node
and its `Ready` are the output's and the judgement is no anchor, so the claim passed. A clause
naming one node of the table (its only row when the clause names none but a node: `节点`, `node`)
that says it is schedulable (`可以调度`, `可调度`, `schedulable`, `uncordoned`, `没有被 cordon`,
`not cordoned`) is contradicted by a STATUS with `SchedulingDisabled`; one saying it is cordoned
(`不可调度`, `禁止调度`, `已被 cordon`, `unschedulable`, `cordoned`, `scheduling is disabled`) by a
STATUS without. Unsure says nothing: a clause saying both, or another time (`之前`, `after the
drain`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.row_states import row_said_otherwise
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table

#: Said cordoned (a denial of taking pods, or of being schedulable) ...
_CORDONED = compiled(r"(?:不可|不能|无法|禁止|停止|不允许|不再)(?:被)?调度"
                     r"|(?<!没有)(?<![没未])(?:已经?)?被?\s*cordon(?:ed)?(?:\s*掉)?"
                     r"|(?<![A-Za-z])(?:unschedulable|(?<!not\s)(?<!never\s)(?<!un)cordoned"
                     r"|scheduling\s+(?:is\s+|was\s+)?disabled|schedulingdisabled)(?![A-Za-z])",
                     re.IGNORECASE)
#: ... or schedulable (not after a denial: `不可调度` holds `可调度`).
_SCHEDULABLE = compiled(r"(?<![不无])(?<!不能)(?<!不再)(?<!禁止)(?<!停止)(?:可以|可|能|能够)(?:被)?"
                        r"(?:正常)?调度"
                        r"|(?:没有|没|未)(?:被)?\s*cordon|(?<![A-Za-z])(?:(?<!un)schedulable|uncordoned"
                        r"|not\s+cordoned|accepts?\s+(?:new\s+)?pods"
                        r"|scheduling\s+(?:is\s+)?enabled)(?![A-Za-z])", re.IGNORECASE)
_NODE = compiled(r"节点|(?<![A-Za-z])nodes?(?![A-Za-z])", re.IGNORECASE)
_DISABLED = "SchedulingDisabled"


def cordon_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the node's row]) for the first node the claim says is schedulable,
    or cordoned, the other way from its row (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    return row_said_otherwise(claim, anchors, texts, ((_CORDONED, True), (_SCHEDULABLE, False)), _NODE,
                              _status_column, lambda cell: _DISABLED in cell)


def _status_column(table: Table) -> int | None:
    """kubectl get nodes' STATUS: NAME STATUS ROLES AGE VERSION."""
    return 1 if table.columns[:2] == ("name", "status") and "roles" in table.columns else None
