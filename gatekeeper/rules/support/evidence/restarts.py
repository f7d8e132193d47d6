"""Whether a claim says a pod never restarted, or keeps restarting, against its `RESTARTS` cell.

`order-svc-7d9f8b6c5-x2x9k 未见重启` citing `kubectl get pods`, whose row's RESTARTS is `14 (1m
ago)`: the pod's name is the output's and the header's `RESTARTS` names a column, no restart the
output reports (`glossary.Events`), so nothing was missing or contradicted. A clause naming one
row (its `NAME` cell, whole) and denying it restarted (`未重启`, `没有重启过`, `no restarts`,
`never restarted`) is contradicted by a count above 0; one saying it restarts again and again
(`反复重启`, `频繁重启`, `keeps restarting`, `restarted repeatedly`) by a count of 0. A count the
clause gives (`重启了 3 次`) is the table's to read (`evidence.tables`); a restart in time (`重启后`,
`after the restart`) or of something else (`重启策略`, `restart policy`) says neither. A clause naming no
row is of the one its sentence names (`X 运行稳定，未发生重启`). Unsure says nothing: two rows
named, or none.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.containers import named_rows, row_name
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

_NOUN = r"(?!后|之后|以后|策略|次数|计数|命令|脚本|操作|期间)"  # a time or a thing, no event
_NEVER = compiled(
    rf"(?:(?:从|并|也|均|都)?(?:未|没有|没|无)(?:再)?(?:见|发生|出现|有)?过?\s*重启{_NOUN}(?!\s*过?\s*\d)"
    r"|(?<![A-Za-z])(?:no|zero|0)\s+restarts?(?!\s+(?:policy|count|command))(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:not|never)\s+(?:been\s+)?restarted(?!\s+\d)(?![A-Za-z])"
    r"|(?<![A-Za-z])without\s+(?:any\s+)?restarts?(?![A-Za-z]))", re.IGNORECASE)
_AGAIN_AND_AGAIN = compiled(
    rf"(?:反复|频繁|不断|持续|多次|循环)(?:地)?重启{_NOUN}"
    r"|(?<![A-Za-z])(?:keeps|kept|keep)\s+restarting(?![A-Za-z])"
    r"|(?<![A-Za-z])restart(?:ed|s|ing)\s+(?:repeatedly|again\s+and\s+again|over\s+and\s+over"
    r"|multiple\s+times|many\s+times)(?![A-Za-z])", re.IGNORECASE)
_COUNT = compiled(r"\d+")
_MENTIONS = compiled(r"重启|restart", re.IGNORECASE)


def restarts_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]
                    ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row's RESTARTS]) for the first pod the claim says never
    restarted, or restarts again and again, whose row counts otherwise (see the module
    docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    if _MENTIONS.search(claim) is None:
        return None
    tables = [table for text in dict.fromkeys(texts) if "RESTARTS" in text
              for table in tables_of(text) if "restarts" in table.columns]
    if not tables:
        return None
    for restarted, said in ((False, _NEVER), (True, _AGAIN_AND_AGAIN)):
        for word in said.finditer(claim):
            low, high = clause_around(claim, word.start(), word.end())
            for table in tables:
                rows = named_rows(claim[low:high], table)
                if not rows:  # of the row its sentence names (`X 运行稳定，未发生重启`)
                    low, high = sentence_around(claim, low, high)
                    rows = named_rows(claim[low:high], table)
                if len(rows) != 1:
                    continue
                cell = rows[0][table.columns.index("restarts")]
                count = _COUNT.match(cell)
                if count is None or (int(count.group()) > 0) == restarted:
                    continue
                name = row_name(rows[0], table)
                return Anchor("state", "restarted" if restarted else "not restarted",
                              claim[low:high].strip(), low, high), [
                    f"RESTARTS {cell} for {name} ({clipped('  '.join(rows[0]), 80)!r})"]
    return None
