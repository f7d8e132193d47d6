"""gatekeeper/rules/support/text/anchors/vmstat.py: vmstat's rows, with units and names."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.vmstat import vmstat_values

VMSTAT = """procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
 r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
 9  3      0 312456  10240 2048000    0    0   120  8840 5120 9800 62 18  2 18  0"""


def test_each_value_is_read_with_its_name_and_unit() -> None:
    values = {v.name: (str(v.value), v.unit) for v in vmstat_values(VMSTAT)}
    assert values["run queue"] == ("9", "")
    assert values["blocked processes"] == ("3", "")
    assert values["mem free"] == ("312456", "KiB")
    assert values["cpu iowait"] == ("18", "%")
    assert values["context switches"] == ("9800", "")
    found = [(a.raw, a.metric, a.unit) for a in extract_anchors(VMSTAT) if a.kind == "number"]
    assert ("18", "cpu iowait", "%") in found and ("2", "cpu idle", "%") in found


def test_the_unit_option_of_the_echoed_command() -> None:
    text = "$ vmstat -S M 1 2\n" + VMSTAT
    assert {v.name: v.unit for v in vmstat_values(text)}["mem free"] == "MiB"


def test_what_is_no_vmstat_row() -> None:
    assert vmstat_values(" r  b   swpd   free\n 9  3  x  12") == []  # a cell no number
    assert vmstat_values("swpd is 0") == []
    assert vmstat_values(VMSTAT.replace(" st", " zz")) == []  # a column vmstat does not print
