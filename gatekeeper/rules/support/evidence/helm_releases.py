"""A Helm revision a claim says succeeded, failed or is in a state its `helm history` (or
`helm list`) row does not print.

`revision 12 的状态为 deployed` and `the latest release of pay-svc succeeded` citing `helm history
pay-svc`, whose last revision, 12, is `failed`: no row printed `deployed` for the claim to be
another row's (evidence/tables.py), and a judgement is no anchor, so the claim passed. A table
with `REVISION` and `STATUS` columns is read: a clause naming one of its rows (a revision after
its word: `revision 12`, `版本 12`, `第 12 个版本`, `rev 12`; the last one: `最新版本`, `最近一次发布`,
`the latest release`, `the current revision`; a chart's cell: `pay-svc-1.5.0`; a release's name
in `helm list`) and saying a state of Helm's is contradicted by a STATUS it excludes:
succeeded (`成功`, `succeeded`, `deployed`) by `failed` or a `pending-*` one; failed (`失败`,
`failed`) by `deployed`; superseded (`被替代`, `superseded`) by `deployed`, `failed` or pending;
pending (`pending`, `进行中`) by `deployed`, `failed` or `superseded`. Helm marks a rolled-back
failed revision `superseded`, and a superseded one was deployed once: neither contradicts a
word of failing or deploying. Unsure says nothing: a denial before the word (`没有失败`), a
clause saying two states, another time (`之前`, `previously`), two rows named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import latest_revision, mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import Table, tables_of

_PENDING = ("pending-install", "pending-upgrade", "pending-rollback")
#: A state said, by the group its words are in, and the statuses that contradict it.
_EXCLUDED = {"ok": ("failed", *_PENDING), "failed": ("deployed",),
             "superseded": ("deployed", "failed", *_PENDING),
             "pending": ("deployed", "failed", "superseded")}
_SAID = compiled(r"(?P<ok>部署成功|升级成功|回滚成功|发布成功|成功"
                 r"|(?<![A-Za-z])(?:succeeded|successful(?:ly)?|deployed)(?![A-Za-z-]))"
                 r"|(?P<failed>失败|(?<![A-Za-z])(?:failed|failure)(?![A-Za-z]))"
                 r"|(?P<superseded>被替代|被取代|被替换|(?<![A-Za-z])superseded(?![A-Za-z]))"
                 r"|(?P<pending>进行中|(?<![A-Za-z])pending(?:-install|-upgrade|-rollback)?"
                 r"(?![A-Za-z]))",
                 re.IGNORECASE)
_DENIED = compiled(r"(?:不|没有|没|未|并非|不是|(?<![A-Za-z])(?:not|never|n't|no)(?![A-Za-z]))"
                   r"\s*(?:被|是|been)?\s*$", re.IGNORECASE)
_REVISION = compiled(r"(?<![A-Za-z])(?:revision|rev\.?)\s*#?\s*(\d+)|版本\s*#?\s*(\d+)"
                     r"|第\s*(\d+)\s*(?:个|次)?\s*(?:版本|修订|revision|发布|部署)", re.IGNORECASE)


def release_state_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                               anchors_of: Callable[[str], Sequence[Anchor]]
                               ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row's STATUS]) for the first state the claim gives a Helm
    revision that its row's STATUS excludes (see the module docstring)."""
    del anchors_of  # the cells are read as printed
    said = list(_SAID.finditer(claim))
    if not said:
        return None
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        if "revision" not in table.columns or "status" not in table.columns:
            continue
        status = table.columns.index("status")
        for word in said:
            low, high = clause_around(claim, word.start(), word.end())
            denied = _DENIED.search(claim[max(low, word.start() - 6):word.start()])
            if denied or NOT_NOW.search(claim, low, high) or any(
                    other.lastgroup != word.lastgroup for other in said if low <= other.start() < high):
                continue  # a denial, another time, or two states said
            rows = _rows_named(claim, low, high, table, subjects)
            if len(rows) != 1:
                continue
            row, = rows
            group = word.lastgroup or ""
            if row[status] in _EXCLUDED[group]:  # Helm prints them lower-case
                written = claim[low:high].strip()
                revision = row[table.columns.index("revision")]
                return Anchor("state", written.lower(), written, low, high), [
                    f"STATUS {row[status]} for revision {revision} ({clipped('  '.join(row), 90)!r})"]
    return None


def _rows_named(claim: str, low: int, high: int, table: Table, subjects: Sequence[Anchor]
                ) -> list[tuple[str, ...]]:
    """The rows the clause names: by their revision's number after its word, as the last one,
    by a chart's cell or (`helm list`, whose first column is the release) by its name."""
    revision = table.columns.index("revision")
    numbers = {next(n for n in m.groups() if n) for m in _REVISION.finditer(claim, low, high)}
    rows = {row for row in table.rows if row[revision] in numbers}
    if (latest := latest_revision(claim, low, high, table)) is not None:
        rows.add(latest)
    if "chart" in table.columns:
        chart = table.columns.index("chart")
        rows |= {row for row in table.rows if re.search(rf"(?<![\w.-]){re.escape(row[chart])}(?![\w.-])",
                                                        claim[low:high])}
    if revision != 0:  # helm list: NAME NAMESPACE REVISION ...
        rows |= {row for at, row in mentions(claim, subjects, table) if low <= at[0] < high}
    return sorted(rows)
