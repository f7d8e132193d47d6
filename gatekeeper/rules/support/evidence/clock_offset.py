"""Which way a claim says a clock is off, against the way `chronyc tracking` prints it.

`系统时间比 NTP 快 0.81 秒` citing `chronyc tracking`, whose `System time : 0.812345678 seconds slow
of NTP time`: the offset is the output's, and no anchor reads `slow`, so nothing was missing or
contradicted, but the clock is behind. A clause naming the clock or its offset (`系统时间`, `时钟`,
`偏移`, `clock`, `system time`, `offset`; not the frequency, `频率`, `ppm`) and one way (`快`, `超前`,
`ahead`, `fast`; `慢`, `落后`, `behind`, `slow`) is read against `System time`'s; a clause naming
the frequency against `Frequency`'s. Unsure says nothing: both ways in a clause, a negator before
the way, another time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME

_TRACKING = compiled(r"^(?P<what>System time|Frequency)\s*:\s*[\d.]+ (?:seconds|ppm) (?P<way>slow|fast)",
                     re.MULTILINE)
_CLOCK = compiled(r"系统时间|系统时钟|时钟|时间偏移|偏移"
                  r"|(?<![A-Za-z])(?i:clock|system\s+time|offset)(?![A-Za-z])")
_FREQUENCY = compiled(r"频率|(?<![A-Za-z])(?i:frequency|ppm)(?![A-Za-z])")
_WAY = compiled(r"(?P<fast>快了?|超前|提前|(?<![A-Za-z])(?i:ahead|fast)(?![A-Za-z]))"
                r"|(?P<slow>慢了?|落后|滞后|(?<![A-Za-z])(?i:behind|slow)(?![A-Za-z]))")
_NEGATOR = compiled(r"[不未没非]\s*\Z|(?<![A-Za-z])(?i:not|never)\s+\Z")


@lru_cache(maxsize=64)
def _tracked(text: str) -> dict[str, tuple[str, str]]:
    """`System time` and `Frequency` -> (`slow` or `fast`, the line)."""
    return {m.group("what"): (m.group("way"), line_around(text, m.start()))
            for m in _TRACKING.finditer(text)}


def clock_way_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(the claim's way, [the line]) for the first way the claim gives the clock or its
    frequency that `chronyc tracking` prints the other way (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    tracked = sole_reading(texts, (" of NTP time", " ppm "), _tracked)
    if tracked is None:
        return None
    for said in _WAY.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        ways = {m.lastgroup for m in _WAY.finditer(claim, low, high)}
        what = "Frequency" if _FREQUENCY.search(claim, low, high) else \
            "System time" if _CLOCK.search(claim, low, high) else None
        if what not in tracked or len(ways) != 1 or OTHER_TIME.search(claim, low, high) \
                or _NEGATOR.search(claim, low, said.start()):
            continue
        way, line = tracked[what]
        if said.lastgroup != way:
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                repr(line.strip())]
    return None
