"""The `audit:` configuration key: where `gatekeeper audit` finds stored sessions (docs/audit.md).

Defaults are the design's tables::

    audit:
      sessions:
        table: diagnosis_session
        columns: {id: id, original_query: original_query,
                  executor_raw_output: executor_raw_output, self_evaluation: self_evaluation}
      invocations:
        table: tool_invocation
        columns: {id: id, session_id: session_id, tool_name: tool_name,
                  output_preview: output_preview, retrieval_details: retrieval_details}
      partitionSize: 500

Names are used as SQL identifiers, always quoted (`quote_identifier`), never pasted as SQL: a
name holding quotes or semicolons names a (missing) column, it cannot change the statement.
An optional column (original_query, output_preview, retrieval_details) may be null: not stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

SESSION_COLUMNS = ("id", "original_query", "executor_raw_output", "self_evaluation")
INVOCATION_COLUMNS = ("id", "session_id", "tool_name", "output_preview", "retrieval_details")
DEFAULT_PARTITION_SIZE = 500


def quote_identifier(name: str) -> str:
    """A SQL identifier in double quotes, embedded quotes doubled (SQLite and PostgreSQL alike)."""
    if not name or "\x00" in name:
        raise ValueError(f"not a usable SQL identifier: {name!r}")
    return '"' + name.replace('"', '""') + '"'


class Table(NamedTuple):
    name: str
    columns: Mapping[str, str | None]  # logical column -> the table's column (None: not stored)

    def column(self, logical: str) -> str:
        """The quoted column, or NULL for an optional column that is not stored."""
        actual = self.columns[logical]
        return "NULL" if actual is None else self.qualified(actual)

    def qualified(self, column: str) -> str:
        # Always table-qualified: SQLite reads an unknown "name" as a string literal, but an
        # unknown "table"."name" is an error, as it should be.
        return f"{self.quoted}.{quote_identifier(column)}"

    @property
    def quoted(self) -> str:
        return quote_identifier(self.name)


def _table(name: str, logical: tuple[str, ...], values: Mapping[str, Any]) -> Table:
    columns = {column: column for column in logical}
    columns.update(values.get("columns", {}))
    return Table(values.get("table", name), columns)


class AuditMapping(NamedTuple):
    sessions: Table = _table("diagnosis_session", SESSION_COLUMNS, {})
    invocations: Table = _table("tool_invocation", INVOCATION_COLUMNS, {})
    partition_size: int = DEFAULT_PARTITION_SIZE

    @classmethod
    def from_config(cls, values: Mapping[str, Any]) -> AuditMapping:
        """From a merged `audit:` mapping (already checked against the config schema)."""
        return cls(_table("diagnosis_session", SESSION_COLUMNS, values.get("sessions", {})),
                   _table("tool_invocation", INVOCATION_COLUMNS, values.get("invocations", {})),
                   int(values.get("partitionSize", DEFAULT_PARTITION_SIZE)))

    def to_config(self) -> dict[str, Any]:
        return {
            "sessions": {"table": self.sessions.name, "columns": dict(self.sessions.columns)},
            "invocations": {"table": self.invocations.name,
                            "columns": dict(self.invocations.columns)},
            "partitionSize": self.partition_size,
        }
