"""A CronJob a claim says is suspended while `kubectl get cronjobs` prints `SUSPEND False`, or says
is not while it prints `True`.

`CronJob db-backup 已被暂停` citing `db-backup   0 2 * * *   False   0   22h   41d`: the job's name is
the output's and a judgement is no anchor, so the claim only warned (on `CronJob`, a word the
table never prints). A clause naming one row of a table with a `SUSPEND` column (its only row when
the clause names none but a CronJob: `定时任务`, `cronjob`) that says it is suspended (`已被暂停`,
`暂停了`, `suspended`, `paused`) is contradicted by `False`; one that says it is not (`没有被暂停`,
`未暂停`, `not suspended`, `正常调度`) by `True` (evidence/row_states.py). Unsure says nothing: a
clause saying both, or another time (`之前`, `before the fix`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.row_states import row_said_otherwise
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table

#: Said suspended (not after a denial) ...
_SUSPENDED = compiled(r"(?<![没未不])(?<!没有)(?:已经?|被)?(?:暂停|挂起)(?:了|调度|执行)?"
                      r"|(?<![A-Za-z])(?<!not\s)(?<!never\s)(?:suspended|paused)(?![A-Za-z])", re.IGNORECASE)
#: ... or running on its schedule.
_RESUMED = compiled(r"(?:没有|没|未|并未)(?:被)?(?:暂停|挂起)|恢复了?调度|正常调度|按计划(?:调度|执行|运行)"
                    r"|(?<![A-Za-z])(?:not|never)\s+(?:been\s+)?(?:suspended|paused)|(?:un|re)suspended"
                    r"|resumed(?![A-Za-z])", re.IGNORECASE)
_CRONJOB = compiled(r"定时任务|计划任务|(?<![A-Za-z])cron\s*jobs?(?![A-Za-z])", re.IGNORECASE)


def suspend_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row]) for the first CronJob the claim says is suspended, or is
    not, the other way from its row's SUSPEND (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    return row_said_otherwise(claim, anchors, texts, ((_SUSPENDED, True), (_RESUMED, False)), _CRONJOB,
                              _suspend_column, lambda cell: cell == "True")


def _suspend_column(table: Table) -> int | None:
    return table.columns.index("suspend") if "suspend" in table.columns else None
