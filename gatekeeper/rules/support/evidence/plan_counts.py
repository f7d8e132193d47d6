"""How many resources a claim says Terraform plans or did add, change and destroy, against the
plan's or the apply's summary line.

`terraform 计划销毁 2 个资源` citing `Plan: 2 to add, 1 to change, 3 to destroy.`: the 2 is the
output's (the resources to add), so nothing was missing or contradicted, but the plan destroys 3.
A clause writing a count right next to a word of one action (`销毁 3 个`, `3 个资源将被删除`,
`destroy 3 resources`, `3 to destroy`, `3 destroyed`) is read against that action's count in the
summary (`Plan: ...`, `Apply complete! Resources: 2 added, 1 changed, 3 destroyed.`; `No changes.`
counts none); another number contradicts it. Unsure says nothing: a bound (`超过 2 个`), two
summaries that disagree, a count of something else between them (`3 个模块`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled

_SUMMARY = compiled(
    r"Plan:\s*(?P<add>\d+) to add, (?P<change>\d+) to change, (?P<destroy>\d+) to destroy"
    r"|Resources:\s*(?P<added>\d+) added, (?P<changed>\d+) changed, (?P<destroyed>\d+) destroyed"
    r"|(?P<none>No changes\.)")
_ACTIONS = {
    "add": r"新增|新建|创建|添加|(?<![A-Za-z])(?:add(?:s|ed)?|creat(?:e|es|ed))(?![A-Za-z])",
    "change": r"修改|变更|更新|(?<![A-Za-z])(?:chang(?:e|es|ed)|updat(?:e|es|ed)|modif(?:y|ies|ied))"
              r"(?![A-Za-z])",
    "destroy": r"销毁|删除|移除|(?<![A-Za-z])(?:destroy(?:s|ed)?|delet(?:e|es|ed)|remov(?:e|es|ed))"
               r"(?![A-Za-z])",
}
_THINGS = r"(?:个|项)?\s*(?:资源|resources?)?"
#: ... after the count: resources, or nothing else counted (`销毁 3 个 pod` counts pods)
_THINGS_AFTER = r"\s*(?:个|项)?\s*(?:资源|resources?|[,，、。;；.)）]|$|(?:and|和|及|以及)(?![A-Za-z]))"
_COUNTED = {
    action: compiled(
        # the count after the word (`销毁 3 个资源`, `destroy 3 resources`), or before it (`3 个资源将
        # 被销毁`, `3 to destroy`, `3 destroyed`)
        rf"(?:{word})\s*(?:了|掉)?\s*(?P<after>\d+)(?![\d.%])(?={_THINGS_AFTER})"
        rf"|(?<![\d.])(?P<before>\d+)\s*{_THINGS}\s*(?:将|会|已)?\s*(?:被)?\s*"
        rf"(?:to\s+be\s+|to\s+|were\s+|will\s+be\s+)?(?:{word})")
    for action, word in _ACTIONS.items()
}


def plan_count_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]
                            ) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [the summary's]) for the first count of an action the claim gives
    that the summary does not (see the module docstring)."""
    del anchors, anchors_of  # the summary is read as printed
    summaries = {m.group(): _counts(m) for text in dict.fromkeys(texts)
                 if "Plan:" in text or "Resources:" in text or "No changes." in text
                 for m in _SUMMARY.finditer(text)}
    if len({tuple(sorted(counts.items())) for counts in summaries.values()}) != 1:
        return None  # none, or two that disagree: which one the claim reads is unsure
    (line, counts), = summaries.items()
    for action, counted in _COUNTED.items():
        for m in counted.finditer(claim):
            said = int(m.group("after") or m.group("before"))
            low, high = clause_around(claim, m.start(), m.end())
            if said == counts[action] or BOUND.search(claim, low, high):
                continue
            start, end = m.span("after") if m.group("after") else m.span("before")
            return Anchor("number", str(said), claim[start:end], start, end), [
                f"{counts[action]} to {action} ({clipped(line, 80)!r})"]
    return None


def _counts(summary: re.Match[str]) -> dict[str, int]:
    if summary.group("none"):
        return dict.fromkeys(_ACTIONS, 0)
    return {action: int(summary.group(action) or summary.group(done))
            for action, done in (("add", "added"), ("change", "changed"), ("destroy", "destroyed"))}
