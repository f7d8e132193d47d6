"""A duration a claim gives a command that Redis' `SLOWLOG GET` prints for another entry.

    1) 1) (integer) 14
       2) (integer) 1733040000
       3) (integer) 52340
       4) 1) "KEYS"
          2) "user:*"

`HGETALL 耗时 52340 微秒` (the KEYS entry's): the duration is the output's (read in microseconds:
text/anchors/redis_slowlog.py), so nothing was missing or contradicted. Each entry is read with its
command. A clause naming one command printed (in one entry) and writing one duration (`52340 微秒`,
`52ms`, `52 毫秒`, `52340 microseconds`) gives that entry's duration: another than its own, rounded
as written, contradicts it. Unsure says nothing: two commands or durations in a clause, a bound, a
change or an approximation, a command of two entries.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

_ENTRY = compiled(r"^[ \t]*(?:\d+\)[ \t]+)?1\)[ \t]+\(integer\)[ \t]+\d+[ \t]*\n"
                  r"[ \t]*2\)[ \t]+\(integer\)[ \t]+\d+[ \t]*\n"
                  r"[ \t]*3\)[ \t]+\(integer\)[ \t]+(?P<micros>\d+)[ \t]*\n"
                  r"[ \t]*4\)[ \t]+1\)[ \t]+\"(?P<command>[A-Za-z][\w.|\-]*)\"", re.MULTILINE)
#: A duration as a claim writes it: (its number, its unit's microseconds).
_SAID = compiled(r"(?<![A-Za-z0-9_.:])(?P<n>\d+(?:\.\d+)?)[ \t]*(?:(?P<us>微秒|(?i:us|μs|microseconds?))"
                 r"|(?P<ms>毫秒|(?i:ms|milliseconds?))|(?P<s>秒|(?i:s|secs?|seconds?)))(?![A-Za-z])")
_MICROS = {"us": Decimal(1), "ms": Decimal(1000), "s": Decimal(1_000_000)}


@lru_cache(maxsize=64)
def slow_entries(text: str) -> dict[str, int]:
    """Each command's duration in microseconds (none of two entries)."""
    return printed_once((m["command"].upper(), int(m["micros"])) for m in _ENTRY.finditer(text))


def slowlog_duration_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                                  anchors_of: Callable[[str], Sequence[Anchor]]
                                  ) -> tuple[Anchor, list[str]] | None:
    """(the duration the claim writes, [the command's entry]) for the first duration the claim gives
    a command otherwise than its entry (see the module docstring)."""
    del anchors, anchors_of  # the entries are read as printed
    listed = sole_reading(texts, ("(integer)",), slow_entries)
    if not listed:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        named = [command for command in listed if name_pattern(command).search(claim, low, high)]
        if len(named) != 1:
            continue
        unit = next(unit for unit in _MICROS if said[unit])
        own = Decimal(listed[named[0]]) / _MICROS[unit]
        if not rounded_to(own, said["n"]):
            return said_number(claim, said), [f"{named[0]} ran {listed[named[0]]} microseconds"]
    return None
