"""gatekeeper/rules/support/text/anchors/summary.py: top's summary lines, with units and names."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.summary import summarised

CPU = "%Cpu(s): 62.0 us, 18.0 sy,  0.0 ni,  2.0 id, 17.5 wa,  0.0 hi,  0.5 si,  0.0 st"
MEM = "MiB Mem :  15884.2 total,    312.4 free,  12040.1 used,   3531.7 buff/cache"
SWAP = "MiB Swap:   2048.0 total,      0.0 free,   2048.0 used.   2980.3 avail Mem"


def test_the_cpu_line_s_states_are_percentages() -> None:
    assert [(v.name, str(v.value), v.unit) for v in summarised(CPU)][:5] == [
        ("cpu user", "62.0", "%"), ("cpu system", "18.0", "%"), ("cpu nice", "0.0", "%"),
        ("cpu idle", "2.0", "%"), ("cpu iowait", "17.5", "%")]
    assert [v.name for v in summarised("%Cpu0  :  5.0 us,  1.0 sy")] == ["cpu user", "cpu system"]


def test_the_memory_lines_are_in_their_unit() -> None:
    assert [(v.name, str(v.value), v.unit) for v in summarised(MEM)] == [
        ("mem total", "15884.2", "MiB"), ("mem free", "312.4", "MiB"), ("mem used", "12040.1", "MiB"),
        ("mem buff/cache", "3531.7", "MiB")]
    assert [v.name for v in summarised(SWAP)] == ["swap total", "swap free", "swap used", "avail mem"]


def test_other_lines_are_none() -> None:
    assert summarised("%Cpu(s): 62.0 us, 18.0 xx") == []  # a state top does not print
    assert summarised("Tasks: 212 total,   3 running") == []
    assert summarised("Mem: 100 total") == []  # no unit: `free`'s, read as a table


def test_the_anchors_carry_the_unit() -> None:
    found = [(a.raw, a.metric, a.unit) for a in extract_anchors(f"{CPU}\n{MEM}") if a.kind == "number"]
    assert ("17.5", "cpu iowait", "%") in found
    assert ("312.4", "mem free", "bytes") in found
    # a claim's `312.4 MiB` is the same value
    assert [a.value for a in extract_anchors("空闲内存为 312.4 MiB") if a.kind == "number"] == [
        next(a.value for a in extract_anchors(MEM) if a.metric == "mem free")]
