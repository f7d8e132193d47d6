"""The state a claim gives a neighbour (an ARP or NDP entry) that `ip neigh` prints otherwise.

    10.0.0.1 dev eth0 lladdr aa:bb:cc:dd:ee:01 REACHABLE
    10.0.0.7 dev eth0  FAILED
    10.0.0.9 dev eth0 lladdr aa:bb:cc:dd:ee:09 STALE

`10.0.0.7 可达` and `10.0.0.1 的邻居状态为 FAILED`: the address and the state are the output's, so
nothing was missing or contradicted. Each address' entry gives its state. A clause naming one
address and saying one state (`可达`, `reachable`; `不可达`, `unreachable`, `解析失败`, `FAILED`,
`INCOMPLETE`; `过期`, `stale`, `STALE`) contradicts an entry whose state it does not hold: an
address said reachable is no failed entry's, one said unreachable no entry's but a failed or
incomplete one, a stale one a stale, delayed or probed one's. Unsure says nothing: two addresses or
states in a clause, an address printed twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import printed_once
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_ENTRY = compiled(r"^(?P<address>[\d.]+|[0-9a-fA-F:]*:[0-9a-fA-F:]+) dev \S+(?: lladdr \S+)?(?: router)?"
                  r"[ \t]+(?P<state>REACHABLE|STALE|DELAY|PROBE|FAILED|INCOMPLETE|PERMANENT|NOARP)[ \t]*$",
                  re.MULTILINE)
#: The states a claim says, and the printed states each holds of. A negator is in the words.
_SAID = {"unreachable": r"不可达|无法到达|解析失败|(?<![A-Za-z])(?i:unreachable)(?![A-Za-z])"
                        r"|FAILED|INCOMPLETE",
         "reachable": r"(?<![不无])可达|(?<![A-Za-z])(?i:reachable)(?![A-Za-z])|REACHABLE",
         "stale": r"过期|(?<![A-Za-z])(?i:stale)(?![A-Za-z])"}
_KINDS = {kind: compiled(words) for kind, words in _SAID.items()}
_HOLDS = {"unreachable": {"FAILED", "INCOMPLETE"}, "stale": {"STALE", "DELAY", "PROBE"},
          "reachable": {"REACHABLE", "STALE", "DELAY", "PROBE", "PERMANENT"}}


@lru_cache(maxsize=64)
def neighbours(text: str) -> dict[str, str]:
    """Each address' state (an address printed twice is left out)."""
    return printed_once((m["address"], m["state"]) for m in _ENTRY.finditer(text))


def neighbour_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]
                           ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the address' entry]) for the first state the claim gives an address
    that its entry does not hold (see the module docstring)."""
    del anchors, anchors_of  # the entries are read as printed
    entries = {address: state for text in dict.fromkeys(texts) for address, state in neighbours(text).items()}
    for kind, said, low, high in sole_kinds(claim, _KINDS, NO_NEGATOR) if entries else ():
        named = [a for a in entries if name_pattern(a, ".:", ".:").search(claim, low, high)]
        if len(named) == 1 and entries[named[0]] not in _HOLDS[kind]:
            return Anchor("state", kind, said.group(), *said.span()), [f"{named[0]} {entries[named[0]]}"]
    return None
