"""Who calls whom: a call a claim reports the other way round.

`payment-svc 调用 order-svc 超时` citing `[order-svc] call payment-svc /pay timeout after 3000ms`:
both services are the line's, the timeout is, only the direction differs, and it moves the
root cause from the callee to the caller (or back). A call is written as one service, a word
of calling or an arrow, another (`A 调用 B`, `A 请求 B`, `A -> B`, `A → B`, `A calls B`, `[A]
call B`), `from A to B` (`从 A 到 B`), or as a line's fields (`upstream=A downstream=B`, `caller=A
callee=B`, `src=A dst=B`), named after its ends (`A 到 B 的调用`, `A 对 B 的请求`), or the callee
first (`B 被 A 调用`, `B is called by A`). The claim's call from A to B is contradicted when the lines of its
cited outputs (its excerpts when none) writing both services have the call from B to A and none
from A to B.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from itertools import pairwise

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_PARTIES = frozenset({"service", "host"})
#: What stands between a caller and its callee.
_CALLS = compiled(
    r"\]?\s*(?:->|→|=>|⟶|调用了?|请求了?|访问了?|连接了?|依赖于?|发往|"
    r"(?:calls?|called|calling|invokes?|invoked|invoking|requests?|requested|queries|queried|"
    r"connects?\s+to|connected\s+to|connecting\s+to|depends\s+on|talks\s+to|sends?\s+to)(?![A-Za-z]))"
    r"\s*(?:the\s+)?", re.IGNORECASE)
_FROM = compiled(r"(?:(?<![A-Za-z])from|从)\s*\Z", re.IGNORECASE)
_TO = compiled(r"\s*(?:(?<![A-Za-z])to(?![A-Za-z])|到)\s*", re.IGNORECASE)
#: `A 到 B 的调用`, `A 对 B 的请求`: the call named after its two ends.
_TOWARDS = compiled(r"\s*(?:到|对|向|至)\s*")
_A_CALL = compiled(r"\s*的\s*(?:调用|请求|访问|连接|RPC|rpc|gRPC|HTTP)")
#: The callee first: `B 被 A 调用`, `B is called by A`, `B, called by A`.
_BY = compiled(r"\s*(?:被|(?:,\s*)?(?:is\s+|was\s+|are\s+|were\s+)?(?:called|invoked|requested|"
               r"queried)\s+by)\s*", re.IGNORECASE)
_PASSIVE_ZH = compiled(r"\s*(?:调用|请求|访问|依赖)")
_CALLER_KEY = compiled(r"(?:upstream|caller|src|source|client|from)\s*[=:]\s*\Z", re.IGNORECASE)
_CALLEE_KEY = compiled(r"(?:downstream|callee|dst|dest|destination|target|server|to)\s*[=:]\s*\Z",
                       re.IGNORECASE)
_LOOK_BACK = 16
#: A cheap test first: a claim writing none of these writes no call.
_MAY_CALL = compiled(r"->|→|=>|⟶|调用|请求|访问|连接|依赖|发往|从|(?i:call|invok|request|quer|connect|"
                     r"depend|talk|send|from|stream|src|source|client|dst|dest|target|server)")
MAX_SHOWN = 2  # lines calling the other way named in a message


def calls(text: str, anchors: Sequence[Anchor]) -> Iterator[tuple[str, str, int, int]]:
    """(caller, callee, where the call is written: start, end) of each call `text` writes."""
    parties = [a for a in anchors if a.kind in _PARTIES]
    for first, second in pairwise(parties):
        gap = text[first.end:second.start]
        lead = text[max(0, first.start - _LOOK_BACK):first.start]
        if first.value == second.value:
            continue
        if _CALLS.fullmatch(gap) or (_FROM.search(lead) and _TO.fullmatch(gap)) or (
                _TOWARDS.fullmatch(gap) and _A_CALL.match(text, second.end)):
            yield first.value, second.value, first.start, second.end
        elif _BY.fullmatch(gap):  # the callee first: `B 被 A 调用`, `B is called by A`
            if gap.lstrip().startswith("被") and not _PASSIVE_ZH.match(text, second.end):
                continue
            yield second.value, first.value, first.start, second.end
    callers = [a for a in parties if _CALLER_KEY.search(text, max(0, a.start - _LOOK_BACK), a.start)]
    callees = [a for a in parties if _CALLEE_KEY.search(text, max(0, a.start - _LOOK_BACK), a.start)]
    if len(callers) == 1 and len(callees) == 1 and callers[0].value != callees[0].value:
        low = min(callers[0].start, callees[0].start)
        high = max(callers[0].end, callees[0].end)
        yield callers[0].value, callees[0].value, low, high


def reversed_call(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[str, list[str]] | None:
    """(the claim's call as written, [the lines of `texts` calling the other way]) for the first
    call the claim writes that its evidence has only the other way round; None when there is
    none."""
    for (_, _, start, end), forward, backward in _compared(claim, anchors, texts, anchors_of):
        if backward and not forward:
            return claim[start:end], [repr(clipped(line, 100)) for line in backward[:MAX_SHOWN]]
    return None


def agreed_calls(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                 anchors_of: Callable[[str], Sequence[Anchor]]) -> list[tuple[int, int]]:
    """Where the claim writes a call its evidence makes the same way: its words of calling put
    a line's fields in words (`bank-gw calls notify-svc` for `caller=bank-gw callee=notify-svc`),
    they change no word of the line."""
    return [(start, end) for (_, _, start, end), forward, _ in
            _compared(claim, anchors, texts, anchors_of) if forward]


def _compared(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
              anchors_of: Callable[[str], Sequence[Anchor]]
              ) -> Iterator[tuple[tuple[str, str, int, int], bool, list[str]]]:
    """Each call the claim writes, whether a line of `texts` makes it so, and the lines making
    it the other way."""
    for call in calls(claim, anchors) if _may_call(claim) else ():
        caller, callee = call[:2]
        backward: list[str] = []
        forward = False
        for text in dict.fromkeys(texts):
            for line in text.split("\n"):
                lowered = line.lower()
                if caller not in lowered or callee not in lowered:
                    continue
                found = {(a, b) for a, b, _, _ in calls(line, anchors_of(line))}
                forward = forward or (caller, callee) in found
                if (callee, caller) in found:
                    backward.append(line.strip())
        yield call, forward, backward


def _may_call(claim: str) -> bool:
    return _MAY_CALL.search(claim) is not None
