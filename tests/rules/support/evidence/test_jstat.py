"""gatekeeper/rules/support/evidence/jstat.py: jstat's columns, their units and words."""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.evidence.jstat import column_held, jstat_cells, jstat_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

GCUTIL = """  S0     S1     E      O      M     CCS    YGC     YGCT    FGC    FGCT     GCT
  0.00  98.12  45.33  87.65  95.21  92.10    412    5.321    17    8.442   13.763"""
GC = (" S0C    S1C    S0U    S1U      EC       EU        OC         OU       MC     MU    YGC     YGCT    FGC"
      "    FGCT     GCT\n"
      "512.0  512.0   0.0   480.2  4096.0   1024.5   10240.0    8960.3  4864.0 4650.1    412    5.321    17"
      "    8.442   13.763")


def _swapped(claim: str, output: str = GCUTIL) -> str | None:
    found = jstat_swapped(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else found[1][0]


def _held(claim: str, output: str = GCUTIL) -> list[str]:
    anchors = extract_anchors(claim)
    held = column_held(anchors, [output])
    return [a.raw for a in anchors if id(a) in held]


def test_the_cells_of_a_jstat_table() -> None:
    cells = jstat_cells(GCUTIL)
    assert [(c.column, c.value) for c in cells][3] == ("O", Decimal("87.65"))
    assert len(cells) == 11
    assert len(jstat_cells(GC)) == 15
    assert jstat_cells("  S0  S1  E  O  YGC\n  1.0  2.0  3.0") == ()  # a row of other width
    assert jstat_cells("NAME  READY  STATUS  RESTARTS  AGE\nx  1/1  Running  0  5d") == ()


def test_a_value_in_its_column_s_unit_is_held() -> None:
    assert _held("老年代使用率为 87.65%") == ["87.65%"]
    assert _held("Full GC 总耗时 8.442 秒") == ["8.442 秒"]
    assert _held("GC 共耗时 13763ms") == ["13763ms"]
    assert _held("发生了 412 次 Young GC") == ["Young"]  # the word naming YGC
    assert _held("老年代已用 8960.3 KB", GC) == ["8960.3 KB"]
    assert _held("老年代使用率为 87.65 MB") == []  # not the column's unit
    assert _held("Young GC 次数为 412", "no table here") == []


def test_a_column_given_another_s_value_is_contradicted() -> None:
    assert _swapped("Full GC 次数为 412") == (
        "FGC 17, 412 under YGC ('0.00  98.12  45.33  87.65  95.21  92.10    412    5.321    17    8.442"
        "   13.763')")
    assert _swapped("Eden 区使用率为 87.65%") is not None
    assert _swapped("full GC took 5.321 seconds") is not None
    assert _swapped("young GC ran 17 times") is not None
    assert _swapped("老年代已用 1024.5 KB", GC) is not None  # Eden's use


def test_what_says_nothing() -> None:
    assert _swapped("Full GC 次数为 17") is None
    assert _swapped("young GC ran 412 times") is None  # `times` is no time word
    assert _swapped("老年代使用率约 45.33%") is None  # about
    assert _swapped("老年代使用率为 88%") is None  # rounded: no column prints it
    assert _swapped("服务共处理 412 个请求") is None  # names no column
