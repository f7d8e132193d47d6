"""Rows of `key: value` cells (gatekeeper.rules.support.text.keyed_rows)."""

from __future__ import annotations

from gatekeeper.rules.support.text.keyed_rows import keyed_rows
from gatekeeper.rules.support.text.tables import tables_of


def test_lines_of_tab_separated_key_value_cells_keyed_alike_are_rows() -> None:
    kafka = ("Topic: orders\tPartition: 0\tLeader: 1\tReplicas: 1,2,3\tIsr: 1,2,3\n"
             "Topic: orders\tPartition: 1\tLeader: 2\tReplicas: 2,3,1\tIsr: 2")
    assert keyed_rows(kafka.split("\n"), 0) == (("Topic", "Partition", "Leader", "Replicas", "Isr"), [
        ("orders", "0", "1", "1,2,3", "1,2,3"), ("orders", "1", "2", "2,3,1", "2")])


def test_a_name_s_pairs_and_pairs_between_blanks_are_rows() -> None:
    redis = ["slave0:ip=10.0.0.8,port=6379,state=online,offset=123456,lag=0",
             "slave1:ip=10.0.0.9,port=6379,state=wait_bgsave,offset=0,lag=12"]
    assert keyed_rows(redis, 0) == (("name", "ip", "port", "state", "offset", "lag"), [
        ("slave0", "10.0.0.8", "6379", "online", "123456", "0"),
        ("slave1", "10.0.0.9", "6379", "wait_bgsave", "0", "12")])
    conntrack = "cpu=0   found=123 invalid=4567 drop=12\ncpu=1   found=456 invalid=789 drop=34"
    (table,) = tables_of(conntrack)
    assert table.columns == ("cpu", "found", "invalid", "drop") and table.rows[1] == ("1", "456", "789", "34")


def test_one_line_or_lines_keyed_otherwise_are_no_rows() -> None:
    assert keyed_rows(["cpu=0 found=1 invalid=2"], 0) is None
    assert keyed_rows(["cpu=0 found=1 invalid=2", "cpu=1 found=1 drop=2"], 0) is None
    assert keyed_rows(["user=admin action=login", "user=bob action=logout"], 0) is None  # two pairs
