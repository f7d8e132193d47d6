"""A count a claim gives one of kubectl's events that another event's line prints.

`kubectl describe pod` ends with its events, and `kubectl get events` lists them: one reason a
line, each seen so many times (`Warning  BackOff  3m (x12 over 38m)  kubelet  Back-off restarting
failed container`; `2m (x30 over 39m)  Warning  Unhealthy  pod/payment-svc-7d9f  Liveness probe
failed: ...`). `x12` was no number at all, so a faithful `BackOff 发生了 12 次` named a count
found nowhere; read as one (text/anchors/extract.py), `BackOff 发生了 30 次`, the probe's count,
passed: 30 is printed. A claim's count of an event (`N 次`, `N times`) whose clause names the
events of some lines (their reason, in any case, or its words: `回退`, `存活探针` for a liveness
probe's failure) contradicts them when none of those lines is seen that many times and another
line is. Unsure says nothing: a clause naming no line, a count no line is seen, a count of a
window or of another time (`最近 10 分钟内`, `在 03:14 之前`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.counted import COUNTED
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME
from gatekeeper.rules.support.text.written import written_whole

#: An event's line: its type and reason, and how often it was seen (`(x12 over 38m)`), in
#: either order (describe's `Type Reason Age`, get's `Last-seen Type Reason Object`).
_SEEN = compiled(r"\(x(?P<count>\d{1,7})(?: over [^)\s]+)?\)")
_REASON = compiled(r"(?<![A-Za-z])(?:Normal|Warning)\s+(?P<reason>[A-Z][A-Za-z]+)(?![A-Za-z])")
#: What a claim may write for a reason, or for its message's event, besides the reason itself.
_WORDS: dict[str, tuple[str, ...]] = {
    "backoff": ("回退", "退避", "back-off", "back off", "crashloopbackoff"),
    "unhealthy": ("不健康", "健康检查失败"),
    "killing": ("终止", "杀死", "kill"),
    "pulling": ("拉取",), "pulled": ("拉取",), "failed": ("失败",),
    "failedscheduling": ("调度失败", "无法调度"), "failedmount": ("挂载失败",),
    "evicted": ("驱逐",), "oomkilling": ("oom", "内存溢出"), "created": ("创建",),
    "started": ("启动",), "scheduled": ("调度",), "nodenotready": ("节点未就绪", "notready"),
}
_MESSAGE_WORDS: dict[str, tuple[str, ...]] = {
    "liveness probe": ("存活探针", "存活检查", "liveness"),
    "readiness probe": ("就绪探针", "就绪检查", "readiness"),
    "startup probe": ("启动探针", "startup probe"),
}


#: A count of a window (`最近 10 分钟`, `in the last hour`), which no event's line counts.
_WINDOW = compiled(r"最近|过去|以内|之内|内|每|"
                   r"(?<![a-z])(?:in\s+the\s+(?:last|past)|per|every|within)(?![a-z])", re.IGNORECASE)


class _Event(NamedTuple):
    reason: str
    times: int
    words: tuple[str, ...]  # lower-cased: the reason, its words, its message's
    line: str


@lru_cache(maxsize=256)
def events_seen(text: str) -> tuple[_Event, ...]:
    """The events `text` lists with how often each was seen."""
    if "(x" not in text:
        return ()
    found = []
    for line in text.split("\n"):
        seen, reason = _SEEN.search(line), _REASON.search(line)
        if seen is None or reason is None:
            continue
        name = reason.group("reason").lower()
        message = line[max(seen.end(), reason.end()):].lower()
        words = (name, *_WORDS.get(name, ()),
                 *(word for event, forms in _MESSAGE_WORDS.items() if event in message for word in forms))
        found.append(_Event(reason.group("reason"), int(seen.group("count")), words, line))
    return tuple(found)


def seen_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [the events it names and the one seen that many times]) for the
    first count of an event the claim gives another event's (see the module docstring)."""
    del anchors_of  # the events are read as printed
    events = [event for text in dict.fromkeys(texts) for event in events_seen(text)]
    if len(events) < 2:
        return None
    for count in anchors:
        if count.kind != "number" or count.unit is not None or count.approx is not None \
                or COUNTED.match(claim, count.end) is None or not count.value.isdigit():
            continue
        low, high = clause_around(claim, count.start, count.end)
        if _WINDOW.search(claim, low, high) or OTHER_TIME.search(claim, low, high):
            continue  # `最近 10 分钟内发生了 30 次`: a count of a window, not of the line's
        clause = claim[low:high].lower()
        named = [event for event in events if any(written_whole(word, clause) for word in event.words)]
        if not named or any(event.times == int(count.value) for event in named):
            continue
        other = next((event for event in events if event.times == int(count.value)), None)
        if other is not None:
            own = named[0]
            return count, [f"{own.reason} seen {own.times} times ({clipped(own.line.strip(), 60)!r}), "
                           f"{count.value} times {other.reason} ({clipped(other.line.strip(), 60)!r})"]
    return None
