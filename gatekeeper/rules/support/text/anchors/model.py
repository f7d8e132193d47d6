"""The anchor value type and the building blocks every anchor pattern shares (ASCII word
boundaries that work next to CJK, the CJK ranges)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from typing import NamedTuple


class Anchor(NamedTuple):
    kind: str
    value: str
    raw: str
    start: int
    end: int
    metric: str | None = None
    unit: str | None = None
    # a number written with its next place open ("+": 两百多), about ("~": 约), as a bound
    # (">": 超过 90%, 上百, "<": 低于 10%), or several of a power ("*": 数十, 几百)
    approx: str | None = None
    # a count its measure word follows (`重启了7次`): exact, no decimal rounds to it
    counted: bool = False


def words(spaced: str) -> frozenset[str]:
    return frozenset(spaced.split())


NB = r"(?<![A-Za-z0-9_])"  # ASCII "word start" (works next to CJK)
NA = r"(?![A-Za-z0-9_])"  # ASCII "word end"
CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"


def is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def overlapping(start: int, end: int, anchors: list[Anchor], ends: list[int]) -> Anchor | None:
    """The first of the sorted, disjoint *anchors* overlapping [start, end), if any."""
    i = bisect_right(ends, start)
    return anchors[i] if i < len(anchors) and anchors[i].start < end else None




def replacing(anchors: list[Anchor], found: list[Anchor]) -> list[Anchor]:
    """`anchors` (sorted, disjoint) with `found` (disjoint) in place of those overlapping them."""
    if not found:
        return anchors
    spans = [(a.start, a.end) for a in found]
    kept = [a for a in anchors if not any(a.start < e and s < a.end for s, e in spans)]
    return sorted(kept + found, key=lambda a: a.start)


def outside(anchors: list[Anchor], spans: Iterable[tuple[int, int]]) -> list[Anchor]:
    """`anchors` without those starting inside one of `spans` (what a check has held)."""
    spans = list(spans)
    return [a for a in anchors if not any(start <= a.start < end for start, end in spans)]
