"""Two entities, or an entity and an outcome, a claim pairs while its evidence's lines never do.

`用户 test9 从 173.234.31.186 登录失败` citing an sshd log whose lines are `Invalid user test9 from
52.80.34.196` and `Failed password for invalid user webmaster from 173.234.31.186`: the user, the
address and the failure are all the output's, so nothing was missing or contradicted, but the
claim put one attempt's user on another's address. In a claim's clause naming exactly two
entities of different kinds (a user, an address, a host, a service, a path, a code;
gatekeeper.rules.support.evidence.rows.entity_kind), the lines of the cited outputs (the
excerpts when none) contradict the pair when no line names both while a line of each names
another entity of the other's kind. So for an entity and an outcome (`用户 webmaster 登录成功`,
`fztu failed to log in`): the entity's lines naming an outcome name only the other one
(gatekeeper.rules.support.text.outcomes' failure or success).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.rows import entity_kind, lines_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.outcomes import named

#: The set of `outcomes` a login, a call or a job ends in: (failure, success).
_OUTCOME = 1


def pair_unsupported(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    """(the claim's pair, [what each one's lines pair it with]) for the first pair of entities,
    or of an entity and an outcome, the claim's lines never pair (see the module docstring)."""
    seen: set[tuple[int, int]] = set()
    for anchor in anchors:
        if entity_kind(anchor) is None:
            continue
        low, high = clause_around(claim, anchor.start, anchor.end)
        if (low, high) in seen:
            continue
        seen.add((low, high))
        entities = list({(_kind(a), a.value): a for a in anchors
                         if low <= a.start and a.end <= high and _kind(a)}.values())
        if len(entities) > 2:
            continue
        found = _paired(claim, entities, texts, anchors_of) if len(entities) == 2 else None
        releases = {a.value for a in anchors if a.kind == "version" and low <= a.start < high}
        for entity in entities if found is None else ():
            found = _outcome(claim, entity, low, high, releases, texts, anchors_of)
            if found is not None:
                break
        if found is not None:
            return found
    return None


def _paired(claim: str, entities: list[Anchor], texts: Sequence[str],
            anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    one, other = sorted(entities, key=lambda a: a.start)
    kinds = _kind(one), _kind(other)
    if kinds[0] == kinds[1]:
        return None
    lines = [(line, anchors_of(line)) for line in lines_of(texts)]
    ones = [(line, found) for line, found in lines if _names(found, one)]
    others = [(line, found) for line, found in lines if _names(found, other)]
    if not ones or not others or any(_names(found, other) for _, found in ones):
        return None
    partner = _partner(ones, kinds[1])
    partner_of_other = _partner(others, kinds[0])
    if partner is None or partner_of_other is None:
        return None
    return Anchor(one.kind, one.value, one.raw, one.start, other.end), [
        f"{partner[0]} for {one.raw} ({clipped(partner[1].strip(), 90)!r}), "
        f"{partner_of_other[0]} for {other.raw} ({clipped(partner_of_other[1].strip(), 90)!r})"]


def _outcome(claim: str, entity: Anchor, low: int, high: int, releases: set[str], texts: Sequence[str],
             anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """The entity's lines (of the release the clause writes, when some are: `pay-svc-1.6.7 部署成功`
    is of that release's row, not of `pay-svc-1.6.2`'s `failed`) naming only another outcome."""
    said = {group for (which, group) in named(claim[low:high], claim=True) if which == _OUTCOME}
    if len(said) != 1:
        return None
    lines = [line for line in lines_of(texts) if _names(anchors_of(line), entity)]
    released = [line for line in lines if releases
                and any(a.kind == "version" and a.value in releases for a in anchors_of(line))]
    theirs = [(line, {group for (which, group) in named(line) if which == _OUTCOME})
              for line in released or lines]
    outcomes = [(line, groups) for line, groups in theirs if groups]
    if not outcomes or any(said & groups for _, groups in outcomes):
        return None
    line = outcomes[0][0]
    # the entity, spanning its clause: an outcome its excerpts contradict already is not
    # reported again (`claims`)
    return Anchor(entity.kind, entity.value, entity.raw, low, high), [
        f"{'failure' if 0 in outcomes[0][1] else 'success'} for {entity.raw} "
        f"({clipped(line.strip(), 100)!r})"]


def _kind(anchor: Anchor) -> str | None:
    """An entity's kind, a user's name that reads as a code (`test9`) a user's."""
    kind = entity_kind(anchor)
    return "user" if kind == "code" else kind


def _names(found: Sequence[Anchor], entity: Anchor) -> bool:
    return any(a.value == entity.value and _kind(a) == _kind(entity) for a in found)


def _partner(lines: list[tuple[str, Sequence[Anchor]]], kind: str | None) -> tuple[str, str] | None:
    """(the first entity of `kind` the lines name, its line)."""
    return next(((a.raw, line) for line, found in lines for a in found if _kind(a) == kind), None)
