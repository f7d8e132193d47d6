"""How far a claim says a branch is ahead of or behind its upstream, against `git status`.

    Your branch is ahead of 'origin/main' by 3 commits.
    Your branch is behind 'origin/main' by 2 commits, and can be fast-forwarded.
    Your branch and 'origin/main' have diverged,
    and have 1 and 2 different commits each, respectively.
    Your branch is up to date with 'origin/main'.

`本地分支领先 origin/main 5 个提交` over `ahead of 'origin/main' by 3 commits` only warned (a count
found nowhere), and `落后 3 个提交` passed. The status gives how many commits the branch is ahead
and how many behind (none the way it does not print). A clause saying one way (`领先`, `超前`,
`ahead`; `落后`, `behind`) with one count of commits (`3 个提交`, `3 commits`) contradicts another
count that way. Unsure says nothing: both ways in a clause, a bound, a change or an
approximation, two statuses that differ.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled

_ONE_WAY = compiled(r"Your branch is (?P<way>ahead of|behind) '[^'\n]+' by (?P<n>\d+) commits?")
_DIVERGED = compiled(r"Your branch and '[^'\n]+' have diverged,\s+and have (?P<ahead>\d+) and (?P<behind>\d+)"
                     r" different commits? each")
_UP_TO_DATE = compiled(r"Your branch is up to date with '")
_WAYS = {"ahead": compiled(r"领先|超前|(?<![A-Za-z])(?i:ahead)(?![A-Za-z])"),
         "behind": compiled(r"落后|(?<![A-Za-z])(?i:behind)(?![A-Za-z])")}
#: A count of commits a clause writes.
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+)\s*(?:个\s*)?(?:提交|(?i:commits?)(?![A-Za-z]))")


@lru_cache(maxsize=64)
def branch_lead(text: str) -> tuple[tuple[str, int], ...]:
    """How many commits the branch is ahead and behind, as its status prints them."""
    if (one := _ONE_WAY.search(text)) is not None:
        ahead = one["way"] == "ahead of"
        return ("ahead", int(one["n"]) if ahead else 0), ("behind", 0 if ahead else int(one["n"]))
    if (both := _DIVERGED.search(text)) is not None:
        return ("ahead", int(both["ahead"])), ("behind", int(both["behind"]))
    return (("ahead", 0), ("behind", 0)) if _UP_TO_DATE.search(text) else ()


def lead_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the count the claim writes, [the status' counts]) for the first count of commits the claim
    says the branch is ahead or behind that its status does not print (see the module docstring)."""
    del anchors, anchors_of  # the status is read as printed
    lead = sole_reading(texts, ("Your branch",), branch_lead)
    if not lead:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        ways = [way for way, words in _WAYS.items() if words.search(claim, low, high)]
        if len(ways) == 1 and dict(lead)[ways[0]] != int(said["n"]):
            return said_number(claim, said), [", ".join(f"{way} {count}" for way, count in lead)]
    return None

