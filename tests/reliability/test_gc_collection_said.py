"""A numbered collection's heap or pause as Go's gctrace or the JVM's `-Xlog:gc` prints it (`第 13 次
GC 后堆大小为 26 MB`, `gc 12 started with a 48 MB heap`, `GC(43) 暂停了 1234.567ms`, `GC(43) 后堆使用
1500M`), pass; another collection's value, or another of the line's, fails.

Every value was the log's, so `第 13 次 GC 后堆大小为 25 MB` (the 12th's) and `GC(42) 暂停了
1234.567ms` (the 43rd's) passed; the sizes before the last of Go's `48->49->25 MB` print no
unit, so a faithful `48 MB` named a value found nowhere (at 89443fd, 39 of 60 forged claims passed
and 5 faithful ones failed). Now a chain's sizes are read in its unit
(`gatekeeper.rules.support.text.anchors.chained_sizes`) and each collection's values told
(`gatekeeper.rules.support.evidence.gc_collections`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

GO_SAID = {"live": ("第 {n} 次 GC 后堆大小为 {v} MB", "gc {n} left {v} MB live"),
           "goal": ("第 {n} 次 GC 的目标堆大小为 {v} MB", "gc {n} set a {v} MB goal"),
           "start": ("第 {n} 次 GC 开始时堆为 {v} MB", "gc {n} started with a {v} MB heap")}
JVM_SAID = {"live": ("GC({n}) 后堆使用 {v}M", "after GC({n}) the heap was {v}M"),
            "start": ("GC({n}) 前堆使用 {v}M", "before GC({n}) the heap held {v}M"),
            "pause": ("GC({n}) 暂停了 {v}ms", "GC({n}) paused for {v}ms")}


def _go(rng: random.Random, n: int) -> tuple[dict[str, int | str], str]:
    live, start = sorted(rng.sample(range(8, 900), 2))
    heap = {"start": start, "end": start + rng.randint(1, 9), "live": live,
            "goal": start + rng.randint(10, 40)}
    return heap, (f"gc {n} @{n * 0.27:.3f}s {rng.randint(1, 9)}%: 0.018+1.2+0.004 ms clock, "
                  f"0.14+0.35/1.1/2.3+0.035 ms cpu, {heap['start']}->{heap['end']}->{heap['live']} MB, "
                  f"{heap['goal']} MB goal, 8 P")


def _jvm(rng: random.Random, n: int) -> tuple[dict[str, int | str], str]:
    live, start = sorted(rng.sample(range(100, 2000), 2))
    heap = {"start": start, "live": live, "pause": f"{rng.uniform(2, 900):.3f}"}
    kind = rng.choice(("Young (Normal) (G1 Evacuation Pause)", "Full (Allocation Failure)"))
    return heap, (f"[2026-12-07T10:00:{n % 60:02d}.123+0000][{n * 0.3:.3f}s][info][gc] GC({n}) Pause {kind} "
                  f"{start}M->{live}M(2048M) {heap['pause']}ms")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    jvm = rng.random() < 0.5
    first = rng.randint(1, 400)
    logged = {n: (_jvm if jvm else _go)(rng, n) for n in range(first, first + rng.randint(2, 5))}
    heaps = {n: heap for n, (heap, _) in logged.items()}
    n = rng.choice(tuple(heaps))
    said = JVM_SAID if jvm else GO_SAID
    kind = rng.choice(tuple(said))
    own = heaps[n][kind]
    others = [h[kind] for m, h in heaps.items() if m != n and h[kind] != own]
    forged = rng.choice(others) if others and (kind == "pause" or rng.random() < 0.5) else next(
        v for k, v in heaps[n].items() if v != own and k not in (kind, "pause"))
    form = rng.choice(said[kind])
    return form.format(n=n, v=own), form.format(n=n, v=forged), "\n".join(line for _, line in logged.values())


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4516)
    return [_probe(rng) for _ in range(60)]


def test_a_collection_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_collection_s_or_kind_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
