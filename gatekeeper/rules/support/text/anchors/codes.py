"""Whether a number is an HTTP status or an error code, by the words around it: `HTTP 503`,
`POST /api/pay 504 5003ms`, `返回 502 错误`; `错误码：1205`, `exit status 139`, docker's `Exited
(137)`, systemd's `(code=exited, status=203/EXEC)` (docs/anchors.md, Kinds)."""

from __future__ import annotations

import re
from functools import lru_cache

from gatekeeper.rules.support.text.patterns import compiled


def code_kind(digits: str, folded: str, start: int, end: int, before: str) -> str | None:
    """`http_status` or `error_code` for the plain number `digits` at `folded[start:end]`, the
    text `before` it; None for a value."""
    if len(digits) == 3 and 100 <= int(digits) <= 599 and (
        _HTTP_BEFORE_RE.search(before) or _HTTP_AFTER_RE.match(folded, end)
        or _after_request(folded, start)
    ) and not _EXIT_BEFORE_RE.search(before):
        return "http_status"
    if _may_end_with_code_word(before) and _ERRCODE_BEFORE_RE.search(before):
        return "error_code"
    return None


_HTTP_BEFORE_RE = compiled(
    r"(?:(?<![A-Za-z0-9_])(?:(?i:https?)(?:/[\d.]+)?[\"']?|(?i:status)(?:[ _]?(?i:code))?)"
    r"|状态码|响应码|返回码|响应状态码?|(?i:http)\s*状态码?|返回(?:了|的是)?|报)(?:为|是)?\s*[:=]?\s*\Z",
    re.ASCII,
)
# An access log's request, then its status: `POST /api/pay 504 5003ms` (the path may hold numbers).
_METHODS = frozenset({"GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"})
_REQUEST_CONTEXT = 240


def _after_request(folded: str, start: int) -> bool:
    """Whether the number at `start` follows an HTTP method and a path (`POST /api/pay 504`), or
    a path and a verb of answering (`/api/pay returned 503`): words split off the text before
    it, no regex scanning back over it."""
    head = folded[max(0, start - _REQUEST_CONTEXT):start]
    if not head[-1:].isspace():
        return False
    words = head.split()
    if len(words) >= 2 and words[-1].lower() in _STATUS_VERBS:  # `/api/pay returned 503`
        return words[-2].startswith("/")
    return len(words) >= 2 and words[-1].startswith("/") and words[-2] in _METHODS


#: Words between a request's path and its status in a claim (`GET /api/pay returned 503`).
_STATUS_VERBS = frozenset({"returned", "returns", "returning", "got", "gets", "responded", "answered"})
_HTTP_AFTER_RE = compiled(
    r"\s*(?:(?:Service Unavailable|Internal Server Error|Bad Gateway|Gateway Time-?out|Not Found|"
    r"Forbidden|Unauthori[sz]ed|Bad Request|Too Many Requests|Conflict|Request Timeout|"
    r"Method Not Allowed|Not Implemented|Moved Permanently|Found|Not Modified|No Content|"
    r"Created|Accepted|OK)(?![A-Za-z])|错误|(?i:error)(?![A-Za-z]))",
    re.ASCII,
)
_ERRCODE_BEFORE_RE = compiled(
    r"(?:(?<![A-Za-z0-9_])(?i:err(?:or)?[ _]?code|errno|err|code|exit[ _]status)"
    r"|(?:错误码|错误代码|错误号|退出码|退出代码|退出状态码?)(?:为|是)?)\s*[:=]?\s*\Z"
    r"|(?<![A-Za-z0-9_])(?i:exited)\s*\(\Z"  # docker's `Exited (137) 5 minutes ago`
    r"|code=exited,\s*status=\Z",  # systemd's `(code=exited, status=1/FAILURE)`
    re.ASCII,
)
#: A process's exit status is no HTTP status (`exit status 139`, `exit code 137`): a code.
_EXIT_BEFORE_RE = compiled(r"(?<![A-Za-z])exit[ _]?(?:status|code)\s*[:=]?\s*\Z|code=exited,\s*status=\Z",
                           re.IGNORECASE)
_ASCII_SPACE = " \t\n\r\f\v"  # `\s` under re.ASCII


def _may_end_with_code_word(before: str) -> bool:
    """Whether `_ERRCODE_BEFORE_RE` can match: its words end in one of these characters, then
    spaces, one `:` or `=`, spaces (a cheap test settling most numbers without the search)."""
    tail = before.rstrip(_ASCII_SPACE)
    if tail[-1:] in (":", "="):
        tail = tail[:-1].rstrip(_ASCII_SPACE)
    return tail[-1:] in ("e", "E", "o", "O", "r", "R", "s", "S", "码", "号", "态", "为", "是", "(")


#: A tally of statuses (`awk '{print $9}' access.log | sort | uniq -c`): a count, then a status
#: alone on its line. Two lines or more, each status a registered one (and nginx's 499), or the
#: numbers are counts of something else.
_TALLY_LINE = compiled(r"^[ \t]*\d+[ \t]+(?P<status>[1-5]\d\d)[ \t]*$", re.MULTILINE)
_REGISTERED = frozenset({*range(100, 104), *range(200, 209), 226, *range(300, 309), *range(400, 419),
                         *range(421, 427), 428, 429, 431, 451, 499, *range(500, 509), 510, 511})


@lru_cache(maxsize=256)  # claim after claim cites the same output
def tally_lines(text: str) -> tuple[tuple[str, str, int], ...]:
    """(the line, its status, where the status starts) of each line of `text`'s tally of
    statuses, if it prints one (see `_TALLY_LINE`)."""
    lines = list(_TALLY_LINE.finditer(text))
    if len(lines) < 2 or not all(int(m.group("status")) in _REGISTERED for m in lines):
        return ()
    return tuple((m.group(), m.group("status"), m.start("status")) for m in lines)


def tallied_statuses(folded: str) -> set[int]:
    """Where `folded` prints a status in a tally of statuses."""
    return {at for _, _, at in tally_lines(folded)}
