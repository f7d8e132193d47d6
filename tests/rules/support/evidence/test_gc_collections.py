"""A collection's heap or pause against Go's and the JVM's GC logs
(gatekeeper.rules.support.evidence.gc_collections)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.gc_collections import collections, gc_value_contradicted

GO = """gc 12 @3.216s 2%: 0.018+1.2+0.004 ms clock, 0.14+0.35/1.1 ms cpu, 48->49->25 MB, 50 MB goal, 8 P
gc 13 @3.512s 2%: 0.021+3.4+0.005 ms clock, 0.17+0.40/3.0 ms cpu, 49->51->26 MB, 51 MB goal, 8 P"""
JVM = """[12.345s][info][gc] GC(42) Pause Young (Normal) (G1 Evacuation Pause) 512M->128M(2048M) 12.345ms
[16.678s][info][gc] GC(43) Pause Full (Allocation Failure) 1900M->1500M(2G) 1234.567ms"""


def test_each_collection_s_values_are_read_and_one_printed_twice_left_out() -> None:
    assert {kind: str(size) for kind, size in collections(GO)["12"].items()} == {
        "start": "48", "end": "49", "live": "25", "goal": "50"}
    assert {kind: f"{size.normalize():f}" for kind, size in collections(JVM)["43"].items()} == {
        "start": "1900", "live": "1500", "capacity": "2048", "pause": "1234.567"}
    assert "12" not in collections(f"{GO}\n{GO.splitlines()[0]}")


@pytest.mark.parametrize(("claim", "log"), [
    ("第 13 次 GC 后堆大小为 25 MB", GO), ("第 12 次 GC 的目标堆大小为 51 MB", GO),
    ("gc 12 started with a 49 MB heap", GO), ("GC(42) 暂停了 1234.567ms", JVM), ("GC(43) 后堆使用 128M", JVM),
    ("GC(43) 的堆容量为 1G", JVM),
])
def test_another_collection_s_or_kind_s_value_is_contradicted(claim: str, log: str) -> None:
    assert gc_value_contradicted(claim, [], [log], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "log"), [
    ("第 13 次 GC 后堆大小为 26 MB", GO), ("gc 12 started with a 48 MB heap", GO),
    ("GC(43) 暂停了 1234.567ms", JVM), ("GC(43) 后堆使用 1500M", JVM), ("GC(43) 的堆容量为 2G", JVM),
    ("GC 后存活堆为 25 MB", GO),  # no collection named
    ("第 12 次 GC 的堆大小为 49 MB", GO),  # no kind's word
    ("第 14 次 GC 后堆大小为 25 MB", GO),  # no such collection
    ("第 13 次 GC 后堆大小约 25 MB", GO),  # an approximation
])
def test_the_collection_s_own_value_or_an_unsure_one_is_not(claim: str, log: str) -> None:
    assert gc_value_contradicted(claim, [], [log], lambda text: []) is None
