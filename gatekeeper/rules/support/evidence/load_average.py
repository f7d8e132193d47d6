"""Which way a claim says the load moves, against the three load averages `uptime` and `top` print.

`负载在下降` citing `load average: 5.21, 3.80, 1.95`: no value is written, so nothing was missing
or contradicted, but the 1-minute average above the 15-minute one is a load rising. A clause
naming the load (`负载`, `load`) and one direction (text/trends.py's words: `上升`, `下降`,
`rising`, `dropping`) is read against the line's averages: the 1-minute one above the 15-minute
one rises, below it falls. Unsure says nothing: both directions or a negator in the clause, a time
the clause names (`10:00 之前`, `since the restart`), averages printed on several lines (hosts,
times), the two equal.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME
from gatekeeper.rules.support.text.trends import DIRECTION

#: `load average: 5.21, 3.80, 1.95` (`uptime`, `top`, `w`), `load averages: 5.21 3.80 1.95` (BSD).
_AVERAGES = compiled(r"load averages?:\s*(?P<one>\d+(?:\.\d+)?),?\s+\d+(?:\.\d+)?,?\s+"
                     r"(?P<fifteen>\d+(?:\.\d+)?)")
_LOAD = compiled(r"负载|(?<![A-Za-z])(?i:load)(?![A-Za-z])")
_WAY = compiled(r"(?<![A-Za-z])(?:" + "|".join(sorted(map(re.escape, DIRECTION), key=len, reverse=True))
                + r")(?![A-Za-z])", re.IGNORECASE)
_NEGATOR = compiled(r"[不未没非]|(?<![A-Za-z])(?i:not|no|never|n't)(?![A-Za-z])")


def load_way_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the averages' line]) for the first direction the claim gives the
    load that the cited averages move the other way (see the module docstring)."""
    del anchors, anchors_of  # the averages are read as printed
    printed = [m for text in dict.fromkeys(texts) for m in _AVERAGES.finditer(text)]
    if len(printed) != 1:
        return None
    one, fifteen = (Decimal(printed[0].group(name)) for name in ("one", "fifteen"))
    if one == fifteen:
        return None
    way = "up" if one > fifteen else "down"
    for said in _WAY.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        ways = {DIRECTION[m.group().lower()] for m in _WAY.finditer(claim, low, high)}
        if (not _LOAD.search(claim, low, high) or len(ways) != 1 or OTHER_TIME.search(claim, low, high)
                or _NEGATOR.search(claim, low, high)):
            continue
        if ways != {way}:
            line = line_around(printed[0].string, printed[0].start())
            return Anchor("state", said.group().lower(), claim[low:high].strip(), low, high), [
                repr(line.strip())]
    return None
