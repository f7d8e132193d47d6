"""A count a claim gives one kind of apt's packages (upgraded, newly installed, removed, not
upgraded) that apt's summary line gives another.

    2 upgraded, 0 newly installed, 1 to remove and 17 not upgraded.

`有 17 个软件包被升级` (17 are not upgraded) and `1 个软件包新安装` (the one to remove) passed: every
number is the line's, and the last two counts were no fields. A clause writing one count and one
kind's words (`升级`, `upgraded`; `新安装`, `newly installed`; `删除`, `卸载`, `removed`; `未升级`,
`not upgraded`, `held back`) gives that kind the count: another count than the line's
contradicts it. Unsure says nothing: two counts or kinds in a clause, a bound or an
approximation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import count_said_otherwise
from gatekeeper.rules.support.text.patterns import compiled

SUMMARY = " newly installed, "  # what the reading needs (tool_outputs gates on it)
_LINE = compiled(r"(?P<upgraded>\d+) upgraded, (?P<installed>\d+) newly installed, (?P<removed>\d+) to remove"
                 r" and (?P<kept>\d+) not upgraded")
_KINDS = {"upgraded": compiled(r"(?<!未)(?<!不)(?<!没)(?<!没有)升级"
                               r"|(?<![A-Za-z])(?<!not )(?<!not be )(?i:upgraded)(?![A-Za-z])"),
          "installed": compiled(r"新安装|(?<![A-Za-z])(?i:newly\s+installed|installed)(?![A-Za-z])"),
          "removed": compiled(r"删除|移除|卸载|(?<![A-Za-z])(?i:removed|to\s+remove)(?![A-Za-z])"),
          "kept": compiled(r"未升级|没有?升级|不升级|(?<![A-Za-z])(?i:not\s+(?:be\s+)?upgraded|held\s+back"
                           r"|kept\s+back)(?![A-Za-z])")}


@lru_cache(maxsize=64)
def apt_counts(text: str) -> dict[str, int]:
    """The counts of apt's last summary line in `text`, by kind."""
    lines = list(_LINE.finditer(text))
    return {kind: int(count) for kind, count in lines[-1].groupdict().items()} if lines else {}


def apt_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the count the claim writes, [the summary]) for the first count the claim gives a kind of
    packages otherwise than apt's summary (see the module docstring)."""
    del anchors, anchors_of  # the line is read as printed
    counts = sole_reading(texts, (SUMMARY,), apt_counts)
    if not counts:
        return None
    said = count_said_otherwise(claim, _KINDS, counts)
    if said is None:
        return None
    return said, [f"{counts['upgraded']} upgraded, {counts['installed']} newly installed, "
                  f"{counts['removed']} to remove and {counts['kept']} not upgraded"]
