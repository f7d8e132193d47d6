"""Why Kubernetes reported an event about an object, said in Chinese, against `kubectl get
events`' rows.

`order-svc-7d9f8b6c5-x2x9k 因内存不足无法调度` citing events whose rows are `BackOff
pod/order-svc-7d9f8b6c5-x2x9k` and `FailedScheduling pod/pay-svc-5b8c9d-q7w ... Insufficient
memory`: the pod is the output's and the Chinese words no cell, so nothing was missing or
contradicted, but the pod that could not be scheduled is the other one. A reason said in Chinese
(`无法调度`: FailedScheduling; `反复重启`, `回退重启`: BackOff; `健康检查失败`, `探针失败`: Unhealthy;
`被驱逐`: Evicted; `镜像已拉取`: Pulled) in a clause naming one object of the table (its name after
the kind, whole; the sentence's when the clause names none) is contradicted when none of that
object's rows gives the reason and another object's row does (the English reason is the table
cell's own check, `evidence.tables`). Unsure says nothing: two objects named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table, tables_of
from gatekeeper.rules.support.text.written import name_pattern

#: (reason, how a claim says it in Chinese); not after a negator (`未被驱逐`).
_SAID = tuple((reason, compiled(rf"(?<![未不没非无])(?<!没有)(?:{words})")) for reason, words in (
    ("FailedScheduling", r"无法(?:被)?调度|调度失败|未能(?:被)?调度|不能(?:被)?调度"),
    ("BackOff", r"反复重启|回退重启|重启回退|不断重启|频繁重启"),
    ("Unhealthy", r"健康检查失败|(?:存活|就绪|启动)?探针(?:检查)?失败"),
    ("Evicted", r"被驱逐"),
    ("Pulled", r"镜像(?:已|成功)?拉取(?:成功|完成)|(?:已|成功)拉取(?:了)?镜像"),
))


def event_reason_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the object's reasons, and whose row gives the claim's]) for the
    first reason said in Chinese of an object whose rows give others while another object's
    row gives it (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    said = [(reason, m) for reason, pattern in _SAID for m in pattern.finditer(claim)]
    if not said:
        return None
    tables = [table for text in dict.fromkeys(texts) if "REASON" in text for table in tables_of(text)
              if "reason" in table.columns and "object" in table.columns]
    for reason, m in said:
        for table in tables:
            found = _object_reasons(claim, m.start(), m.end(), table)
            if found is None:
                continue
            name, own = found
            column = table.columns.index("reason")
            if reason in {row[column] for row in own}:
                continue
            other = next((row for row in table.rows if row[column] == reason and row not in own), None)
            if other is not None:
                low, high = clause_around(claim, m.start(), m.end())
                reasons = ", ".join(dict.fromkeys(row[column] for row in own))
                return Anchor("state", reason.lower(), claim[low:high].strip(), low, high), [
                    f"REASON {reasons} for {name} ({clipped('  '.join(own[0]), 80)!r}), {reason} for "
                    f"{_object(other, table)} ({clipped('  '.join(other), 80)!r})"]
    return None


def _object_reasons(claim: str, start: int, end: int, table: Table
                    ) -> tuple[str, list[tuple[str, ...]]] | None:
    """(the object, its rows) the clause around `start` names (its sentence's when the clause
    names none); None for none or two."""
    for low, high in (clause_around(claim, start, end), sentence_around(claim, start, end)):
        named = {_object(row, table) for row in table.rows
                 if name_pattern(_object(row, table)).search(claim, low, high)}
        if len(named) > 1:
            return None
        if named:
            (name,) = named
            return name, [row for row in table.rows if _object(row, table) == name]
    return None


def _object(row: tuple[str, ...], table: Table) -> str:
    """An event's object without its kind (`order-svc-7d9f` of `pod/order-svc-7d9f`)."""
    return row[table.columns.index("object")].rpartition("/")[2]
