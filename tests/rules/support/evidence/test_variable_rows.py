"""MySQL's `SHOW STATUS` tables as fields (gatekeeper.rules.support.evidence.variable_rows)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.variable_rows import variable_fields

BOXED = """+-------------------+-------+
| Variable_name     | Value |
+-------------------+-------+
| Aborted_connects  | 128   |
| Threads_connected | 12    |
+-------------------+-------+
3 rows in set (0.00 sec)"""


def _read(text: str) -> list[tuple[str, tuple[str, ...], str]]:
    return [(f.name, f.words, f.value) for f in variable_fields(text)]


def test_a_boxed_table_gives_each_row_as_a_field() -> None:
    assert _read(BOXED) == [("aborted_connects", ("aborted", "connects"), "128"),
                            ("threads_connected", ("threads", "connected"), "12")]


def test_a_tabbed_table_gives_each_row_as_a_field_up_to_its_end() -> None:
    text = "Variable_name\tValue\nmax_connections\t151\nwait_timeout\t28800\n\nuptime 86400"
    assert _read(text) == [("max_connections", ("max", "connections"), "151"),
                           ("wait_timeout", ("wait", "timeout"), "28800")]


def test_rows_of_no_variables_table_are_no_fields() -> None:
    assert _read("name\tvalue\nAborted_connects\t128") == []
    assert _read("| Aborted_connects  | 128   |") == []
