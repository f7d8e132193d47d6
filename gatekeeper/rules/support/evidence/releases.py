"""A release a claim says a deploy or a rollback went to, while the lines of that event name
others.

`order-svc 回滚到 v2.14.0` citing a deploy output whose lines are `deploy order-svc v2.14.0
finished` and `rollback order-svc to v2.13.9 finished`: the release is the output's (the deploy's),
nothing was missing, and the Verifier reads that the bad release is still live. The claim's
event is a deploy or a rollback of the bilingual glossary (gatekeeper.rules.support.text.glossary)
with the release it went to written right after its word of target (`回滚到`, `回退至`, `rolled
back to`, `发布了`, `升级到`, `deployed`, `rolled out`, `upgraded to`), one release in the clause.
The lines of the cited outputs (the excerpts when none) stating that event, naming the clause's
services or hosts when it names any, contradict it when they name releases and none is the
claim's. Unsure says nothing: a release rolled back rather than to (`回滚了 v2.14.0`), one planned
or advised (`计划升级到`, `should be rolled back to`), lines of the event naming no release.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.rows import lines_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.glossary import states
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled

#: (the glossary event, the words saying the release it went to, right before the release).
_TARGETS = (
    ("回滚", compiled(r"(?:回滚|回退)(?:到|至)\s*(?:了\s*)?(?:版本\s*)?\Z|(?<![A-Za-z])(?:rolled\s+back|"
                    r"rollback|roll\s+back|reverted)\s+(?:[\w\-]+\s+)?to\s+(?:version\s+)?\Z",
                    re.IGNORECASE)),
    ("发布", compiled(r"(?:发布|上线|部署)(?:了|的)?\s*(?:版本\s*)?\Z|升级(?:到|至)\s*(?:版本\s*)?\Z"
                    r"|(?<![A-Za-z])(?:deployed|rolled\s+out|released|upgraded\s+to|deploy\s+of)\s+"
                    r"(?:version\s+)?\Z", re.IGNORECASE)),
)
_REACH = 40  # how far before a release its words of target may start
#: A release planned or advised, not one a deploy went to (`计划升级到`, `should be rolled back to`;
#: `将` alone is `把`: `已将 order-svc 回滚到`).
_PLANNED = compiled(r"计划|将要|即将|准备|建议|拟|需要|应该?|可以|打算|待|(?<![A-Za-z])(?:will|should|"
                    r"plan(?:s|ned)?|recommend(?:s|ed)?|needs?\s+to|to\s+be|must|could|may|might)"
                    r"(?![A-Za-z])", re.IGNORECASE)


def release_misplaced(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(the claim's event and release, [the releases the event's lines name]) for the first
    release a deploy or rollback of the claim went to that its lines do not name (see the
    module docstring); None when there is none."""
    for release in (a for a in anchors if a.kind == "version"):
        low, high = clause_around(claim, release.start, release.end)
        if sum(1 for a in anchors if a.kind == "version" and low <= a.start < high) > 1:
            continue
        before = claim[max(low, release.start - _REACH):release.start]
        for key, target in _TARGETS:
            word = target.search(before)
            if word is None:
                continue
            if _PLANNED.search(claim, low, release.start):
                break
            subjects = [compact(a.raw) for a in anchors if a.kind in SUBJECTS
                        and low <= a.start and a.end <= high]
            named = _releases(key, subjects, texts, anchors_of)
            if named and release.value not in named:
                start = release.start - len(before) + word.start()
                written = claim[start:release.end]
                return Anchor("state", written.lower(), written, start, release.end), [
                    f"{key} {', '.join(named[value][0] for value in named)} "
                    f"({clipped(next(iter(named.values()))[1].strip(), 100)!r})"]
            break
    return None


def _releases(key: str, subjects: Sequence[str], texts: Sequence[str],
              anchors_of: Callable[[str], Sequence[Anchor]]) -> dict[str, tuple[str, str]]:
    """release -> (as written, the line) of the releases the lines stating `key` (of
    `subjects`, any when none) name."""
    found: dict[str, tuple[str, str]] = {}
    for line in lines_of(texts):
        if not states(key, line):
            continue
        folded = compact(line)
        if subjects and not any(who in folded for who in subjects):
            continue
        for a in anchors_of(line):
            if a.kind == "version":
                found.setdefault(a.value, (a.raw, line))
    return found
