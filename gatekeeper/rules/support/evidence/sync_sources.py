"""Which peer a clock follows, as a claim tells it, against the peer `ntpq -p` or `chronyc
sources` marks selected.

`当前同步源为 ntp2.example.com` citing ntpq's `*ntp1.example.com ...` and `+ntp2.example.com ...`:
both names are the output's, so nothing was missing or contradicted, but the clock follows ntp1.
A peer's row starts with its tally (ntpq's `*`, chronyc's `^*`: the peer the clock follows); a
clause naming the source (`同步源`, `时间源`, `同步到`, `synced to`, `sync source`, `system peer`)
and one printed peer (its name whole, or the name's first label: `ntp2`) is denied when another
peer is the selected one. Unsure says nothing: two peers in the clause, a negation, no peer or
several selected.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A peer's row: ntpq's (tally, remote, refid, stratum, type), chronyc's (mode, state, name, stratum).
_NTPQ = compiled(r"^(?P<state>[*+\-x.#o ])(?P<name>[A-Za-z0-9][\w.\-:]*)[ \t]+\S+[ \t]+\d+[ \t]+[a-z][ \t]",
                 re.MULTILINE)
_CHRONY = compiled(r"^[\^=#](?P<state>[*+\-?x~])[ \t]+(?P<name>[\w.\-:]+)[ \t]+\d+[ \t]+\d+[ \t]+\d+",
                   re.MULTILINE)
_SOURCE = compiled(r"同步源|时间源|(?<!层)时钟源|同步到|同步于|同步自"
                   r"|(?<![A-Za-z])(?:sync(?:hroni[sz]ed|ed|ing)?\s+(?:to|with|from)|sync\s+source|system\s+peer|time\s+source|selected\s+source)"
                   r"(?![A-Za-z])", re.IGNORECASE)
_NOT = compiled(r"不是|并非|而非|没有|未|不|(?<![A-Za-z])(?:not|never|no)(?![A-Za-z])|n't", re.IGNORECASE)


def sync_source_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the selected peer's row]) for the first source the claim names that
    the printed tallies deny (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    peers = [peer for text in dict.fromkeys(texts) for peer in _peers(text)]
    selected = [(name, line) for name, chosen, line in peers if chosen]
    if len(selected) != 1:
        return None
    for said in _SOURCE.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        names = [name for name, _, _ in peers]
        named = {name for name in names if any(pattern.search(claim, low, high)
                                               for pattern in _patterns(name, names))}
        if len(named) != 1 or _NOT.search(claim, low, high):
            continue
        if named != {selected[0][0]}:
            return (Anchor("state", next(iter(named)), claim[low:high].strip(), low, high),
                    [f"the selected peer is {selected[0][0]} ({clipped(selected[0][1].strip(), 80)!r})"])
    return None


@lru_cache(maxsize=64)
def _peers(text: str) -> tuple[tuple[str, bool, str], ...]:
    """(name, whether selected, row) of each peer `text` prints."""
    rows = sorted([*_NTPQ.finditer(text), *_CHRONY.finditer(text)], key=lambda row: row.start())
    ends = [text.find("\n", row.start()) % (len(text) + 1) for row in rows]  # -1: the text's end
    return tuple((row.group("name"), row.group("state") == "*", text[row.start():end])
                 for row, end in zip(rows, ends, strict=True))


def _patterns(name: str, names: Sequence[str]) -> list[re.Pattern[str]]:
    """The ways a claim names a peer: whole, or by its first label when no other peer's is it."""
    label = name.split(".")[0]
    unique = "." in name and len(label) >= 3 and sum(other.split(".")[0] == label for other in names) == 1
    whole = name_pattern(name, before="-.", after="-.")
    return [whole, name_pattern(label, after="-")] if unique else [whole]
