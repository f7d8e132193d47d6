"""A collection's pause or heap given the other kind of collection
(gatekeeper.rules.support.evidence.gc_pauses)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.gc_pauses import gc_kind_denied, gc_value_swapped

UNIFIED = ("[2026-12-01T10:02:11.123+0000][gc] GC(412) Pause Young (Normal) (G1 Evacuation Pause) "
           "3012M->1204M(4096M) 48.312ms\n"
           "[2026-12-01T10:02:19.456+0000][gc] GC(413) Pause Full (G1 Compaction Pause) "
           "4090M->3980M(4096M) 2345.678ms")
LEGACY = ("1234.567: [GC (Allocation Failure) [PSYoungGen: 524288K->43520K(611840K)] "
          "1572864K->1101824K(2010112K), 0.0312345 secs]\n"
          "1242.890: [Full GC (Ergonomics) [PSYoungGen: 43520K->0K(611840K)] [ParOldGen: "
          "1900000K->1800000K(1398272K)] 1943520K->1800000K(2010112K), [Metaspace: "
          "80000K->80000K(1126400K)], 3.4567890 secs]")


def _swapped(claim: str, log: str = UNIFIED) -> bool:
    return gc_value_swapped(claim, [], [log], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "log"), [
    ("Full GC 停顿 48 ms", UNIFIED), ("Young GC 停顿 2.3 秒", UNIFIED),
    ("Full GC 后堆内存降到 1204M", UNIFIED), ("the full GC paused for 48ms", UNIFIED),
    ("Full GC 停顿 31 ms", LEGACY), ("Minor GC 耗时 3.5 秒", LEGACY),
])
def test_the_other_kind_s_value_is_contradicted(claim: str, log: str) -> None:
    assert _swapped(claim, log)


@pytest.mark.parametrize(("claim", "log"), [
    ("Full GC 停顿 2.3 秒", UNIFIED), ("Young GC 停顿 48 ms", UNIFIED),
    ("Full GC 后堆内存仍有 3980M", UNIFIED),
    ("Full GC 停顿 3.46 秒", LEGACY), ("Young GC 耗时 0.03 秒", LEGACY),
    ("Full GC 停顿超过 48 ms", UNIFIED),  # a bound
    ("Young GC 48 ms，Full GC 2.3 秒", UNIFIED),  # each kind its own clause
    ("Full GC 和 Young GC 分别停顿 2.3 秒和 48 ms", UNIFIED),  # both kinds in one clause: unsure
    ("Full GC 停顿 5 秒", UNIFIED),  # no collection's value: no swap (found nowhere is the anchors')
])
def test_a_kind_s_own_value_or_unsure_is_not(claim: str, log: str) -> None:
    assert not _swapped(claim, log)


YOUNG_ONLY = UNIFIED.split("\n")[0]


JSTAT_ROW = "  0.00  98.21  45.33  89.71  95.12  92.30   1523   12.345   {fgc:3d}    8.910   21.255"
JSTAT = "  S0     S1     E      O      M     CCS    YGC     YGCT    FGC    FGCT     GCT\n" + JSTAT_ROW


def _denied(claim: str, log: str = UNIFIED) -> bool:
    return gc_kind_denied(claim, [], [log], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "log"), [
    ("没有发生 Full GC", UNIFIED), ("期间未出现 Full GC", LEGACY), ("No full GC occurred", UNIFIED),
    ("Full GC 没有发生", LEGACY), ("the JVM did not trigger a full GC", UNIFIED),
    ("没有 GC 停顿", YOUNG_ONLY), ("had no GC pauses", YOUNG_ONLY), ("没有发生 Young GC", YOUNG_ONLY),
    ("只有 Young GC，没有 Full GC", UNIFIED),  # the clause of the denial names one kind
    ("没有发生 Full GC", JSTAT.format(fgc=37)), ("there were no full GCs", JSTAT.format(fgc=37)),
    ("no full GC has happened", JSTAT.format(fgc=3)), ("没有发生过 GC", JSTAT.format(fgc=0)),  # jstat's
    ("采样期间没有发生 Full GC", JSTAT.format(fgc=37) + "\n" + JSTAT_ROW.format(fgc=38)),  # a rising count
])
def test_a_collection_denied_that_the_log_records_is_contradicted(claim: str, log: str) -> None:
    assert _denied(claim, log)


@pytest.mark.parametrize(("claim", "log"), [
    ("没有发生 Full GC", YOUNG_ONLY), ("There was no Full GC", YOUNG_ONLY),  # none recorded
    ("没有 GC 问题", UNIFIED), ("no GC pressure", UNIFIED),  # a trait denied, not a collection
    ("03:15 之后没有发生 Full GC", UNIFIED), ("重启后没有再发生 Full GC", UNIFIED),  # from a point
    ("No more full GCs after the restart", UNIFIED),
    ("没有超过 3 秒的 Full GC", UNIFIED),  # a bound
    ("没有因为 Full GC 导致超时", UNIFIED),  # a cause denied
    ("没有 Full GC 和 Young GC", UNIFIED),  # both kinds: unsure
    ("Full GC 停顿 2.3 秒", UNIFIED),  # no denial
    ("没有发生 Full GC", JSTAT.format(fgc=0)),  # jstat counts none
    # none in the sampled window
    ("采样期间没有发生 Full GC", JSTAT.format(fgc=37) + "\n" + JSTAT_ROW.format(fgc=37)),
    ("重启后没有发生 Full GC", JSTAT.format(fgc=37)),  # from a point
])
def test_a_denial_the_log_does_not_contradict_or_unsure_says_nothing(claim: str, log: str) -> None:
    assert not _denied(claim, log)
