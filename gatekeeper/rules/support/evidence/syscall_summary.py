"""A count, time or share a claim gives one system call that `strace -c` prints otherwise.

    % time     seconds  usecs/call     calls    errors syscall
    ------ ----------- ----------- --------- --------- ----------------
     62.35    0.412345          41     10023       512 futex
     10.02    0.066271         331       200        87 connect
    ------ ----------- ----------- --------- --------- ----------------
    100.00    0.661362                 32887       599 total

The summary's header is no table's (its names lower case, the row's name last), so every value
was the output's: `connect 失败了 512 次` (futex's errors) and `futex 调用了 10231 次` (another
call's) passed, and the faithful `futex 占用了 62.35% 的时间` named a value found nowhere (the
share prints no `%`). Each row (read by text/anchors/syscall_times.py) gives its call's share of
the time, seconds, microseconds per call, calls and errors (`total` the sums). A clause naming one
call (as printed, whole; no call named, a word of all: `total`'s) and writing one value gives it:
a percentage its share, a time per call (`每次`, `per call`, `usecs/call`) its microseconds,
another time its seconds, a count of errors (`失败`, `报错`, `错误`, `errors`,
`failed`) its errors, another count (`次`, `calls`, `调用`) its calls. Another than the row's,
rounded as written, contradicts it. Unsure says nothing: two calls or values in a clause, a bound,
a change, an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.syscall_times import syscall_rows
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

#: A value a clause writes, with what it is written in.
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?![\d.])\s*"
                 r"(?:(?P<share>%)|(?P<usecs>微秒|us|usecs?|μs)(?![A-Za-z])"
                 r"|(?P<seconds>秒|s|secs?|seconds?)(?![A-Za-z])|(?![A-Za-z0-9_%.]))")
_PER_CALL = compiled(r"每次|平均|(?<![A-Za-z])(?i:per\s+call|usecs/call|each\s+call)(?![A-Za-z])")
_TOTAL = compiled(r"总共|总计|合计|一共|(?<![A-Za-z])(?i:in\s+total|total)(?![A-Za-z])")
_ERRORS = compiled(r"失败|报错|错误|出错|(?<![A-Za-z])(?i:errors?|failed|failures?)(?![A-Za-z])")

def syscall_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the call's row]) for the first value the claim gives a system
    call otherwise than its row (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows = sole_reading(texts, ("usecs/call",), syscall_rows)
    if not rows:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        named = [name for name in rows if name_pattern(name, ignore_case=False).search(claim, low, high)] or [
            "total" for _ in _TOTAL.findall(claim, low, high)[:1] if "total" in rows]
        if len(named) != 1:
            continue
        column = _column(claim, low, high, said)
        printed = rows[named[0]].get(column, ("", 0))[0]
        if printed and not rounded_to(Decimal(printed), said["n"]):
            return said_number(claim, said), [
                f"{named[0]} {column} {printed}"]
    return None


def _column(claim: str, low: int, high: int, said: re.Match[str]) -> str:
    """Which of a row's values the clause gives `said`."""
    if said["share"]:
        return "share"
    if said["usecs"] or said["seconds"]:
        return "usecs" if said["usecs"] or _PER_CALL.search(claim, low, high) else "seconds"
    return "errors" if _ERRORS.search(claim, low, high) else "calls"
