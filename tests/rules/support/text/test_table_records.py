"""A JSON query result as a table (gatekeeper.rules.support.text.table_records)."""

from __future__ import annotations

from gatekeeper.rules.support.text.table_records import json_records
from gatekeeper.rules.support.text.tables import Table, tables_of


def test_a_json_list_of_records_is_a_table() -> None:
    records = '{"data": [{"id": "O1", "amount": 1.5, "tags": ["a"]}, {"id": "O2", "amount": 3}]}'
    assert json_records(records) == [(["id", "amount"], [("O1", "1.5"), ("O2", "3")])]
    assert tables_of(records) == (Table(("id", "amount"), (("O1", "1.5"), ("O2", "3"))),)
    lines = '{"svc": "a", "errors": 2}\n{"svc": "b", "errors": 7}'
    assert tables_of(lines) == (Table(("svc", "errors"), (("a", "2"), ("b", "7"))),)


def test_json_without_records_is_no_table_and_other_text_is_read_as_lines() -> None:
    assert json_records('{"svc": "a", "errors": 2}') == []  # one record: no rows to swap
    assert json_records("[1, 2") is None  # not JSON: read as lines (none a table)
    assert tables_of("[1, 2") == ()
    assert json_records("NAME  READY\nweb-1  1/1") is None


def test_prometheus_samples_are_records_some_levels_down() -> None:
    prometheus = ('{"status": "success", "data": {"resultType": "vector", "result": ['
                  '{"metric": {"service": "order-svc"}, "value": [1764583200, "95.2"]}, '
                  '{"metric": {"service": "payment-svc"}, "value": [1764583200, "12.4"]}]}}')
    assert json_records(prometheus) == [(["metric.service", "value"], [("order-svc", "95.2"),
                                                                       ("payment-svc", "12.4")])]
