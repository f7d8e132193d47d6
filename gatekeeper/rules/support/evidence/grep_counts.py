"""A count a claim gives what a `grep -c` echoed in its evidence counted otherwise.

`有 200 个线程处于 BLOCKED 状态` citing `$ jstack 2231 | grep -c 'Thread.State: BLOCKED'` and its `37`,
then `grep -c 'Thread.State: RUNNABLE'` and its `200`: the number is the output's (another grep's),
so nothing was missing or contradicted. A command echoed (`$ ...`) with a `grep` counting its
matches (`-c`, `--count`, or a pipe into `wc -l`), followed by a line holding one number, counts
its pattern's last word (`BLOCKED`, `ERROR`, `timeout`). A clause writing one such word, of one
grep (or of several counting alike), and one plain count (no unit, no bound: `超过`, `about`)
other than the grep's is contradicted. Unsure says nothing: two greps' words in the clause, a
number with a unit or a bound, another time (`之前`, `yesterday`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW

#: An echoed command counting a grep's matches, and the line after it holding one number.
_COUNTED = compiled(r"(?m)^[ \t]*[$#][ \t]*(?P<command>[^\n]*(?<![\w-])grep[ \t][^\n]*)\n"
                    r"[ \t]*(?P<count>\d+)[ \t]*$")
_COUNTING = compiled(r"(?<![\w-])grep(?:[ \t]+-[A-Za-z]*c[A-Za-z]*(?![\w-])|[^|\n]*--count(?![\w-]))"
                     r"|\|[ \t]*wc[ \t]+-l[ \t]*$")
#: The grep's pattern: quoted, or the first word after its options.
_PATTERN = compiled(r"(?<![\w-])grep(?:[ \t]+-{1,2}[A-Za-z-]+)*[ \t]+(?:(?P<q>['\"])(?P<quoted>.+?)(?P=q)"
                    r"|(?P<bare>[^\s'\"|]+))")
_WORD = compiled(r"[A-Za-z_]{3,}")


def grep_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [what the grep counted]) for the first count a clause gives a word a
    `grep -c` echoed in its evidence counted otherwise (see the module docstring)."""
    del anchors_of  # the counts are read as printed
    if not any(a.kind == "number" and a.unit is None for a in anchors):
        return None  # no count to compare: the texts are not scanned
    counted = [found for text in dict.fromkeys(texts) if "grep" in text for found in _counts(text)]
    if not counted:
        return None
    for value in anchors:
        plain = value.kind == "number" and value.unit is None and not value.approx
        if not plain or not value.raw.strip().isdigit():
            continue  # a plain count only
        low, high = clause_around(claim, value.start, value.end)
        if NOT_NOW.search(claim, low, high):
            continue
        clause = claim[low:high]
        words = {word for word, _, _ in counted
                 if re.search(rf"(?<![A-Za-z_]){re.escape(word)}(?![A-Za-z_])", clause, re.IGNORECASE)}
        numbers = [a for a in anchors if a.kind == "number" and low <= a.start < high]
        mine = [(count, line) for word, count, line in counted if word in words]
        if len(words) != 1 or len(numbers) != 1 or len({count for count, _ in mine}) != 1:
            continue
        count, line = mine[0]
        if int(value.value) != count:
            return value, [f"{count} ({clipped(line, 90)!r})"]
    return None


@lru_cache(maxsize=256)  # each claim citing an output asks again
def _counts(text: str) -> tuple[tuple[str, int, str], ...]:
    """(the counted word, lower-cased; the count; the command) of each grep count `text` echoes."""
    found = []
    for m in _COUNTED.finditer(text):
        command = m.group("command").strip()
        pattern = _PATTERN.search(command)
        if not _COUNTING.search(command) or pattern is None:
            continue
        words = _WORD.findall(pattern.group("quoted") or pattern.group("bare"))
        if words:
            found.append((words[-1].lower(), int(m.group("count")), command))
    return tuple(found)
