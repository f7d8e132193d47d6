"""What a garbage collection freed, restated (`GC 将堆从 812M 回收到 128M` for a JVM's `812M->128M`)
passes, and the move reversed fails.

Both sizes are the line's and `回收` was no verb of change: `从 128M 回收到 812M` passed (24 of 60
forged probes failed, 13 faithful ones too: `GC 后堆占用从 812M 降到 128M` read 812M as the heap
after the GC). Now `回收`, `释放` move down and `扩容` up, an English verb may have its object
before `from` (`shrank the heap from`: `gatekeeper.rules.support.evidence.series`), and a value
the claim moves is no side of the GC (`...evidence.sides`), so the arrow the GC line writes decides.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

LINES = ("[2026-11-29T{t}.123+0800] GC({n}) Pause Young (Allocation Failure) {a}M->{b}M({c}M) {ms}ms",
         "2026-11-29T{t}.456+0800: [GC pause (G1 Evacuation Pause) (young) {a}M->{b}M({c}M), 0.0{ms}0 secs]",
         "[2026-11-29T{t}.789+0800] GC({n}) Pause Full (Ergonomics) {a}M->{b}M({c}M) {ms}ms")
CLAIMS = ("GC 将堆从 {a}M 回收到 {b}M", "这次 GC 后堆占用从 {a}M 降到 {b}M", "GC 把堆内存从 {a}M 释放到 {b}M",
          "heap usage dropped from {a}M to {b}M after the GC",
          "The collection shrank the heap from {a}M to {b}M")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    capacity = rng.choice((1024, 2048, 4096))
    before = rng.randint(capacity // 2, capacity - 10)
    after = rng.randint(capacity // 16, before // 2)
    clock = rng.randrange(86400)
    stamp = f"{clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}"
    lines = [rng.choice(LINES).format(t=stamp, n=rng.randint(10, 900),
                                      a=before, b=after, c=capacity, ms=rng.randint(100, 999))]
    form = rng.choice(CLAIMS)
    return form.format(a=before, b=after), form.format(a=after, b=before), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1024)
    return [_probe(rng) for _ in range(60)]


def test_what_a_gc_freed_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_move_reversed_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
