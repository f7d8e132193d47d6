"""A claim saying every request got one status, or none got one, while a cited line shows another.

`order-svc 的所有请求均返回 200` citing one `200` line of an access log whose next line is
`10:01:15 [order-svc] POST /api/orders 503 3001ms`: the status, the service and the path are all
the output's, so nothing was missing or contradicted, and the Verifier rules the service out.
A claim's status is a three-digit HTTP status or a class (`5xx`) in a clause that says all
requests got it (`所有`, `全部`, `均`, `都`, `一律`, `all`, `every`, `each`; the clause before
when this one goes on with the status: `请求全部失败，返回 503`) or that none did (`没有`, `未`,
`无`, `no`, `none`, `never`, `not ... any`). The request lines of the cited outputs (the excerpts
when none): lines an HTTP status is read on (gatekeeper.rules.support.text.anchors.numbers),
naming the sentence's service or host (the claim's when the sentence names none) and path, and
stamped in the sentence's period (`10:01:12 之后`: gatekeeper.rules.support.text.spans). One of
them with another status contradicts an `all`, one with the status a `none`. Unsure says
nothing: `not all`, `除...外`, `except`, a share (`大部分`, `most`), a point the sentence puts it
after that no time writes (`重启后`), or, for a period, lines without a time or of several days.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.firsts import lines_in
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import sentence_period

#: A status a claim writes: `503`, `HTTP 200`, `5xx`.
_STATUS = compiled(r"(?<![\w.:/\-])(?P<status>[1-5](?:\d\d|xx|XX))(?![\w%:/\-]|\.\w)")
#: Requests: what the clause must be about.
_REQUESTS = compiled(r"请求|响应|接口|调用|返回|状态码|(?<![A-Za-z])(?:requests?|responses?|calls?|"
                     r"returned|returns?|responded|status|HTTP|endpoints?)(?![A-Za-z])",
                     re.IGNORECASE)
_ALL = compiled(r"所有|全部|全都|(?<!平)均(?!值|匀|衡)|都|一律|无一例外|(?<![A-Za-z])(?:all|every|each)"
                r"(?![A-Za-z])", re.IGNORECASE)
_NONE = compiled(r"没有|未|无(?!一例外)|不存在|(?<![A-Za-z])(?:no|none|never|zero|not\s+(?:\w+\s+)?"
                 r"any)(?![A-Za-z])", re.IGNORECASE)
#: Not every one, or every one but some: the claim says nothing of each line.
_SOME = compiled(r"并非|不是所有|不全|除了?|以外|之外|部分|大部分|大多|多数|少数|个别|偶尔|(?<![A-Za-z])"
                 r"(?:not\s+all|not\s+every|except|excluding|other\s+than|apart\s+from|besides|"
                 r"but|most|some|many|few|mostly|occasional(?:ly)?)(?![A-Za-z])", re.IGNORECASE)
#: A clause going on with the status the clause before quantified: `返回 503`, `with 503`.
_GOES_ON = compiled(r"\s*(?:(?:并|且|均|都)?(?:返回|响应|状态码?(?:为|是)?)|(?:and\s+)?(?:returned|"
                    r"returning|with|all\s+with|got))", re.IGNORECASE)


def status_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of all or none and the status, [a request line saying otherwise]) for
    the first such status of the claim its evidence contradicts (see the module docstring); None
    when there is none."""
    for status in _STATUS.finditer(claim):
        low, high = clause_around(claim, status.start(), status.end())
        if _GOES_ON.match(claim, low) and low > 1:
            low = clause_around(claim, low - 1)[0]
        if (_REQUESTS.search(claim, low, high) is None or _SOME.search(claim, low, high)
                or _is_value(status, anchors)):
            continue
        every = _ALL.search(claim, low, status.start())
        none = _NONE.search(claim, low, status.start())
        if (every is None) == (none is None):
            continue
        start, end = sentence_around(claim, status.start(), status.end())
        period = sentence_period(claim, anchors, start, end)
        if period is None:
            continue
        found = _otherwise(status.group("status"), none is not None,
                           _named(anchors, start, end, SUBJECTS), _named(anchors, start, end),
                           period, texts, anchors_of)
        if found is not None:
            since = (every or none).start()  # type: ignore[union-attr]  # one of them is not None
            written = claim[since:status.end()].strip()
            return Anchor("state", written.lower(), written, since, status.end()), [found]
    return None


def _is_value(status: re.Match[str], anchors: Sequence[Anchor]) -> bool:
    """Whether the digits are a value with a unit, a time or an id, not a status (`5xx` is one
    whatever the extractor reads)."""
    return status.group("status")[1:].lower() != "xx" and any(a.start <= status.start() < a.end
               and (a.kind not in ("http_status", "number") or a.unit is not None) for a in anchors)


def _named(anchors: Sequence[Anchor], start: int, end: int,
           kinds: frozenset[str] | None = None) -> list[str]:
    """The sentence's subjects (the claim's when it names none), or, with no `kinds`, the paths
    it names (`/api/orders`)."""
    if kinds is None:
        return [a.value for a in anchors if a.kind == "identifier" and a.value.startswith("/")
                and start <= a.start and a.end <= end]
    return ([compact(a.raw) for a in anchors if a.kind in kinds and start <= a.start
             and a.end <= end] or [compact(a.raw) for a in anchors if a.kind in kinds])


def _otherwise(status: str, none: bool, subjects: Sequence[str], paths: Sequence[str],
               period: tuple[str, str], texts: Sequence[str],
               anchors_of: Callable[[str], Sequence[Anchor]]) -> str | None:
    """The first request line of `texts` (in scope) whose status says otherwise: `503 at stamp
    ('line')`."""

    def statuses(line: str) -> list[str]:
        return [a.value for a in anchors_of(line) if a.kind == "http_status"]

    def writes(line: str) -> bool:
        if not statuses(line):
            return False
        folded = compact(line)
        return (not subjects or any(who in folded for who in subjects)) and (
            not paths or any(path in line for path in paths))

    def contradicts(theirs: str) -> bool:
        same = theirs == status or (status[1:].lower() == "xx" and theirs[0] == status[0])
        return same if none else not same

    for raw, line in lines_in(period, writes, texts, anchors_of):
        theirs = next((s for s in statuses(line) if contradicts(s)), None)
        if theirs is not None:
            return theirs + (f" at {raw}" if raw else "") + f" ({clipped(line.strip(), 100)!r})"
    return None
