"""A count a claim gives one outcome of a pytest run that its summary line gives another.

    ============ 2 failed, 120 passed, 3 skipped in 12.34s ============

`有 3 个测试失败` (the skipped tests) and `125 个测试通过` passed: every number is the line's (or
its `collected 125 items`), and an item between rules of `=` was no field. A clause writing one
count and one outcome's words (`失败`, `没有通过`, `failed`; `通过`, `passed`; `跳过`, `skipped`; `错误`,
`errors`; `警告`, `warnings`; `预期失败`, `xfailed`; `意外通过`, `xpassed`; `取消选择`, `deselected`)
gives that outcome the count: a count other than the summary's (none
printed is 0) contradicts it. Unsure says nothing: two counts or outcomes in a clause, a negator,
a bound or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_BUT_RESULT, count_said_otherwise
from gatekeeper.rules.support.text.patterns import compiled

#: The end of the summary's time before its closing rule (`in 12.31s ===`, `in 612.04s (0:10:12) =`;
#: the rule is one `=` where the counts are long): what the reading needs (tool_outputs gates on it).
PRINTED = ("s =", ") =")
_LINE = compiled(r"^=+ (?P<items>\d+ [a-z]+(?:, \d+ [a-z]+)*) in \d+(?:\.\d+)?s(?: \([\d:]+\))? =+[ \t]*$",
                 re.MULTILINE)
_ITEM = compiled(r"(?P<n>\d+) (?P<outcome>[a-z]+)")
_OUTCOMES = {"failed": "failed", "passed": "passed", "skipped": "skipped", "error": "errors",
             "errors": "errors", "warning": "warnings", "warnings": "warnings", "xfailed": "xfailed",
             "xpassed": "xpassed", "deselected": "deselected", "rerun": "rerun"}
_KINDS = {"failed": compiled(r"(?<![未不没])(?<!预期)失败|没有通过|未通过|不通过"
                             r"|(?<![A-Za-z])(?i:failed|failing|failures?)(?![A-Za-z])"),
          "passed": compiled(r"(?<![未不没])(?<!没有)(?<!意外)通过"
                             r"|(?<![A-Za-z])(?i:passed|passing)(?![A-Za-z])"),
          "xfailed": compiled(r"预期失败|(?<![A-Za-z])(?i:xfail(?:ed)?)(?![A-Za-z])"),
          "xpassed": compiled(r"意外通过|(?<![A-Za-z])(?i:xpass(?:ed)?)(?![A-Za-z])"),
          "deselected": compiled(r"取消选择|未被选中|(?<![A-Za-z])(?i:deselected)(?![A-Za-z])"),
          "skipped": compiled(r"跳过|(?<![A-Za-z])(?i:skipped)(?![A-Za-z])"),
          "errors": compiled(r"错误|出错|(?<![A-Za-z])(?i:errors?)(?![A-Za-z])"),
          "warnings": compiled(r"警告|(?<![A-Za-z])(?i:warnings?)(?![A-Za-z])")}


@lru_cache(maxsize=64)
def run_summary(text: str) -> dict[str, int]:
    """The counts of the last pytest summary line in `text`, by outcome."""
    lines = list(_LINE.finditer(text))
    if not lines:
        return {}
    return {_OUTCOMES[m["outcome"]]: int(m["n"]) for m in _ITEM.finditer(lines[-1]["items"])
            if m["outcome"] in _OUTCOMES}


def run_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the count the claim writes, [the summary]) for the first count the claim gives an outcome
    otherwise than the run's summary (see the module docstring)."""
    del anchors, anchors_of  # the line is read as printed
    counts = sole_reading(texts, PRINTED, run_summary)
    if not counts:
        return None
    said = count_said_otherwise(claim, _KINDS, counts, NEGATOR_BUT_RESULT)
    if said is None:
        return None
    return said, [", ".join(f"{n} {name}" for name, n in counts.items())]
