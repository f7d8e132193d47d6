"""`ls -l`'s rows and sizes (gatekeeper.rules.support.text.anchors.listed_files)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.listed_files import listed_files

LISTING = ("total 1048596\n"
           "-rw-r--r-- 1 mysql mysql 1073741824 Dec  1 10:22 ibdata1\n"
           "-rw-r----- 1 mysql mysql   52428800 Dec  1 10:25 ib_logfile0\n"
           "lrwxrwxrwx 1 root  root          15 Nov 30  2025 current -> /var/lib/mysql\n"
           "-rw-r--r-- 1 root  root       10240 Nov 30 08:00 auto.cnf")


def test_each_row_is_read_with_its_owner_group_and_size() -> None:
    rows = {row.name: (row.owner, row.group, row.size) for row in listed_files(LISTING)}
    assert rows == {"ibdata1": ("mysql", "mysql", "1073741824"),
                    "ib_logfile0": ("mysql", "mysql", "52428800"),
                    "current": ("root", "root", "15"), "auto.cnf": ("root", "root", "10240")}


def test_a_size_is_read_in_bytes_named_by_its_file_not_as_a_time() -> None:
    sizes = {a.raw: (a.value, a.unit, a.metric) for a in extract_anchors(LISTING) if a.kind == "number"}
    assert sizes["1073741824"] == ("1073741824", "bytes", "ibdata1")  # ten digits: no time since the epoch
    assert sizes["10240"] == ("10240", "bytes", "auto.cnf")
    claim = [a for a in extract_anchors("ibdata1 大小为 1073741824 字节") if a.kind == "number"]
    assert (claim[0].value, claim[0].unit) == sizes["1073741824"][:2]


def test_a_log_line_is_no_row() -> None:
    assert listed_files("Dec  1 10:22:01 web-01 sshd[123]: Accepted password for root") == ()


def test_a_row_needs_a_month_s_name() -> None:
    assert listed_files("-rw-r--r-- 1 app app 10240 Foo  1 10:22 a.log\n") == ()


@pytest.mark.parametrize("timestamps", [False, True])
def test_a_row_s_ten_digit_size_is_a_number_in_bytes(timestamps: bool) -> None:
    row = "-rw-r----- 1 mysql mysql 1073741824 Dec  7 10:00 ibdata1"
    sizes = [(a.kind, a.value, a.unit, a.metric) for a in extract_anchors(row, include_timestamps=timestamps)
             if a.raw == "1073741824"]
    assert sizes == [("number", "1073741824", "bytes", "ibdata1")]
