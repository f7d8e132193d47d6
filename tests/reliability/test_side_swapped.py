"""A claim giving the heap after a collection its size before (or the other way) never passes.

GC logs as a diagnosis agent reads them: three to six G1 (`[GC pause (G1 Evacuation Pause)
(young) 512M->128M(1024M), 0.045 secs]`) or Parallel (`[GC (Allocation Failure) [PSYoungGen:
153600K->25568K(179200K)] 153600K->25584K(588800K), 0.0234 secs]`) lines, one quoted, the log
cited. The claim gives the heap after the collection the size before it, or the other way
(`GC 后堆内存为 512M`, `before the GC the heap held 128M`): the size is the line's, so 60 of 60
passed before a value said of one side of a written change was read against it
(gatekeeper.rules.support.evidence.sides); all fail now (REJECT), and each side's own size
passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

AFTER = ("GC 后堆内存为 {v}", "GC 之后堆占用降到 {v}", "heap after GC was {v}")
BEFORE = ("GC 前堆内存为 {v}", "GC 之前堆占用 {v}", "before the GC the heap held {v}")


def _line(rng: random.Random, before: int, after: int, unit: str) -> str:
    stamp = f"2026-12-02T10:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}+0800"
    if unit == "M":
        return (f"{stamp}: [GC pause (G1 Evacuation Pause) (young) {before}M->{after}M(4096M), "
                f"0.0{rng.randint(10, 99)} secs]")
    young = before - rng.randint(1000, 9000)
    return (f"{stamp}: [GC (Allocation Failure) [PSYoungGen: {young}K->{rng.randint(1000, 9000)}K(179200K)] "
            f"{before}K->{after}K(588800K), 0.0{rng.randint(10, 99)} secs]")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the line quoted, output)."""
    rng = random.Random(1024)
    found = []
    while len(found) < 60:
        unit = rng.choice(("M", "K"))
        sizes = [(rng.randint(600, 3000), rng.randint(100, 500)) if unit == "M"
                 else (rng.randint(150000, 500000), rng.randint(20000, 90000))
                 for _ in range(rng.randint(3, 6))]
        lines = [_line(rng, before, after, unit) for before, after in sizes]
        at = rng.randrange(len(lines))
        before, after = sizes[at]
        if any(after == b or before == a for b, a in sizes):
            continue
        if rng.random() < 0.5:
            form = rng.choice(AFTER)
            pair = (form.format(v=f"{after}{unit}"), form.format(v=f"{before}{unit}"))
        else:
            form = rng.choice(BEFORE)
            pair = (form.format(v=f"{before}{unit}"), form.format(v=f"{after}{unit}"))
        found.append((*pair, lines[at], "\n".join(lines)))
    return found


def test_the_other_side_s_size_fails() -> None:
    assert not_rejected((forged, line, output) for _, forged, line, output in _probes()) == []


def test_each_side_s_own_size_passes() -> None:
    assert not_passed((faithful, line, output) for faithful, _, line, output in _probes()) == []
