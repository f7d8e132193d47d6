"""A claim saying every request got one status (or none did, or all kept within a bound), while
a cited request line shows otherwise.

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
them with another status contradicts an `all`, one with the status a `none`. So does, for a
bound every request is said to keep (`请求均未超过 100ms`, `all requests completed under 500ms`,
`no request took more than 1s`), a line's value in its unit (of its metric when the claim names
one of the glossary's, else of none: an access log's `3001ms`) beyond it. Unsure says
nothing: `not all`, `除...外`, `except`, a share (`大部分`, `most`), a point the sentence puts it
after that no time writes (`重启后`), or, for a period, lines without a time or of several days.
A tally of statuses (`uniq -c` of an access log's status field: `  18 502`) is request lines too.
So, in words, does a claim that every request failed (`所有请求都失败了`, `all requests failed`: a
2xx or 3xx line denies it) or succeeded (a 5xx line), or that none did (`没有请求失败`: a 5xx line).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import partial

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.firsts import lines_in
from gatekeeper.rules.support.evidence.precision import bounds
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.codes import tally_lines
from gatekeeper.rules.support.text.anchors.metric_names import metric_key, names_a_metric
from gatekeeper.rules.support.text.anchors.numbers import LOWER_BEFORE, UPPER_BEFORE
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import sentence_period

#: A status a claim writes: `503`, `HTTP 200`, `5xx`.
_STATUS = compiled(r"(?<![\w.:/\-])(?P<status>[1-5](?:\d\d|xx|XX))(?![\w%:/\-]|\.\w)")
#: Requests: what the clause must be about.
_REQUESTS = compiled(r"请求|响应|接口|调用|返回|状态码|(?<![A-Za-z])(?:requests?|responses?|calls?|"
                     r"returned|returns?|responded|status|HTTP|endpoints?)(?![A-Za-z])"
                     r"|(?<![\w.])[1-5](?:\d\d|xx|XX)\s*(?:错误|(?i:errors?)(?![A-Za-z]))",  # `没有 5xx 错误`
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
    """(the claim's words of all or none and the status or bound, [a request line saying
    otherwise]) for the first such status (or bound: `均未超过 100ms`) of the claim its evidence
    contradicts (see the module docstring); None when there is none."""
    anchors_of = _tallied(texts, anchors_of)
    for status in _STATUS.finditer(claim):
        if not _is_value(status, anchors):
            found = _each(claim, anchors, status.start(), status.end(), texts, anchors_of,
                          partial(_status_otherwise, status.group("status")))
            if found is not None:
                return found
    for outcome in _OUTCOME.finditer(claim):  # `所有请求都失败了` over a 200 line
        found = _each(claim, anchors, outcome.start(), outcome.end(), texts, anchors_of,
                      partial(_outcome_otherwise, outcome.lastgroup or ""))
        if found is not None:
            return found
    for bound in anchors:
        if bound.kind == "number" and bound.approx in (">", "<") and bound.unit is not None:
            word = (LOWER_BEFORE if bound.approx == ">" else UPPER_BEFORE).search(
                claim, max(0, bound.start - 12), bound.start)
            found = _each(claim, anchors, bound.start if word is None else word.start(),
                          bound.end, texts, anchors_of, partial(_beyond, bound))
            if found is not None:
                return found
    return None


def _tallied(texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
             ) -> Callable[[str], Sequence[Anchor]]:
    """`anchors_of`, reading a status in a line of a tally of statuses (`  18 502` of `uniq -c`:
    alone, two numbers) as one."""
    statuses = {line: status for text in dict.fromkeys(texts) if "\n" in text
                for line, status, _ in tally_lines(text)}
    if not statuses:
        return anchors_of

    def read(line: str) -> Sequence[Anchor]:
        found, status = anchors_of(line), statuses.get(line)
        return found if status is None else [
            a._replace(kind="http_status") if a.kind == "number" and a.unit is None and a.value == status
            else a for a in found]

    return read


def _each(claim: str, anchors: Sequence[Anchor], start: int, end: int, texts: Sequence[str],
          anchors_of: Callable[[str], Sequence[Anchor]],
          otherwise: Callable[[Sequence[Anchor], bool], str | None]
          ) -> tuple[Anchor, list[str]] | None:
    """What `claim[start:end]` says of every request (or of none) that a request line in the
    sentence's scope contradicts: `otherwise(the line's anchors, whether the claim says none)`
    says how the line does."""
    low, high = clause_around(claim, start, end)
    if _GOES_ON.match(claim, low) and low > 1:
        low = clause_around(claim, low - 1)[0]
    if _REQUESTS.search(claim, low, high) is None or _SOME.search(claim, low, high):
        return None
    every, none = _ALL.search(claim, low, start), _NONE.search(claim, low, start)
    if (every is None) == (none is None):
        return None
    first, last = sentence_around(claim, start, end)
    period = sentence_period(claim, anchors, first, last)
    if period is None:
        return None
    subjects, paths = _named(anchors, first, last, SUBJECTS), _named(anchors, first, last)

    def writes(line: str) -> bool:
        if not any(a.kind == "http_status" for a in anchors_of(line)):
            return False
        folded = compact(line)
        return (not subjects or any(who in folded for who in subjects)) and (
            not paths or any(path in line for path in paths))

    for raw, line in lines_in(period, writes, texts, anchors_of):
        theirs = otherwise(anchors_of(line), none is not None)
        if theirs is not None:
            since = (every or none).start()  # type: ignore[union-attr]  # one of them is not None
            written = claim[since:end].strip()
            return Anchor("state", written.lower(), written, since, end), [
                theirs + (f" at {raw}" if raw else "") + f" ({clipped(line.strip(), 100)!r})"]
    return None


def _status_otherwise(status: str, anchors: Sequence[Anchor], none: bool) -> str | None:
    """The line's status that is not the claim's (or, with `none`, that is)."""
    for theirs in (a.value for a in anchors if a.kind == "http_status"):
        same = theirs == status or (status[1:].lower() == "xx" and theirs[0] == status[0])
        if same == none:
            return theirs
    return None


#: A request's outcome said in words: failed (no 2xx, 3xx line) or succeeded (no 5xx line).
_OUTCOME = compiled(r"(?P<failed>失败(?!率|次数|数|的次数)|(?<![A-Za-z])failed(?![A-Za-z]))"
                    r"|(?P<succeeded>成功(?!率|次数|数)|(?<![A-Za-z])(?:succeeded|successful)(?![A-Za-z]))",
                    re.IGNORECASE)
#: The statuses' first digits that deny an outcome said of every request, or (True) of none.
_DENYING = {("failed", False): "23", ("succeeded", False): "5", ("failed", True): "5",
            ("succeeded", True): "2"}


def _outcome_otherwise(outcome: str, anchors: Sequence[Anchor], none: bool) -> str | None:
    """The line's status that denies the outcome said of every request (a 200 line for `所有请求
    都失败了`), or, with `none`, that has it (a 503 line for `没有请求失败`)."""
    denying = _DENYING[(outcome, none)]
    return next((a.value for a in anchors if a.kind == "http_status" and a.value[0] in denying), None)


def _beyond(bound: Anchor, anchors: Sequence[Anchor], none: bool) -> str | None:
    """The line's value of the bound's metric (of no metric, when the claim names none) in its
    unit that every request is said to stay within and this one does not (with `none`, that
    no request is said to reach, and this one does)."""
    metric = metric_key(bound.metric or "") if names_a_metric(bound.metric or "") else None
    low, high = bounds(bound)
    for value in anchors:
        if (value.kind == "number" and value.unit == bound.unit and value.approx is None
                and (metric_key(value.metric or "") == metric if metric else not value.metric)
                and (low <= Decimal(value.value) <= high) == none):
            return value.raw.strip()
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
