"""A `du -h` listing read as a table (gatekeeper.rules.support.evidence.size_listings)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.size_listings import COLUMN, size_listing

DU = "$ du -sh /var/* | sort -h\n4.0K\t/var/mail\n1.2G\t/var/cache\n0\t/var/tmp\n18G\t/var/log"


def test_a_listing_is_a_table_of_paths_and_their_usage_in_bytes() -> None:
    table = size_listing(DU)
    assert table is not None and table.columns == ("path", COLUMN)
    assert table.rows == (("/var/mail", "4.0KiB"), ("/var/cache", "1.2GiB"), ("/var/tmp", "0B"),
                          ("/var/log", "18GiB"))


def test_the_total_and_a_directory_listed_with_its_parts_are_no_rows() -> None:
    table = size_listing("3.4G\t/var/lib/\n18G\t/var/log\n22G\t/var\n22G\ttotal")
    assert table is not None and [row[0] for row in table.rows] == ["/var/lib", "/var/log"]


@pytest.mark.parametrize("text", [
    "1523\tapp.log\n88\terror.log",  # bare numbers: wc -l, or du -s in KiB, unsure
    "4.0K\t/var/mail",  # one row ranks nothing
    "4.0K\t/var/mail\nERROR disk full\n1.2G\t/var/cache",  # not a listing only
    "4.0K\t/var/my mail\n1.2G\t/var/cache",  # a path with a blank: no listing of ours
])
def test_what_is_no_listing_is_read_as_none(text: str) -> None:
    assert size_listing(text) is None
