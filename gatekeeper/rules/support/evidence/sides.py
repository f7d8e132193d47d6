"""A value a claim gives one side of a change its evidence writes on the other side.

`GC 后堆内存为 512M` citing `[GC pause (G1 Evacuation Pause) (young) 512M->128M(1024M), ...]`: the
value is the line's, so nothing was missing, but 512M is the heap before the collection. A
change is a line's `A -> B` (`->`, `→`, `=>`: `gatekeeper.rules.support.evidence.series`). A
claim's value is said of the after side when the clause before it writes `after X` or `X 后`/`X
之后` (of the before side: `before X`, `X 前`/`X 之前`), `X` being a word the change's line
writes (`GC`): the same event. It contradicts the lines when some change's other side is the
value and none's own side is. Unsure says nothing: both sides in the clause (`前后`, `分别`,
`respectively`), an `X` the line does not write, a value no change has, a value the claim moves
from one to another (`GC 后堆从 812M 降到 128M`: `series` reads the move).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.series import claimed_changes, same_value
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: `GC 后`, `GC 之后`, `after GC`, `after the GC` (`X` a word: ASCII, or one to four Chinese
#: characters); the side (`after` / `before`) and the event's word.
_ZH_SIDE = compiled(r"(?P<event>[A-Za-z][\w\-]*|[\u4e00-\u9fff]{1,4})\s*(?:之)?(?P<side>后|前)")
_EN_SIDE = compiled(r"(?<![A-Za-z])(?P<side>after|before)\s+(?:the\s+|a\s+)?(?P<event>[A-Za-z][\w\-]*)",
                    re.IGNORECASE)
_SIDES = {"后": "after", "前": "before", "after": "after", "before": "before"}
_ARROWS = ("->", "→", "=>")
_BOTH = compiled(r"前后|分别|(?<![A-Za-z])(?:respectively|before\s+and\s+after)(?![A-Za-z])", re.IGNORECASE)


def side_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                 anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the change whose other side it is]) for the first value the claim
    gives the side of a change its evidence writes on the other side (see the module
    docstring); None when there is none."""
    # each line writing a change, read once however many of the claim's values ask
    lines = [(line.lower(), line, _changes(line, anchors_of)) for text in dict.fromkeys(texts)
             for line in text.split("\n") if any(arrow in line for arrow in _ARROWS)]
    if not lines:
        return None
    # a value the claim moves from or to (`GC 后堆从 812M 降到 128M`) is its change's, no side's
    moved = {(a.start, a.end) for change in claimed_changes(claim, anchors) if change.before is not None
             for a in (change.before, change.after)}
    for value in anchors:
        if value.kind != "number" or (value.start, value.end) in moved:
            continue
        low = clause_around(claim, value.start, value.end)[0]
        if _BOTH.search(claim, low, value.start):
            continue  # `GC 前后分别为 512M 和 128M`: both sides
        sides = {(_SIDES[m.group("side").lower()], m.group("event").lower())
                 for pattern in (_ZH_SIDE, _EN_SIDE) for m in pattern.finditer(claim, low, value.start)}
        if len({side for side, _ in sides}) != 1:
            continue
        (side, _), *_ = sides
        # (the side the claim names, the other side, the change as written, its line)
        changes = [(after, before, written, line) if side == "after" else (before, after, written, line)
                   for lowered, line, moves in lines if any(event in lowered for _, event in sides)
                   for before, after, written in moves]
        if any(same_value(named, value) for named, _, _, _ in changes):
            continue
        other = next(((written, line) for _, unnamed, written, line in changes
                      if same_value(unnamed, value)), None)
        if other is not None:
            return value, [f"{other[0]} ({clipped(other[1].strip(), 80)!r}): {value.raw.strip()} is "
                           f"{'before' if side == 'after' else 'after'} it"]
    return None


def _changes(line: str, anchors_of: Callable[[str], Sequence[Anchor]]) -> list[tuple[Anchor, Anchor, str]]:
    """The line's changes from one value to another: (before, after, as written)."""
    return [(change.before, change.after, change.written)
            for change in claimed_changes(line, anchors_of(line)) if change.before is not None]
