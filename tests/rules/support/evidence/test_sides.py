"""A value a claim gives one side of a change its evidence writes on the other
(gatekeeper.rules.support.evidence.sides)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.sides import side_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

G1 = "2026-12-02T10:05:01.123+0800: [GC pause (G1 Evacuation Pause) (young) 512M->128M(1024M), 0.045 secs]"


def _swapped(claim: str, output: str = G1) -> list[str] | None:
    found = side_swapped(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else found[1]


@pytest.mark.parametrize("claim", ["GC 后堆内存为 512M", "GC 之后堆占用 512M", "heap after GC was 512M",
                                   "GC 前堆内存为 128M", "before the GC the heap held 128M"])
def test_a_value_of_the_other_side_is_contradicted(claim: str) -> None:
    found = _swapped(claim)
    assert found is not None and "512M->128M" in found[0]


@pytest.mark.parametrize(("claim", "output"), [
    ("GC 后堆内存为 128M", G1), ("GC 前堆内存为 512M", G1),
    ("GC 前后堆内存分别为 512M 和 128M", G1),  # both sides
    ("重启后堆内存为 512M", G1),  # another event: the line writes no `重启`
    ("GC 后堆内存为 512M", G1.replace("->", " ")),  # no change written
    ("GC 后堆内存为 512M", G1 + "\n[GC pause (young) 900M->512M(1024M), 0.02 secs]"),  # one's after
    ("GC 后堆占用从 512M 降到 128M", G1),  # a move the claim writes: series reads it
])
def test_a_value_of_its_own_side_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None
