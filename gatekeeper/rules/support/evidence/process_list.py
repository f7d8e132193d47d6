"""A process a claim says is not running, while the cited `ps` or `top` lists it.

`没有 java 进程`, `java 进程没有运行` citing `ps aux`, whose row `app 2290 185.3 42.1 ... java -Xmx4g
-jar order-svc.jar`: the program is the output's and a denial no value, so nothing was missing or
contradicted, and the Verifier reads a crash where the process runs. A process table has `PID`
and `COMMAND` (or `CMD`) columns; a row's program is its command's first word (`java`, `nginx` of
`nginx: worker process`, `init` of `/sbin/init`: evidence/table_rows.py). A clause naming one
program the table lists and saying it runs not (`没有 X 进程`, `X 进程没有运行`, `X 进程不存在`, `X
已退出`, `no X process`, `X is not running`, `X is gone`, `X has exited`; not an event, `X crashed`,
after which it may have started again) is contradicted by its row, unless that row is a
zombie (`STAT` `Z`, top's `S` `Z`, `<defunct>`). Unsure says nothing: a program the table does not
list (a word no process is), a time the clause names (`重启前`, `before the restart`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import program_of
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import tables_of

_NAME = r"(?P<{}>[A-Za-z][\w.\-]*[A-Za-z0-9])"
#: A clause saying a program runs not.
_NOT_RUNNING = compiled(
    r"(?:没有|不存在|找不到|未发现|无)(?:任何)?\s*" + _NAME.format("a") + r"\s*(?:的)?\s*进程"
    r"|" + _NAME.format("b") + r"\s*(?:的)?\s*进程\s*(?:已经?|都)?\s*(?:没有(?:在)?运行|未(?:在)?运行"
    r"|不存在|不在(?:运行)?|已?退出|已?停止|挂了)"
    r"|(?<![A-Za-z])no\s+" + _NAME.format("c") + r"\s+process(?:es)?(?![A-Za-z])"
    r"|(?<![\w.\-])" + _NAME.format("d") + r"\s+(?:process(?:es)?\s+)?(?:(?:is|was|are|were)\s*(?:not|n't)"
    r"\s+running|(?:is|are)\s+(?:gone|dead|down|stopped)|(?:has|have)\s+(?:exited|stopped))(?![A-Za-z])",
    re.IGNORECASE)
_ZOMBIE = compiled(r"^Z|<defunct>")


def process_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the process's row]) for the first program the claim says runs not
    that a cited process table lists (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows: dict[str, list[str]] = {}
    for text in dict.fromkeys(texts):
        for table in tables_of(text):
            command = next((table.columns.index(c) for c in ("command", "cmd") if c in table.columns), None)
            if command is None or "pid" not in table.columns:
                continue
            state = next((table.columns.index(c) for c in ("stat", "s") if c in table.columns), None)
            for row in table.rows:
                program = program_of(row[command]) or row[command]
                if not (state is not None and _ZOMBIE.search(row[state])) and "<defunct>" not in row[command]:
                    rows.setdefault(program.lower(), []).append("  ".join(row))
    if not rows:
        return None
    for said in _NOT_RUNNING.finditer(claim):
        name = said.group("a") or said.group("b") or said.group("c") or said.group("d")
        listed = rows.get(name.lower())
        low, high = clause_around(claim, said.start(), said.end())
        if listed and not NOT_NOW.search(claim, *sentence_around(claim, low, high)):
            return (Anchor("state", f"{name.lower()} not running", claim[low:high].strip(), low, high),
                    [repr(clipped(listed[0], 100))])
    return None
