"""A JSON Lines file of session bundles, audited through a temporary SQLite copy.

Each line is a session bundle (`session_id`, `executor_output`, `tool_invocations`, and
optionally `original_query`, `tool_trace_summary`, `verifier_output`, `composer_output`)
plus, for drift, the `gatekeeper_result` stored with it. The file is read once, line by line,
into the default tables of a temporary SQLite database (memory stays bounded), which then
gives what a database gives: sessions in id order, partitions, and cross-session lookups of
invocation ids cited from another line. Invocations may be repeated on several lines (a
bundle carrying the foreign records it cites) if the copies agree.
"""

from __future__ import annotations

import json
import sqlite3
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from gatekeeper.audit.selection import Selection
from gatekeeper.audit.sources import SQLITE, SourceSpec
from gatekeeper.config.audit import AuditMapping
from gatekeeper.errors import InputError
from gatekeeper.parse.invocations import canonical_id
from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

LINE_KEYS = ("session_id", "executor_output", "tool_invocations", "original_query",
             "tool_trace_summary", "verifier_output", "composer_output", "gatekeeper_result",
             "description", "labels", "expect")
_SCHEMA = """
CREATE TABLE diagnosis_session (id PRIMARY KEY, original_query, executor_raw_output,
                                self_evaluation);
CREATE TABLE tool_invocation (id PRIMARY KEY, session_id, tool_name, output_preview,
                              retrieval_details);
CREATE INDEX tool_invocation_session ON tool_invocation (session_id);
"""


@contextmanager
def imported(path: Path, selection: Selection) -> Iterator[SourceSpec]:
    """The file as a SQLite source (default mapping), removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="gatekeeper-audit-") as directory:
        database = Path(directory) / "sessions.sqlite"
        connection = sqlite3.connect(database)
        try:
            connection.executescript(_SCHEMA)
            _load(path, connection)
            connection.commit()
        finally:
            connection.close()
        yield SourceSpec(SQLITE, str(database), str(path), AuditMapping(), selection)


def _load(path: Path, connection: sqlite3.Connection) -> None:
    try:
        stream = path.open(encoding="utf-8", errors="surrogateescape")
    except OSError as exc:
        raise InputError(str(path), f"cannot be read: {exc.strerror or exc}") from None
    with stream:
        for number, line in enumerate(stream, 1):
            if line.strip():
                _insert(connection, _line(path, number, line), f"line {number}", str(path))


def _line(path: Path, number: int, line: str) -> Mapping[str, Any]:
    where = f"line {number}"
    try:
        value, _ = loads_strict(line)
    except JsonDecodeProblem as problem:
        raise InputError(str(path), f"not a JSON Lines record: {problem.detail}", where) from None
    if not isinstance(value, Mapping):
        raise InputError(str(path), "expected a session bundle object", where)
    unknown = sorted(set(value) - set(LINE_KEYS))
    if unknown:
        raise InputError(str(path), f"unknown key {unknown[0]!r}; expected "
                         f"{', '.join(LINE_KEYS)}", where)
    for key in ("session_id", "executor_output", "tool_invocations"):
        if key not in value:
            raise InputError(str(path), f"a session bundle needs {key!r}", where)
    if canonical_id(value["session_id"]) is None:
        raise InputError(str(path), "expected an integer or a non-empty string", f"{where}: session_id")
    if not isinstance(value["tool_invocations"], list):
        raise InputError(str(path), "expected an array", f"{where}: tool_invocations")
    return value


def _key(value: Any) -> Any:
    """An id as stored: 7 and "7" are one id (docs/contract.md §2.2), so both are stored as the integer."""
    text = canonical_id(value)
    return int(text) if text is not None and text.lstrip("-").isdigit() and str(int(text)) == text \
        else text


def _json(value: Any) -> str | None:
    """Structured values as JSON text: the text `retrieval_details` objects are compared as."""
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _insert(connection: sqlite3.Connection, bundle: Mapping[str, Any], where: str,
            source: str) -> None:
    session = _key(bundle["session_id"])
    output = bundle["executor_output"]
    verifier = bundle.get("verifier_output")
    evaluation: dict[str, Any] = dict(verifier) if isinstance(verifier, Mapping) else {}
    for key in ("tool_trace_summary", "gatekeeper_result", "composer_output"):
        if bundle.get(key) is not None:
            evaluation[key] = bundle[key]
    if isinstance(output, Mapping):
        evaluation["executor_structured_output"] = output
    stored: dict[str, Any] = {"verifier_evaluation": evaluation}
    if verifier is not None and not isinstance(verifier, Mapping):
        stored["verifier_output"] = verifier  # raw Verifier text: linted as such
    try:
        connection.execute("INSERT INTO diagnosis_session VALUES (?, ?, ?, ?)",
                           (session, _json(bundle.get("original_query")),
                            output if isinstance(output, str) else None, _json(stored)))
    except sqlite3.IntegrityError:
        raise InputError(source, f"session {session!r} appears twice", where) from None
    for index, record in enumerate(bundle["tool_invocations"]):
        _insert_invocation(connection, record, session, f"{where}: tool_invocations[{index}]",
                           source)


def _insert_invocation(connection: sqlite3.Connection, record: Any, session: Any, where: str,
                       source: str) -> None:
    if not isinstance(record, Mapping) or canonical_id(record.get("id")) is None:
        raise InputError(source, "expected an invocation object with an integer or string 'id'",
                         where)
    for key in ("tool_name", "output_preview"):
        if record.get(key) is not None and not isinstance(record[key], str):
            raise InputError(source, f"'{key}' must be a string", where)
    owner = record.get("session_id")
    if owner is not None and canonical_id(owner) is None:
        raise InputError(source, "'session_id' must be a string or integer", where)
    row = (_key(record["id"]), session if owner is None else _key(owner), record.get("tool_name"),
           record.get("output_preview"), _json(record.get("retrieval_details")))
    try:
        connection.execute("INSERT INTO tool_invocation VALUES (?, ?, ?, ?, ?)", row)
    except sqlite3.IntegrityError:
        stored = connection.execute("SELECT * FROM tool_invocation WHERE id = ?",
                                    (row[0],)).fetchone()
        if tuple(stored) != row:
            raise InputError(source, f"invocation id {record['id']!r} appears with different "
                             "content on another line (ids are unique across sessions)",
                             where) from None
