"""A count of requests by the HTTP status an access log prints for them: `共有 3 个请求返回 502`,
`502 错误出现了 3 次`, `/api/orders 返回了 3 次 502`, `3 requests returned 502`.

No line writes the count, so a true one failed as a number found nowhere (or warned), and a
count of another status alike. A line prints a request's status after its request (`"GET
/api/orders HTTP/1.1" 502 157`) or as a field (`"status":502`, `status=502`). A count is held
when the excerpts, or one cited output, print the status on exactly that many lines (of the
paths, addresses, services and hosts its sentence names, when it names any). A whole cited
output printing it on more lines, or on fewer while another status is printed on exactly that
many (`3 个请求返回 504` for three 502s and one 504), contradicts it (REJECT).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.levels import count_contradicted, lines_printing, sentence_subjects
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_CODE = r"[1-5]\d\d"
_COUNTS = compiled(
    rf"(?P<n1>\d+)\s*(?:个|条|次)\s*(?:请求|调用|响应)?\s*(?:都|均)?\s*(?:返回了?|响应了?|报了?|出现了?|得到了?|收到了?"
    rf"|为)?\s*(?:HTTP\s*)?(?:状态码\s*)?(?P<c1>{_CODE})(?![\d.])"
    rf"|(?<![\d.])(?P<c2>{_CODE})\s*(?:错误|状态码?|响应)?\s*(?:共|出现了?|返回了?|发生了?)?\s*(?P<n2>\d+)\s*次"
    rf"|(?<![\w.])(?P<n3>\d+)\s+(?:requests?|responses?|calls?)\s+(?:\S+\s+){{0,3}}?(?:returned|got|received"
    rf"|failed\s+with|with|were)\s+(?:an?\s+)?(?:HTTP\s+|status\s+)?(?P<c3>{_CODE})(?!\d)",
    re.IGNORECASE)
_MAY_COUNT = compiled(rf"(?<!\d){_CODE}(?!\d)")
#: What a line names a request by: its path (or an address, service or host the claim names).
_PATH = compiled(r"(?<![\w.])/[\w\-./]+", re.ASCII)  # `/api/orders返回了5次200`: no Chinese


def status_counts_held(claim: str, anchors: Sequence[Anchor], missing: list[Anchor],
                       groups: Sequence[Sequence[str]]) -> list[Anchor]:
    """`missing` without the counts of requests by status one group of `groups` (the excerpts,
    then each cited output) prints on exactly that many lines."""
    wanted = {a.start: a for a in missing if a.kind == "number"}
    held = {id(wanted[start]) for start, code, count in counts_by_status(claim) if start in wanted
            and any(_lines(code, group, _subjects(claim, anchors, start)) == count for group in groups)}
    return [a for a in missing if id(a) not in held]


def status_count_contradicted(claim: str, anchors: Sequence[Anchor], groups: Sequence[Sequence[str]]
                              ) -> tuple[Anchor, list[str]] | None:
    """(the count, [the lines printing its status, and another's]) for a count a whole cited
    output contradicts (see the module docstring); None when unsure."""
    counts = counts_by_status(claim)
    return count_contradicted(anchors, groups, counts, _statuses, lambda code, group, start: (
        _lines(code, group, _subjects(claim, anchors, start))))


def counts_by_status(claim: str) -> Iterator[tuple[int, str, int]]:
    """(where the count starts, the status, the count) of each count of requests by status (a
    load test's tally reads them too: evidence/status_tallies.py)."""
    if _MAY_COUNT.search(claim) is None:
        return  # a cheap test: no status a count may be of
    for m in _COUNTS.finditer(claim):
        n = next(name for name in ("n1", "n2", "n3") if m.group(name))
        code = next(m.group(name) for name in ("c1", "c2", "c3") if m.group(name))
        yield m.start(n), code, int(m.group(n))


def _subjects(claim: str, anchors: Sequence[Anchor], at: int) -> list[str]:
    return sentence_subjects(claim, anchors, at, _PATH)


def _lines(code: str, texts: Sequence[str], subjects: Sequence[str]) -> int:
    """How many lines of `texts` print `code` as a request's status (naming a subject, if any)."""
    return lines_printing(code, _status(code), texts, subjects)


def _statuses(texts: Sequence[str]) -> set[str]:
    return {m.group("code") for text in texts for m in _ANY_STATUS.finditer(text)}


@lru_cache(maxsize=256)
def _status(code: str) -> re.Pattern[str]:
    return re.compile(_PRINTED.format(code=code), re.IGNORECASE)


#: A status as an access log or a structured log prints it.
_PRINTED = r'(?:HTTP/\d(?:\.\d)?"\s+|(?<![A-Za-z])status(?:_code)?"?\s*[=:]\s*"?)(?P<code>{code})(?!\d)'
_ANY_STATUS = compiled(_PRINTED.format(code=_CODE), re.IGNORECASE)
