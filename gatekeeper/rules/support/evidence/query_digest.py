"""A call count or a share of the response time a claim gives a query that pt-query-digest's profile
prints otherwise.

    # Rank Query ID                     Response time  Calls  R/Call V/M   Item
    # ==== ============================ ============== ====== ====== ===== ========
    #    1 0xABCDEF1234567890ABCDEF12345 1234.5678 65.2%   5678 0.2174  0.12 SELECT orders
    #    2 0x1234567890ABCDEF1234567890A  456.7890 24.1%  12345 0.0370  0.05 UPDATE inventory

`UPDATE inventory 被调用 5678 次` (SELECT orders' calls): every value is the profile's, so nothing was
missing or contradicted; its rows start with `#` and were read as no table. Each row is read with
its item (`SELECT orders`). A clause naming one item and writing one count of calls (`被调用 N 次`,
`执行了 N 次`, `called N times`, `N calls`) or one share (`65.2%`) gives that query its calls or its
share of the response time: another than its row's, rounded as written, contradicts it. Unsure
says nothing: two items or values in a clause, a bound, a change or an approximation, an item
printed twice.
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

_ROW = compiled(r"^#[ \t]+\d+[ \t]+0x[0-9A-F]+[ \t]+\d+(?:\.\d+)?[ \t]+(?P<share>\d+(?:\.\d+)?)%[ \t]+"
                r"(?P<calls>\d+)[ \t]+\d+(?:\.\d+)?[ \t]+\d+(?:\.\d+)?[ \t]+(?P<item>\S[^\n]*?)[ \t]*$",
                re.MULTILINE)
#: A count of calls or a share, as a claim writes it.
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?:(?P<share>[ \t]*%)"
                 r"|(?P<calls>[ \t]*(?:次|(?i:times|calls?)(?![A-Za-z]))))")


@lru_cache(maxsize=64)
def profiled(text: str) -> dict[str, dict[str, str]]:
    """Each item's calls and share of the response time (none printed twice)."""
    return printed_once((m["item"], {"calls": m["calls"], "share": m["share"]}) for m in _ROW.finditer(text))


def digest_value_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                              anchors_of: Callable[[str], Sequence[Anchor]]
                              ) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the item's row]) for the first count or share the claim gives a
    query otherwise than its row (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows = sole_reading(texts, ("0x",), profiled)
    if not rows:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        named = [item for item in rows if name_pattern(item).search(claim, low, high)]
        if len(named) != 1:
            continue
        kind = "share" if said["share"] else "calls"
        own = rows[named[0]][kind]
        if not rounded_to(Decimal(own), said["n"]):
            return said_number(claim, said), [f"{named[0]} {kind} {own}{'%' if kind == 'share' else ''}"]
    return None
