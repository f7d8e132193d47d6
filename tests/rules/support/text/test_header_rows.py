"""gatekeeper/rules/support/text/anchors/header_rows.py: the rows under a tool's header, and their cells."""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.header_rows import cell_starts, headed_rows

HEADER = re.compile(r"NAME +SIZE")
TEXT = "before 1\nNAME  SIZE\n=====\na     1g\nb     2g\n\nafter 3\nNAME  SIZE\nc     3g"


def test_the_rows_of_each_run_under_a_header_with_where_they_start() -> None:
    rows = list(headed_rows(TEXT, HEADER, re.compile(r"=+")))
    assert [line for _, line in rows] == ["a     1g", "b     2g", "c     3g"]
    assert all(TEXT[at:at + len(line)] == line for at, line in rows)
    assert next(line for _, line in headed_rows(TEXT, HEADER)) == "====="  # no rule: a row


def test_a_cell_starts_where_the_line_writes_it() -> None:
    assert cell_starts("  a   bb a", 10) == [(12, "a"), (16, "bb"), (19, "a")]
