"""A count of responses by status a claim gives a load test's tally of them.

    Status code distribution:                                     hey
      [200]	19800 responses
      [503]	153 responses
    Status Codes  [code:count]                 200:9847  503:153  vegeta

`有 19800 个 503 响应` (the 200s' count) is a value of the output, so nothing was missing or
contradicted. Each status's count is read from the tally; a claim's count of responses of a
status (as evidence/status_counts.py reads it: `有 153 个 503 响应`, `153 responses were 503`) is
contradicted by another count of that status. Unsure says nothing: a status the tally does not
list, a tally printed twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.evidence.status_counts import counts_by_status
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.vegeta_report import status_pairs
from gatekeeper.rules.support.text.patterns import compiled

_HEY = compiled(r"^[ \t]*\[(?P<code>[1-5]\d\d)\][ \t]+(?P<n>\d+) responses[ \t]*$", re.MULTILINE)


@lru_cache(maxsize=64)
def tallies(text: str) -> dict[str, int]:
    """Each status's count of responses, from hey's distribution or vegeta's pairs."""
    found = {m["code"]: int(m["n"]) for m in _HEY.finditer(text)}
    found.update((m["code"], int(m["n"])) for m in status_pairs(text))
    return found


def tally_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [the status's tally]) for the first count of responses by status the
    claim gives otherwise than the tally (see the module docstring)."""
    del anchors, anchors_of  # the tallies are read as printed
    counted = sole_reading(texts, (" responses", "[code:count]"), tallies)
    if not counted:
        return None
    for start, code, n in counts_by_status(claim):
        if code in counted and n != counted[code]:
            end = start + len(str(n))
            return Anchor("number", str(n), claim[start:end], start, end), [
                f"{code}: {counted[code]} responses"]
    return None
