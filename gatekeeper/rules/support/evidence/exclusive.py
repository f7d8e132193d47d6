"""A claim saying only one service (or host) had an error that its evidence shows on another.

`仅 order-svc 出现 java.net.SocketTimeoutException，payment-svc 正常` citing order-svc's line of
an output whose other line prints the same exception for payment-svc: every anchor is the
output's and the cited line is order-svc's, so nothing contradicted it, but the claim rules out
the other service, and a diagnosis stops looking there. The claim's subject is tied to its
event as `attributed` ties them (`仅 order-svc 出现 X`, `only order-svc threw X`), with a word of
exclusion right before the subject (`仅`, `只有`, `唯有`, `only`; not `不仅`, `not only`) or between
the event and it (`X 仅出现在 order-svc`, `X was logged only by order-svc`). A line of the cited
outputs (the excerpts when none) that writes the event and names a service (host) of the claim's
kind, none of them the claim's nor an instance of it (`order-svc-7d9f`), contradicts it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import (
    EVENTS,
    SUBJECTS,
    event_needle,
    printers,
    related,
    tied,
)
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled

#: A word of exclusion: before the subject (`仅 order-svc`), or between the event and it.
_ONLY = compiled(r"(?<![不非])(?:仅有|仅|只有|只|唯有|唯)(?![读要是])"
                 r"|(?<![A-Za-z])(?<!not\s)only(?![A-Za-z])", re.IGNORECASE)
_BEFORE_SUBJECT = compiled(r"(?:(?<![不非])(?:仅有|仅|只有|只|唯有)|(?<![A-Za-z])(?<!not\s)only"
                           r"(?:\s+the)?)\s*\Z", re.IGNORECASE)


def only_one(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
             anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of exclusion and subject, [another subject a line of `texts` has
    raise the event, and the line]) for the first event the claim says only its subject had;
    None when there is none (see the module docstring)."""
    if _ONLY.search(claim) is None:
        return None
    events = [a for a in anchors if a.kind in EVENTS]
    if not events:
        return None
    # a daemon the output prints as a line's component (`locationd` of `locationd[82]:`) too
    subjects = [a for a in anchors if a.kind in SUBJECTS] + printers(claim, anchors, texts)
    for event in events:
        for subject in subjects:
            words = _excluding(claim, subject, event, anchors)
            if words is None:
                continue
            other = _another(subject, event, texts, anchors_of)
            if other is not None:
                start, end = words
                written = claim[start:end]
                return Anchor("state", written.lower(), written, start, end), [other]
    return None


def _excluding(claim: str, subject: Anchor, event: Anchor,
               anchors: Sequence[Anchor]) -> tuple[int, int] | None:
    """Where the claim writes that only `subject` had `event` (its word of exclusion to its
    subject), if it does."""
    low, high = clause_around(claim, min(subject.start, event.start), max(subject.end, event.end))
    if not (low <= subject.start and subject.end <= high and low <= event.start
            and event.end <= high):
        return None
    before = _BEFORE_SUBJECT.search(claim, low, subject.start)
    if before is not None and subject.end <= event.start and tied(claim, subject, event, anchors):
        return before.start(), subject.end
    if event.end <= subject.start:
        only = _ONLY.search(claim, event.end, subject.start)
        if only is not None:  # `X 仅出现在 order-svc`: tied as `X 出现在 order-svc` is
            blanked = claim[:only.start()] + " " * (only.end() - only.start()) + claim[only.end():]
            if tied(blanked, subject, event, anchors):
                return event.start, subject.end
    return None


def _another(subject: Anchor, event: Anchor, texts: Sequence[str],
             anchors_of: Callable[[str], Sequence[Anchor]]) -> str | None:
    """Another subject of `subject`'s kind that a line of `texts` writing `event` names (and
    the line), the line naming neither `subject` nor an instance of it."""
    who, needle = compact(subject.raw), event_needle(event)
    for text in dict.fromkeys(texts):
        for line in text.split("\n"):
            if needle not in (folded := compact(line)) or who in folded:
                continue
            named = [a.raw for a in anchors_of(line) if a.kind == subject.kind]
            if named and not related(who, named):
                return (f"{' / '.join(dict.fromkeys(named))} for {event.raw} "
                        f"({clipped(line.strip(), 100)!r})")
    return None
