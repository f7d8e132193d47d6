"""gatekeeper/rules/support/text/anchors/syscall_times.py: `strace -c`'s rows by where their values
end, its shares and times in their units."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.syscall_times import syscall_rows

SUMMARY = """% time     seconds  usecs/call     calls    errors syscall
------ ----------- ----------- --------- --------- ----------------
 62.35    0.412345          41     10023       512 futex
 20.11    0.133012          13     10231           epoll_wait
------ ----------- ----------- --------- --------- ----------------
100.00    0.661362                 32887       599 total"""


def test_an_empty_column_is_read_by_where_each_value_ends() -> None:
    rows = {name: {column: value for column, (value, _) in row.items()}
            for name, row in syscall_rows(SUMMARY).items()}
    assert rows["epoll_wait"] == {"share": "20.11", "seconds": "0.133012", "usecs": "13", "calls": "10231"}
    assert rows["total"] == {"share": "100.00", "seconds": "0.661362", "calls": "32887", "errors": "599"}


def test_shares_and_times_are_in_their_units_named_by_their_call() -> None:
    numbers = [(a.value, a.unit, a.metric) for a in extract_anchors(SUMMARY) if a.kind == "number"]
    assert ("20.11", "%", "epoll_wait") in numbers  # no label of the line above's `futex`
    assert ("0.041", "ms", "futex usecs") in numbers and ("412.345", "ms", "futex seconds") in numbers
    assert ("10023", None, None) in numbers  # a count as printed
