"""Whether a claim says a Kubernetes pod is ready, or a deployment's replicas available,
against its `READY` cell (and `AVAILABLE`, `kubectl get deploy`).

`order-svc-7d9f8b6c5-x2x9k 已就绪` citing `kubectl get pods`, whose row's READY is `0/1`: the pod's
name is the output's and readiness is no anchor, so nothing was missing or contradicted. A pod is
ready when all its containers are (`2/2`), not when some are not (`1/2`, `0/1`), a certificate
(cert-manager's `kubectl get certificate`) when its READY is `True`; a deployment's
replicas are all available when its AVAILABLE is its READY's total (`1` of `1/3` is not). A clause
naming one row (its `NAME` cell, whole) and saying it is ready (`已就绪`, `is ready`; `均已可用`,
`available`) is denied by a row not so; one saying it is not (`未就绪`, `not ready`; `不可用`) by a
row that is; one saying some are (`部分可用`, `未全部就绪`, `not all`) by a row with all; one
counting them right before the word (`只有 2 个 Pod 就绪`, `1/2 containers ready`, `仅 1 个副本
可用`) by a row whose count is another. Unsure says nothing: a clause naming two rows, or none; a
number of something else (`已就绪 3 分钟`); availability in a table with no AVAILABLE column. A
Job's completions (`kubectl get jobs`' COMPLETIONS `0/1`) are read as READY is: `已完成`, `has
completed`; `未完成`, `incomplete`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.containers import named_rows, row_name
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table, tables_of

#: Not ready first (`未就绪` holds `就绪`), then ready; no readiness probe (`就绪探针失败`).
_NOT_READY = compiled(r"(?:未|没有|没|不|尚未)\s*就绪(?!探针|检查|探测)"
                      r"|(?<![A-Za-z])(?:not\s+ready|no\s+ready|unready|isn't\s+ready)(?![A-Za-z])",
                      re.IGNORECASE)
_READY = compiled(r"就绪(?!探针|检查|探测)|(?<![A-Za-z])(?:un)?ready(?![A-Za-z])", re.IGNORECASE)
#: A deployment's replicas available (`kubectl get deploy`'s AVAILABLE); no zone, memory or space.
_NOT_AVAILABLE = compiled(r"(?:不|未|没有|没|尚未)\s*可用(?!区|内存|空间|容量|率)"
                          r"|(?<![A-Za-z])(?:not\s+available|unavailable|isn't\s+available)(?![A-Za-z])",
                          re.IGNORECASE)
_AVAILABLE = compiled(r"可用(?!区|内存|空间|容量|率)|(?<![A-Za-z])(?:un)?available(?![A-Za-z])",
                      re.IGNORECASE)
#: A Job's completions (`kubectl get jobs`' COMPLETIONS `0/1`).
_NOT_DONE = compiled(r"(?:未|没有|没|尚未|还没有?)\s*(?:全部)?完成|(?<![A-Za-z])(?:not\s+(?:yet\s+)?"
                     r"(?:completed?|finished|done)|incomplete|unfinished)(?![A-Za-z])", re.IGNORECASE)
_DONE = compiled(r"完成|(?<![A-Za-z])(?:completed?|succeeded|finished|done|incomplete|unfinished)"
                 r"(?![A-Za-z])", re.IGNORECASE)
_RATIO = compiled(r"(\d+)/(\d+)")
#: Some, not all: held by a row with some in the state and some not.
_PARTLY = compiled(r"部分|(?:未|没有|并非|不是)全部|(?<![A-Za-z])(?:partially|partly|some\s+of|not\s+all)"
                   r"(?![A-Za-z])", re.IGNORECASE)


def _counted(word: str) -> re.Pattern[str]:
    """How many a clause says are in the state: a count right before its word (`只有 2 个 Pod
    就绪`, `1/2 containers ready`, `仅 1 个副本可用`)."""
    return compiled(r"(?<![\d.])(\d+)(?:/(\d+))?\s*(?:个|台)?"
                    r"\s*(?:容器|containers?|pods?|副本|replicas?|实例)?\s*(?:已经?|都|均|是)?\s*"
                    rf"(?:{word})", re.IGNORECASE)


#: (the table's column, the state's words, their negation, a count of them).
_STATES = (("ready", _READY, _NOT_READY,
            _counted(r"就绪(?!探针|检查|探测)|(?:are\s+|is\s+)?ready(?![A-Za-z])")),
           ("available", _AVAILABLE, _NOT_AVAILABLE,
            _counted(r"可用(?!区|内存|空间|容量|率)|(?:are\s+|is\s+)?available(?![A-Za-z])")),
           ("completions", _DONE, _NOT_DONE,
            _counted(r"完成|(?:are\s+|is\s+|have\s+)?completed?(?![A-Za-z])")))


def readiness_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row's READY or AVAILABLE]) for the first pod or deployment the
    claim says is ready or available, or not, whose row says the other (see the module
    docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    if _READY.search(claim) is None and _AVAILABLE.search(claim) is None and _DONE.search(claim) is None:
        return None
    tables = [table for text in dict.fromkeys(texts) if "READY" in text or "COMPLETIONS" in text
              for table in tables_of(text) if "ready" in table.columns or "completions" in table.columns]
    for column, said, negation, counted in _STATES:
        negated = [m.span() for m in negation.finditer(claim)]
        for word in said.finditer(claim):
            state = not any(low <= word.start() < high for low, high in negated)
            low, high = clause_around(claim, word.start(), word.end())
            for table in tables:
                rows = named_rows(claim[low:high], table)
                name = row_name(rows[0], table) if len(rows) == 1 else ""
                have = _have(rows[0], table, column) if name else None
                if have is None:
                    continue
                shown = f"{column.upper()} {rows[0][table.columns.index(column)]}"
                evidence = [f"{shown} of {have[1]} for {name}" if column == "available" else
                            f"{shown} for {name}", f"({clipped('  '.join(rows[0]), 80)!r})"]
                clause = claim[low:high].replace(name, " " * len(name))
                if any(char.isdigit() for char in clause):
                    # how many (`只有 2 个 Pod 就绪`, `1/2 containers ready`): the row's own?
                    count = counted.search(clause)
                    if count is not None and state and (count.group(1), count.group(2) or have[1]) != have:
                        return Anchor("number", count.group(1), claim[low + count.start(1):low + count.end()],
                                      low + count.start(1), low + count.end()), [" ".join(evidence)]
                    continue  # a number of something else (`就绪 3 分钟`): unsure
                full = have[0] == have[1] and have[1] != "0"
                partly = _PARTLY.search(clause) is not None  # `部分可用`, `未全部就绪`: not all
                if (full if partly else full != state):
                    said_state = f"partly {column}" if partly else column if state else f"not {column}"
                    return Anchor("state", said_state, claim[low:high].strip(), low, high), [
                        " ".join(evidence)]
    return None


_FLAGS = {"True": ("1", "1"), "False": ("0", "1")}


def _have(row: tuple[str, ...], table: Table, column: str) -> tuple[str, str] | None:
    """(how many, of how many) of the row are in the state: READY's or COMPLETIONS' ratio;
    AVAILABLE's count of READY's total (a deployment's replicas)."""
    if column not in table.columns or (column == "available" and "ready" not in table.columns):
        return None
    cell = row[table.columns.index("ready" if column == "available" else column)]
    if column == "ready" and cell in _FLAGS:  # cert-manager's Certificates, Issuers: `True`, `False`
        return _FLAGS[cell]
    ratio = _RATIO.fullmatch(cell)
    if ratio is None or column != "available":
        return ratio.groups() if ratio else None  # type: ignore[return-value]
    count = row[table.columns.index(column)]
    return (count, ratio.group(2)) if count.isdigit() else None
