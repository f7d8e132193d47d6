"""A state of two a claim gives one named thing that the lines printing it all deny: an endpoint
healthy or not (`endpoint_health`), a mount read-only or read-write (`mounts`); or that one line
denies of a state given to every thing."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import EVERY, NOT_ALL, clause_around


class Fact(NamedTuple):
    key: str  # the thing (an endpoint, a mount point)
    names: tuple[re.Pattern[str], ...]  # how a claim writes it
    state: bool  # the first state (healthy, read-only), or the other
    line: str  # the line printing it


def state_denied(claim: str, facts: Sequence[Fact], first: re.Pattern[str], other: re.Pattern[str]
                 ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the thing's line]) for the first clause naming one thing and one
    state (`first`'s words, or `other`'s: matched first, they may hold `first`'s: `不健康`) that
    its facts all deny, or naming none and giving the state to every thing (`所有`, `都`, `all`)
    that one fact denies. Unsure says nothing: a clause naming two things, or both states, or
    `并非所有`, `not all`."""
    denied = [m.span() for m in other.finditer(claim)]
    for said in (*other.finditer(claim), *first.finditer(claim)):
        state = not any(low <= said.start() < high for low, high in denied)
        low, high = clause_around(claim, said.start(), said.end())
        clause = claim[low:high]
        if other.search(clause) and first.search(other.sub("", clause)):
            continue  # both states: unsure (a change told, two things)
        named = {fact.key for fact in facts if any(name.search(clause) for name in fact.names)}
        if not named and EVERY.search(clause) and not NOT_ALL.search(clause):
            # every thing (`所有节点都健康`, `all endpoints are healthy`): one in the other state denies it
            against = next((fact for fact in facts if fact.state != state), None)
            if against is not None:
                return Anchor("state", said.group(), clause.strip(), low, high), [
                    f"{clipped(against.line.strip(), 100)!r}"]
            continue
        if len(named) != 1:
            continue
        if {fact.state for fact in facts if fact.key in named} == {not state}:
            line = next(fact.line for fact in facts if fact.key in named)
            return Anchor("state", said.group(), clause.strip(), low, high), [
                f"{clipped(line.strip(), 100)!r}"]
    return None


def denied_in(claim: str, texts: Sequence[str], facts_of: Callable[[str], Sequence[Fact]],
              first: re.Pattern[str], other: re.Pattern[str]) -> tuple[Anchor, list[str]] | None:
    """`state_denied` against the facts each of `texts` prints (`facts_of`, read once per text),
    for a claim writing a word of either state."""
    if first.search(claim) is None and other.search(claim) is None:
        return None
    facts = [fact for text in dict.fromkeys(texts) for fact in facts_of(text)]
    return state_denied(claim, facts, first, other) if facts else None
