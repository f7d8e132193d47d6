"""A count or size a claim gives one of `rsync --stats`' statistics that it prints for another.

    Number of files: 12,431 (reg: 11,802, dir: 629)
    Number of created files: 57 (reg: 57)
    Number of regular files transferred: 213
    Total file size: 4.21G bytes
    Total transferred file size: 318.44M bytes

`共传输了 57 个普通文件` (the files created), `目录数为 11,802` (the regular files) and `总传输文件
大小为 4.21G` (all files') passed: every value is the output's, and the lines were no fields
(five words, a group after the value, a unit after the size). A clause writes a statistic by its
words (files `文件`, `files`; regular `普通`, `regular`; directories `目录`, `dir`; created `新建`,
`创建`, `created`; deleted `删除`, `deleted`; transferred `传输`, `transferred`; a size `大小`,
`size`), the most specific it names (`传输了 213 个普通文件`: the regular files transferred); a
count other than the statistic's, a size in its unit that is no rounding of it, or another
statistic's size as printed, contradicts it. Unsure
says nothing: two values in a clause, statistics named alike, a bound or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

PRINTED = ("Number of ", "file size: ")  # the labels the reading needs (tool_outputs gates on them)
_COUNTED = "(?P<value>\\d+(?:,\\d{3})*)"
_SIZED = r"(?P<value>\d[\d,]*(?:\.\d+)?[KMGT]?) bytes"
#: Each statistic: its line, and the words a claim names it by (keys of `_WORDS`).
_STATISTICS = {
    "files": (rf"^Number of files: {_COUNTED}", {"file"}),
    "regular": (rf"^Number of files: [\d,]+ \(reg: {_COUNTED}", {"file", "regular"}),
    "dirs": (rf"^Number of files: [\d,]+ \((?:reg: [\d,]+, )?dir: {_COUNTED}", {"dir"}),
    "created": (rf"^Number of created files: {_COUNTED}", {"file", "created"}),
    "deleted": (rf"^Number of deleted files: {_COUNTED}", {"file", "deleted"}),
    "transferred": (rf"^Number of regular files transferred: {_COUNTED}", {"file", "transferred"}),
    "size": (rf"^Total file size: {_SIZED}", {"size"}),
    "transferred size": (rf"^Total transferred file size: {_SIZED}", {"size", "transferred"}),
}
_LINES = {name: compiled(line, re.MULTILINE) for name, (line, _) in _STATISTICS.items()}
_WORDS = {"file": compiled(r"文件|(?<![A-Za-z])(?i:files?)(?![A-Za-z])"),
          "regular": compiled(r"普通|常规|(?<![A-Za-z])(?i:regular)(?![A-Za-z])"),
          "dir": compiled(r"目录|(?<![A-Za-z])(?i:dirs?|director(?:y|ies))(?![A-Za-z])"),
          "created": compiled(r"新建|创建|(?<![A-Za-z])(?i:created|new)(?![A-Za-z])"),
          "deleted": compiled(r"删除|(?<![A-Za-z])(?i:deleted)(?![A-Za-z])"),
          "transferred": compiled(r"传输|(?<![A-Za-z])(?i:transferred|transfer)(?![A-Za-z])"),
          "size": compiled(r"大小|容量|(?<![A-Za-z])(?i:size)(?![A-Za-z])")}
_VALUE = compiled(r"(?<![A-Za-z0-9_.,])\d[\d,]*(?:\.\d+)?(?:\s*[KMGT](?:i?B)?(?![A-Za-z]))?")


@lru_cache(maxsize=64)
def rsync_stats(text: str) -> dict[str, str]:
    """The statistics `text` prints, by name, as printed (`12,431`, `4.21G`)."""
    return {name: found["value"] for name, line in _LINES.items() if (found := line.search(text))}


def rsync_stat_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the statistic it names]) for the first value the claim gives
    a statistic otherwise (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    stats = sole_reading(texts, PRINTED, rsync_stats)
    if not stats:
        return None
    for said in _VALUE.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        if len(_VALUE.findall(claim, low, high)) > 1 or any(
                words.search(claim, low, high) for words in (APPROX, BOUND, CHANGE)):
            continue
        written = {key for key, words in _WORDS.items() if words.search(claim, low, high)}
        named = [name for name, (_, keys) in _STATISTICS.items() if name in stats and keys <= written]
        named = [name for name in named
                 if not any(_STATISTICS[name][1] < _STATISTICS[other][1] for other in named)]
        if len(named) > 1:  # `传输了 213 个普通文件`: which regular files the other says
            named = [name for name in named if name != "regular"]
        sized = "size" in written
        named = [name for name in named if ("size" in _STATISTICS[name][1]) == sized]
        if len(named) != 1 or (_agrees(said.group(), stats[named[0]], sized) and not any(
                _number(said.group()) == _number(value) for name, value in stats.items()
                if name != named[0] and ("size" in name) == sized and value != stats[named[0]])):
            continue  # (another statistic's size as printed is no other unit's rounding)
        start, end = said.span()
        return Anchor("number", said.group(), claim[start:end], start, end), [f"{named[0]} {stats[named[0]]}"]
    return None


def _agrees(said: str, printed: str, sized: bool) -> bool:
    """Whether a claim's value is the printed one: a count as many, a size the same or rounded in
    the same unit (`4.2G` of `4.21G`), or in another."""
    mine, theirs = _number(said), _number(printed)
    if not sized:
        return mine[0] == theirs[0] and not mine[1]
    # (another unit is unsure: rsync's `-h` scales by 1000, `-hh` by 1024)
    return mine[1] != theirs[1] or rounded_to(theirs[0], f"{mine[0]}")


def _number(value: str) -> tuple[Decimal, str]:
    """(the number, its unit's letter) of `4.21G`, `318.44 MB`, `12,431`."""
    digits = value.replace(",", "").rstrip("iBb").rstrip()
    unit = digits[-1] if digits[-1:].isalpha() else ""
    return Decimal(digits.removesuffix(unit).strip()), unit.upper()
