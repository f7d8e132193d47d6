"""A host, pod or container a claim says was restarted just now or recently while its evidence
prints it up for long, or says has run long without a restart while it prints it up for minutes.

`系统刚刚重启过`, `the host was rebooted recently` citing `uptime`'s `up 412 days`; `api-7f9c-q2 最近
重启过` citing kubectl's pod with `0` restarts and an age of `41d`; `容器 cache 刚启动不久` citing
`docker ps`'s `Up 3 weeks`: a judgement of time is no anchor, so the claim passed. How long each
has run since its last start is read from `uptime`'s `up` (a line with `load average` or `user`),
a pod's RESTARTS (`7 (3m ago)`; with none, its AGE), a container's STATUS (`Up 3 weeks`). A clause
saying a start was just now (`刚刚重启`, `刚启动`, `启动不久`, `just restarted`) is contradicted when
every reading of its subject is a day or longer; one saying it was recent (`最近重启过`, `近期重启`,
`rebooted recently`), `RECENT_DAYS` days or longer; one saying none of late (`最近没有重启`, `has not
been restarted recently`), under a day; one saying a long run without a restart (`很久没有重启`,
`长时间未重启`, `has not been restarted for a long time`), under an hour. The host is the
subject of a clause naming no service (`系统`, `主机`, `the host`); a pod or container, of the
clause naming its row. Unsure says nothing: a denial of the saying (`不是刚重启`), another time
(`升级前`, `before the upgrade`), no reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import tables_of

#: Up this long since its last start, nothing was restarted `recently` (`最近`).
RECENT_DAYS = 90
_DAY = Decimal(86_400_000)
_HOUR = Decimal(3_600_000)
_START = r"(?:重新)?(?:重启|启动|开机)|(?:re)?(?:started|booted)|restarted|rebooted"
#: (just now, recently, long without): each contradicted by readings at least, or under, a bound.
_SAID = compiled(
    rf"(?P<just>(?:刚刚|刚才|刚)(?:被)?(?:{_START})|(?:重启|启动|开机)(?:后)?不久"
    rf"|(?<![A-Za-z])just\s+(?:been\s+)?(?:{_START})(?![A-Za-z])|(?:{_START})\s+(?:just\s+now|a\s+moment\s+ago))"
    rf"|(?P<recent>(?:最近|近期|近来|不久前)(?:被|有|曾)?(?:{_START})|(?<![A-Za-z])(?:recently|lately)\s+"
    rf"(?:been\s+)?(?:{_START})(?![A-Za-z])|(?:{_START})\s+(?:recently|lately)(?![A-Za-z]))"
    r"|(?P<lately>(?:最近|近期|近来)(?:都)?(?:没有|没|未)(?:被)?(?:重启|重新启动)|(?<![A-Za-z])(?:has|have|had)"
    r"\s+not\s+been\s+(?:restarted|rebooted)\s+(?:recently|lately)(?![A-Za-z]))"
    r"|(?P<long>(?:很久|长时间|长期|一直|许久)(?:都)?(?:没有|没|未)(?:被)?(?:重启|重新启动)"
    r"|(?<![A-Za-z])(?:has|have|had)\s+not\s+been\s+(?:restarted|rebooted)\s+(?:for|in)\s+"
    r"(?:a\s+long\s+time|ages|months|years))", re.IGNORECASE)
_DENIED = compiled(r"(?:不是|并非|没有|没|未|(?<![A-Za-z])(?:not|never|wasn't|hasn't)(?![A-Za-z]))\s*$",
                   re.IGNORECASE)
_HOST = compiled(r"系统|主机|服务器|机器|节点"
                 r"|(?<![A-Za-z])(?:host|server|system|machine|node|box)(?![A-Za-z])", re.IGNORECASE)
_UPTIME = compiled(r"(?<![A-Za-z])up\s+(?=\d)")
_UPTIME_LINE = compiled(r"load\s+averages?:|\d\s+users?(?![A-Za-z])")
_AGO = compiled(r"\((?P<ago>[^()]*?)\s+ago\)")


def restart_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the readings]) for the first saying of a start just now, recently or
    long ago that every reading of its subject's time up contradicts (see the module docstring)."""
    for said in _SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        if _DENIED.search(claim[max(low, said.start() - 4):said.start()]) or NOT_NOW.search(claim, low, high):
            continue
        subjects = [a for a in anchors if a.kind in SUBJECTS and low <= a.start < high]
        readings = _rows(claim, low, high, subjects, texts, anchors_of) or (
            _uptimes(texts, anchors_of) if _HOST.search(claim, low, high) and not subjects else [])
        kind = said.lastgroup
        if readings and all(_contradicts(kind, up) for up, _ in readings):
            written = said.group()
            return Anchor("state", written.lower(), written, said.start(), said.end()), [
                "up " + "; ".join(dict.fromkeys(repr(clipped(line.strip(), 90)) for _, line in readings))]
    return None


def _contradicts(kind: str | None, up: Decimal) -> bool:
    if kind == "just":
        return up >= _DAY
    if kind == "recent":
        return up >= RECENT_DAYS * _DAY
    return up < (_DAY if kind == "lately" else _HOUR)


def _uptimes(texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
             ) -> list[tuple[Decimal, str]]:
    """(how long up, the line) of each `uptime` line naming no service or host."""
    found = []
    for line in (line for text in dict.fromkeys(texts) for line in text.split("\n")):
        up = _UPTIME.search(line)
        if up is None or not _UPTIME_LINE.search(line, up.end()):
            continue
        anchors = anchors_of(line)
        if any(a.kind in SUBJECTS for a in anchors):
            return []  # several hosts' lines: whose is unsure
        length = next((a for a in anchors if a.start == up.end() and a.unit == "ms"), None)
        if length is not None:
            found.append((Decimal(length.value), line))
    return found


def _rows(claim: str, low: int, high: int, subjects: Sequence[Anchor], texts: Sequence[str],
          anchors_of: Callable[[str], Sequence[Anchor]]) -> list[tuple[Decimal, str]]:
    """(how long up, the row) of the one pod or container row the clause names: since its last
    restart (`7 (3m ago)`), its age when it has none, or its STATUS's `Up 3 weeks`."""
    found = []
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        rows = {row for at, row in mentions(claim, subjects, table) if low <= at[0] < high}
        if len(rows) != 1:
            continue
        row, = rows
        cells = dict(zip(table.columns, row, strict=True))
        if "restarts" in cells and "age" in cells:
            ago = _AGO.search(cells["restarts"])
            cell = ago.group("ago") if ago else cells["age"] if cells["restarts"].strip() == "0" else ""
        else:
            cell = cells.get("status", "")
            cell = cell[3:] if cell.startswith("Up ") else ""
        length = next((a for a in anchors_of(cell) if a.unit == "ms"), None) if cell else None
        if length is not None:
            found.append((Decimal(length.value), "  ".join(row)))
    return found
