"""Every login of an address or an account said to fail, while sshd logged one of them accepted.

`来自 183.62.140.253 的登录全部失败` citing sshd's log, where that address's `Failed password` lines
are followed by its `Accepted password for root from 183.62.140.253`: every word is the output's
and `失败` is printed, so nothing was missing or contradicted, and the Verifier reads a blocked
brute force where it got in. A clause naming one address or account and saying every login of
it failed (`登录全部失败`, `登录都失败了`, `all logins from X failed`, `every login attempt ...
failed`) is contradicted by an `Accepted <method> for <user> from <address>` line naming it.
Unsure says nothing: a clause naming two subjects or none, `not all`, a time the clause names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME

_ALL_FAILED = compiled(r"(?:登录|登陆)(?:尝试)?\s*(?:全部|都|均|全都)(?:已经?)?\s*失败"
                       r"|(?<![A-Za-z])(?:all|every)\s+(?:the\s+)?(?:ssh\s+)?log(?:in|on)s?(?:\s+attempts?)?"
                       r"(?![A-Za-z])(?:(?!\.\s|[;,，。；]).){0,60}?(?<![A-Za-z])failed(?![A-Za-z])",
                       re.IGNORECASE)
_NOT_ALL = compiled(r"并非|不是|(?<![A-Za-z])not(?![A-Za-z])", re.IGNORECASE)
_ACCEPTED = compiled(r"Accepted \S+ for (?P<user>\S+) from (?P<address>\d{1,3}(?:\.\d{1,3}){3})(?!\d)")


def login_failures_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the accepted login's line]) for the first subject every login of
    which the claim says failed while sshd accepted one (see the module docstring)."""
    del anchors_of  # the lines are read as printed
    for said in _ALL_FAILED.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        subjects = {a.value for a in anchors if low <= a.start < high and a.kind in ("ip", "user")}
        if len(subjects) != 1 or _NOT_ALL.search(claim, low, said.start()) or OTHER_TIME.search(
                claim, low, high):
            continue
        (subject,) = subjects
        for text in dict.fromkeys(texts):
            for accepted in _ACCEPTED.finditer(text):
                if subject in (accepted.group("address"), accepted.group("user").lower()):
                    line = text[text.rfind("\n", 0, accepted.start()) + 1:].split("\n", 1)[0]
                    return Anchor("state", said.group().lower(), claim[low:high].strip(), low, high), [
                        repr(clipped(line.strip(), 100))]
    return None
