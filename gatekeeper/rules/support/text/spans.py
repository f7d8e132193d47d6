"""Periods a text writes between two times of day: `03:14 至 03:15 期间`, `从 03:14 到 03:20`,
`03:14-03:15`, `between 03:14 and 03:15`, `from 03:14 to 03:20`.

An end of a period (or the bound of an open one: `10:01:12 之后`, `after 10:01`) is no time an
event happened at: `Between 03:14 and 03:15 order-svc logged
2 SocketTimeoutException errors` says the errors fall in that minute, not that one was logged at
03:15 (a line stamped 03:14:07 does not contradict it, and the output need not write `03:15`).
A sentence keeps what it says of the lines to its period (`sentence_period`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled

#: Between the two ends of a period.
_BETWEEN = compiled(r"\s*(?:至|到|~|～|-|–|—|(?<![A-Za-z])(?:and|to|until|till|through)(?![A-Za-z]))"
                    r"\s*\Z", re.IGNORECASE)


def time_spans(text: str, anchors: Sequence[Anchor]) -> list[tuple[Anchor, Anchor]]:
    """The periods `text` writes (its anchors `anchors`): two times of day one after the other
    with only a word of span between them (`至`, `到`, `-`, `~`, `and`, `to`, `until`)."""
    times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value]
    return [(first, second) for first, second in pairwise(times)
            if _BETWEEN.match(text[first.end:second.start]) is not None]


#: A point what a sentence says is put before or after (`重启前`, `after the deploy`).
_POINT = compiled(r"(?:之|以)?[前后](?![端台])|期间|之间|以来|(?<![A-Za-z])(?:during|before|after|"
                  r"since|until|till|while|when|once|between|from)(?![A-Za-z])", re.IGNORECASE)
#: A time that opens or closes an open period: `10:01:12 之后`, `自 10:01 起`, `after 10:01:12`.
_ZH_AFTER = compiled(r"\s*(?:之后|以后|过后|后|起|以来)")
_ZH_BEFORE = compiled(r"\s*(?:之前|以前|前)")
_EN_AFTER = compiled(r"(?<![A-Za-z])(?:after|since|from)\s+(?:the\s+)?\Z", re.IGNORECASE)
_EN_BEFORE = compiled(r"(?<![A-Za-z])(?:before|until|till)\s+(?:the\s+)?\Z", re.IGNORECASE)


def span_ends(text: str, anchors: Sequence[Anchor]) -> set[int]:
    """Where the ends of `text`'s periods start (`time_spans`), and the times that bound an open
    period (`10:01:12 之后`, `after 10:01:12`): none of them is the time of a line."""
    ends = {end.start for span in time_spans(text, anchors) for end in span}
    for time in (a for a in anchors if a.kind == "timestamp" and "T" in a.value):
        if open_bound(text, time) is not None:
            ends.add(time.start)
    return ends


def open_bound(text: str, time: Anchor) -> str | None:
    """"after" when `time` opens an open period, "before" when it closes one, else None."""
    if _ZH_AFTER.match(text, time.end) or _EN_AFTER.search(text, max(0, time.start - 16),
                                                           time.start):
        return "after"
    if _ZH_BEFORE.match(text, time.end) or _EN_BEFORE.search(text, max(0, time.start - 16),
                                                             time.start):
        return "before"
    return None


def within(when: str, start: str, end: str) -> bool:
    """Whether a time of day (`03:14:07`) falls in the period from `start` to `end`, each end at
    its own precision (`03:15` runs to 03:15:59)."""
    return _not_before(when, start) and _not_before(end, when)


def _not_before(when: str, than: str) -> bool:
    size = min(len(when), len(than))
    return when[:size] >= than[:size]


def sentence_period(claim: str, anchors: Sequence[Anchor], start: int, end: int
                    ) -> tuple[str, str] | None:
    """The times of day `claim[start:end]` (a sentence) keeps what it says of the lines to: a
    period (`03:14 至 03:16 期间`), an open one (`10:01 之后`, `before 03:20`) or one time (`在
    03:20`); ("", "~") for all of them; None when it puts what it says before or after a point
    no time writes (`重启前`, `after the deploy`)."""
    times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value
             and start <= a.start and a.end <= end]
    clock = [a.value.partition("T")[2] for a in times]
    spans = [span for span in time_spans(claim, anchors) if span[0] in times]
    if len(times) == 2 and len(spans) == 1:
        return clock[0], clock[1]
    if len(times) == 1:
        bound = open_bound(claim, times[0])
        if bound is not None:  # the bound itself is not in the period: `10:01:12 之后`
            return (_step(clock[0], 1), "~") if bound == "after" else ("", _step(clock[0], -1))
        return (clock[0], clock[0]) if _POINT.search(claim, start, end) is None else None
    if times or _POINT.search(claim, start, end):
        return None
    return "", "~"


def clock_seconds(clock: str) -> tuple[int, int]:
    """A time of day (`03:14`, `03:14:07.123`) in whole seconds, and its precision's unit (3600,
    60 or 1)."""
    parts = clock.split(":")
    unit = (3600, 60, 1)[min(len(parts), 3) - 1]
    seconds = sum(int(float(part)) * size for part, size in zip(parts, (3600, 60, 1), strict=False))
    return seconds, unit


def _step(clock: str, by: int) -> str:
    """The time of day one step of `clock`'s precision (a second or a minute) after it (`by` 1)
    or before it (-1), within the day."""
    parts = clock.partition(".")[0].split(":")
    seconds = sum(int(part) * 60 ** (2 - n) for n, part in enumerate(parts))
    seconds = min(max(seconds + by * (1 if len(parts) == 3 else 60), 0), 86399)
    shown = [seconds // 3600, seconds // 60 % 60, seconds % 60][:len(parts)]
    return ":".join(f"{part:02d}" for part in shown)


#: A clause telling of another time than now (a clock time, a date, `曾`, `earlier`...): a state
#: or a count it gives is no contradiction of a status printed now (evidence/unit_state.py,
#: health.py, seen.py).
OTHER_TIME = compiled(r"(?<![\d.])\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}|曾|之前|此前|先前|以前|随后|后来|一度|期间|"
                      r"(?<![a-z])(?:earlier|previously|before|once|at\s+\d|had)(?![a-z])", re.IGNORECASE)
#: ... or before or after an event a word names (`重启前`, `before the deploy`, `until`, `since`;
#: not `当前`, `目前`: now): what a snapshot printed now (a process list, listening sockets) says
#: nothing of.
NOT_NOW = compiled(rf"{OTHER_TIME.pattern}|(?<=[\u4e00-\u9fff])(?<![当目])前(?![端台缀面])"
                   r"|(?<![a-z])(?:prior\s+to|until|after|since)(?![a-z])", re.IGNORECASE)


#: A window ending now that a denial is of (`很久没有重启`, `has not restarted for a long time`):
#: a count printed of all time (a pod's RESTARTS) may hold the events before it.
WINDOWED = compiled(r"很久|好久|许久|长时间|长期|最近|近期|近来"
                    r"|(?<![a-z])(?:for|in)\s+(?:a\s+long\s+time|ages|months|years|a\s+while)(?![a-z])"
                    r"|(?<![a-z])(?:lately|recently)(?![a-z])", re.IGNORECASE)


#: A port a claim names (`8080 端口`, `端口 8080`, `port 8080`, `:8080`).
PORT_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<port>\d{2,5})\s*(?:号)?\s*端口"
                     r"|端口\s*(?:号)?\s*(?P<zh>\d{2,5})(?!\d)|(?<![A-Za-z])port\s+(?P<en>\d{2,5})(?!\d)|(?<![A-Za-z0-9_.]):(?P<colon>\d{2,5})(?!\d)",
                     re.IGNORECASE)


#: The root file system, mounted on `/` (`根分区`, `/ 分区`, `the root filesystem`), or `/` alone
#: before what it has (`/ 的使用率`, `/ 只剩 10 个`, `/ has 10 free inodes`).
ROOT_SAID = compiled(r"根(?:分区|目录|文件系统|挂载点|卷)|(?<![\w/.\-])/\s*(?:分区|挂载点|目录|文件系统|卷)|"
                     r"(?<![^\s(（“\"'])/(?=\s*(?:的|'s|只|已|还|仍|剩)|\s+(?:has|is|was|only|still))|"
                     r"(?<![A-Za-z])root\s+(?:file\s*system|fs|partition|volume|mount)(?![A-Za-z])",
                     re.IGNORECASE)
