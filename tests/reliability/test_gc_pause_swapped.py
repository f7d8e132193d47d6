"""A collection's pause or heap restated from a JVM's GC log (`Full GC 停顿 2.3 秒` for `Pause Full
... 2345.678ms`) passes; the other kind's (`Full GC 停顿 48 ms`, a young pause) fails.

The value is the log's and nothing tied it to its kind of collection: every forged claim passed.
Now a clause naming one kind is read against that kind's collections
(`gatekeeper.rules.support.evidence.gc_pauses`), in the unified log and the legacy one.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

KINDS = {"full": ("Full GC", "全量 GC", "full GC"), "young": ("Young GC", "Minor GC", "新生代 GC")}
PAUSE = ("{k} 停顿 {v}", "{k} pause took {v}", "{k}耗时{v}")
AFTER = ("{k} 后堆内存降到 {v}", "after the {k} the heap was down to {v}")


def _unified(rng: random.Random, stamp: int, number: int, kind: str, before: int, after: int,
             total: int, ms: str) -> str:
    cause = "Pause Full (G1 Compaction Pause)" if kind == "full" else \
        "Pause Young (Normal) (G1 Evacuation Pause)"
    when = f"2026-12-01T10:{stamp // 60:02}:{stamp % 60:02}.{rng.randint(0, 999):03}+0000"
    return f"[{when}][gc] GC({number}) {cause} {before}M->{after}M({total}M) {ms}ms"


def _legacy(rng: random.Random, stamp: int, number: int, kind: str, before: int, after: int,
            total: int, ms: str) -> str:
    secs = f"{float(ms) / 1000:.7f}"
    when = (f"2026-12-01T10:{stamp // 60:02}:{stamp % 60:02}.{rng.randint(0, 999):03}+0800: "
            f"{1000 + stamp}.{number:03}")
    if kind == "full":
        return (f"{when}: [Full GC (Ergonomics) [PSYoungGen: 43520K->0K(611840K)] [ParOldGen: "
                f"{before * 1024}K->{after * 1024}K({total * 1024}K)] {before * 1024}K->{after * 1024}K"
                f"({total * 1024}K), [Metaspace: 80000K->80000K(1126400K)], {secs} secs]")
    return (f"{when}: [GC (Allocation Failure) [PSYoungGen: 524288K->43520K(611840K)] "
            f"{before * 1024}K->{after * 1024}K({total * 1024}K), {secs} secs]")


def _said(ms: str) -> str:
    """A pause as a claim rounds it: seconds to a tenth, milliseconds whole."""
    return f"{float(ms) / 1000:.1f} 秒" if float(ms) >= 1000 else f"{round(float(ms))} ms"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    printer = rng.choice((_unified, _legacy))
    total = rng.choice((2048, 4096, 8192))
    events = []
    for number in range(rng.randint(2, 5)):
        kind = "full" if number == 1 else rng.choice(("young", "young", "full"))
        ms = f"{rng.randint(1500, 9000)}.{rng.randint(0, 999):03}" if kind == "full" else \
            f"{rng.randint(8, 180)}.{rng.randint(0, 999):03}"
        after = rng.randint(total * 7 // 10, total - 50) if kind == "full" else rng.randint(200, total // 2)
        events.append((kind, ms, after))
    if {kind for kind, _, _ in events} == {"full"}:
        events[0] = ("young", "42.125", 300)
    output = "\n".join(printer(rng, 7 * n, 400 + n, kind, min(total - 10, after + rng.randint(100, 900)),
                               after, total, ms) for n, (kind, ms, after) in enumerate(events))
    kind, ms, after = rng.choice(events)
    other = rng.choice([event for event in events if event[0] != kind])
    word = rng.choice(KINDS[kind])
    if rng.random() < 0.7:
        form = rng.choice(PAUSE)
        return form.format(k=word, v=_said(ms)), form.format(k=word, v=_said(other[1])), output
    form = rng.choice(AFTER)
    return form.format(k=word, v=f"{after}M"), form.format(k=word, v=f"{other[2]}M"), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4096)
    return [_probe(rng) for _ in range(60)]


def test_a_collection_s_own_pause_and_heap_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_kind_s_values_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
