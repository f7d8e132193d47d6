"""A number denied of a table row (gatekeeper.rules.support.evidence.denied_cells)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.denied_cells import denied_cell
from gatekeeper.rules.support.text.anchors import extract_anchors

DF = """Filesystem      Size  Used Avail Use% Mounted on
/dev/sda2       100G   90G   10G  90% /
/dev/sdb1       500G  200G  300G  40% /data"""


def _told(claim: str) -> tuple[bool, str] | None:
    denied = next(a for a in extract_anchors(claim) if a.approx == "!")
    return denied_cell(claim, denied, [DF])


@pytest.mark.parametrize(("claim", "is_cell"), [
    ("/data 的使用率不是 90%", False), ("/data is not 90% full", False),  # another row's: held
    ("/data 的使用率不是 40%", True), ("/data is not 40% full", True),  # its own: contradicted
])
def test_a_number_denied_of_one_row_is_read_against_its_cell(claim: str, is_cell: bool) -> None:
    told = _told(claim)
    assert told is not None and told[0] is is_cell and "/data" in told[1]


@pytest.mark.parametrize("claim", [
    "磁盘使用率不是 90%",  # no row named
    "/data 和 /dev/sda2 的使用率都不是 50%",  # two rows
])
def test_no_row_or_several_leave_it_unsure(claim: str) -> None:
    assert _told(claim) is None


def test_the_column_the_clause_names_among_those_of_the_value_s_sort() -> None:
    """(`可用` names Avail among the sizes: 300G, not Size's 500G nor Used's 200G.)"""
    assert _told("/data 的可用空间不是 200G") == (False, "/dev/sdb1  500G  200G  300G  40%  /data")
    assert _told("/data 的可用空间不是 300G") == (True, "/dev/sdb1  500G  200G  300G  40%  /data")
