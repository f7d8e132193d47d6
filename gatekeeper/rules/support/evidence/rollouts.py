"""Whether a claim says a Kubernetes rollout finished, or how many replicas it made available,
against what `kubectl rollout status` printed.

`payment-svc 的滚动发布已完成，3 个副本均已可用` citing `Waiting for deployment "payment-svc" rollout
to finish: 1 of 3 updated replicas are available...`: the name and both numbers are the output's
and `完成` is no anchor, so nothing was missing or contradicted. A rollout is finished when its
workload's last line is `deployment "payment-svc" successfully rolled out`; a `Waiting for ...`
line (replicas updated or available, old ones pending termination) or `exceeded its progress
deadline` says it was not. A clause naming the workload (its name whole, or none when the cited
lines roll out one workload) and a rollout (`滚动发布`, `发布`, `升级`, `rollout`, `rolled out`):
- saying it finished (`已完成`, `发布成功`, `successfully rolled out`, `is complete`) is denied
  by a workload never printed rolled out;
- saying it did not (`未完成`, `仍在进行`, `卡住`, `超时`, `失败`, `not complete`, `stuck`) by
  one whose last line says it was rolled out.
A clause counting replicas available or updated (`仅 1 个副本可用`, `2 of 3 replicas updated`)
or saying all are (`均已可用`, `all replicas are available`) is denied by a workload whose lines
never count so many (all of them, once it was rolled out). Unsure says nothing: a clause naming
two workloads, or none of several; a count of something else.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_WORKLOAD = r"(?:deployment|daemon set|statefulset)(?:\.apps)?\s+\"(?P<name>[\w.\-]+)\""
_WAITING = compiled(rf"Waiting for {_WORKLOAD} rollout to finish: (?:(?P<count>\d+) (?:of|out of) "
                    r"(?P<total>\d+) (?:updated|new) (?:replicas|pods) (?:are (?P<available>available)|have "
                    r"been updated)|\d+ old replicas are pending termination)")
_DONE = compiled(rf"{_WORKLOAD} successfully rolled out")
_STALLED = compiled(rf"{_WORKLOAD} exceeded its progress deadline")
#: A rollout named: what a clause must write before its finish or counts are read.
_ROLLOUT = compiled(r"滚动|发布|上线|升级|部署|副本|(?<![A-Za-z])(?:roll(?:ed)?[ -]?out|rollout|replicas?|"
                    r"deploy(?:ed|ment)?)(?![A-Za-z])", re.IGNORECASE)
_DOING = r"(?:滚动(?:发布|更新|升级)?|发布|上线|升级|部署)"
#: Not finished first (`未完成` holds `完成`), then finished; a failure only of the rollout's
#: own (`发布失败`, not `发布后请求失败`).
_NOT_DONE = compiled(rf"(?:未|没有|没|尚未|还没有?)\s*(?:全部)?完成|仍在(?:进行|滚动|发布|更新)|进行中|卡住|"
                     rf"超过.{{0,6}}期限|{_DOING}(?:已|也)?(?:失败|超时)|(?<![A-Za-z])(?:not\s+(?:yet\s+)?"
                     r"(?:complete[d]?|finished|done|rolled\s+out)|still\s+(?:in\s+progress|rolling|waiting)|"
                     r"in\s+progress|stuck|stalled|rollout\s+(?:has\s+|had\s+)?(?:failed|timed\s+out)|"
                     r"failed\s+to\s+roll\s+out|exceeded)(?![A-Za-z])", re.IGNORECASE)
_DONE_SAID = compiled(rf"完成|{_DOING}(?:已经?)?成功|成功(?:完成|发布|上线|升级|部署)"
                      r"|(?<![A-Za-z])(?:complete[d]?|finished|done|succeeded|successfully|rolled\s+out)"
                      r"(?![A-Za-z])", re.IGNORECASE)
#: A count of replicas available or updated (`仅 1 个副本可用`, `2 of 3 replicas updated`).
_COUNTED = compiled(r"(?<![\d.])(?P<count>\d+)(?:\s*(?:/|of|out of)\s*(?P<total>\d+))?\s*(?:个)?\s*(?:新的?)?"
                    r"\s*(?:副本|实例|pods?|(?:new\s+|updated\s+)?replicas?)"
                    r"(?:\s*(?:已经?|都|均|全部|are|have\s+been))*"
                    r"\s*(?P<word>可用|available|更新|updated)", re.IGNORECASE)
_ALL = compiled(r"(?:全部|所有|均已?|都已?)\s*(?:副本)?\s*(?:已经?)?\s*(?P<word>可用|更新)"
                r"|(?<![A-Za-z])all\s+"
                r"(?:\d+\s+)?(?:the\s+)?(?:new\s+|updated\s+)?replicas\b[^,;.]{0,40}?\b(?:are|have\s+been)\s+"
                r"(?P<en>available|updated)", re.IGNORECASE)


class Rollout(NamedTuple):
    name: str
    done: bool  # its last line says it was rolled out
    available: frozenset[int]  # the counts its lines print, of its total
    updated: frozenset[int]
    total: int | None
    line: str  # its last line


def rollout_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the workload's last line]) for the first finish or count of a
    rollout its status lines deny (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    if _ROLLOUT.search(claim) is None or not any("rollout" in text or "rolled out" in text
                                                 or "progress deadline" in text for text in texts):
        return None
    rollouts = rollouts_of(texts)
    if not rollouts:
        return None
    for said in _ROLLOUT.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        clause = claim[low:high]
        named = [r for r in rollouts if name_pattern(r.name).search(clause)]
        if len(named) > 1 or (not named and len(rollouts) > 1):
            continue
        rollout = named[0] if named else rollouts[0]
        denied = _denied(clause, rollout)
        if denied is not None:
            start, end = low + denied[0], low + denied[1]
            return Anchor("state", claim[start:end], claim[start:end], start, end), [
                f"{rollout.name}'s rollout: {clipped(rollout.line.strip(), 100)!r}"]
    return None


def _denied(clause: str, rollout: Rollout) -> tuple[int, int] | None:
    """Where the clause says what the rollout's lines deny, if it does."""
    for count in _COUNTED.finditer(clause):
        held = rollout.available if count.group("word").lower() in ("可用", "available") else rollout.updated
        number = int(count.group("count"))
        if number not in held and not (rollout.done and number == rollout.total):
            return count.span()
    every = _ALL.search(clause)
    if every is not None and not rollout.done and rollout.total not in (
            rollout.available if (every.group("word") or every.group("en")).lower() in ("可用", "available")
            else rollout.updated):
        return every.span()
    not_done = _NOT_DONE.search(clause)
    if not_done is not None:
        return not_done.span() if rollout.done else None
    done = _DONE_SAID.search(clause)
    return done.span() if done is not None and not rollout.done else None


@lru_cache(maxsize=64)
def _status_lines(text: str) -> tuple[re.Match[str], ...]:
    """The rollout status lines of `text` (read once: every claim citing it asks)."""
    return tuple(said for line in text.splitlines()
                 if (said := _WAITING.search(line) or _DONE.search(line) or _STALLED.search(line)))


def rollouts_of(texts: Sequence[str]) -> list[Rollout]:
    """Each workload's rollout as the texts print it, in the order first named."""
    lines: dict[str, list[re.Match[str]]] = {}
    for text in dict.fromkeys(texts):
        for said in _status_lines(text):
            lines.setdefault(said.group("name"), []).append(said)
    rollouts = []
    for name, found in lines.items():
        waiting = [m for m in found if m.re is _WAITING and m.group("count")]
        totals = {int(m.group("total")) for m in waiting}
        rollouts.append(Rollout(
            name, found[-1].re is _DONE,
            frozenset(int(m.group("count")) for m in waiting if m.group("available")),
            frozenset(int(m.group("count")) for m in waiting if not m.group("available")),
            totals.pop() if len(totals) == 1 else None, found[-1].string))
    return rollouts
