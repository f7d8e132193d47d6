"""A duration a claim gives an HTTP response's header that the headers print for another.

    Retry-After: 120
    Cache-Control: public, max-age=3600
    Age: 1234

`缓存时间为 1234 秒` (the Age's): the number is the output's (read in seconds:
text/anchors/header_seconds.py), so nothing was missing or contradicted. A clause naming one
header printed (`缓存时间`, `缓存有效期`, `max-age`, `cached for`; `已缓存`, `seconds old`, `Age`; `重试`,
`retry after`; `keep-alive`) and writing one duration in seconds gives that header that duration:
another than the header's, rounded as written, contradicts it. Unsure says nothing: two headers or
durations in a clause, a bound, a change or an approximation, a header printed twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.header_seconds import WORDS, header_seconds
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

#: A header's words, by the header as read (`s-maxage` is said as `max-age` is).
_NAMED = {"max-age": compiled(r"缓存时间|缓存有效期|缓存时长|(?<![\w-])(?i:s-)?(?i:max-?age)(?![\w-])"
                              r"|(?i:cached\s+for|be\s+cached)"),
          "age": compiled(r"已缓存|(?<![\w-])(?i:age)(?![\w-])|(?i:seconds?\s+old)"),
          "retry-after": compiled(r"重试|(?i:retry[- ]after)"),
          "keep-alive timeout": compiled(r"(?i:keep-alive)")}
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)[ \t]*(?:秒|(?i:seconds?|secs?|s)(?![A-Za-z]))")


@lru_cache(maxsize=64)
def headers_in_seconds(text: str) -> dict[str, str]:
    """Each header's seconds as printed (`s-maxage` as `max-age`; none printed twice)."""
    return printed_once(("max-age" if header == "s-maxage" else header, seconds)
                        for header, seconds, _ in header_seconds(text))


def header_seconds_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                                anchors_of: Callable[[str], Sequence[Anchor]]
                                ) -> tuple[Anchor, list[str]] | None:
    """(the duration the claim writes, [the header]) for the first duration the claim gives a header
    otherwise than the response (see the module docstring)."""
    del anchors, anchors_of  # the headers are read as printed
    printed = sole_reading(texts, WORDS, headers_in_seconds)
    if not printed:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        named = [header for header, words in _NAMED.items()
                 if header in printed and words.search(claim, low, high)]
        if len(named) == 1 and not rounded_to(Decimal(printed[named[0]]), said["n"]):
            return said_number(claim, said), [f"{named[0]} {printed[named[0]]} seconds"]
    return None
