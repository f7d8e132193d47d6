"""Stored sessions for `gatekeeper audit` tests and bench/audit.py: the design's two tables.

`sessions_from_bundles` turns fixture bundles into stored sessions with globally unique
invocation ids (the ids they cite are renumbered the same way; forged ids stay forged), each
with the `gatekeeper_result` a gate stored for it; `write_sqlite` / `write_postgres` create the
default tables and fill them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA = (
    "CREATE TABLE diagnosis_session (id BIGINT PRIMARY KEY, original_query TEXT, "
    "executor_raw_output TEXT, self_evaluation TEXT)",
    "CREATE TABLE tool_invocation (id BIGINT PRIMARY KEY, session_id BIGINT, tool_name TEXT, "
    "output_preview TEXT, retrieval_details TEXT)",
    "CREATE INDEX tool_invocation_session ON tool_invocation (session_id)",
)
ID_BASE = 10_000_000


@dataclass
class StoredSession:
    id: int
    raw_output: str | None
    evaluation: dict[str, Any]
    invocations: list[dict[str, Any]] = field(default_factory=list)
    original_query: str | None = None

    def row(self) -> tuple[Any, ...]:
        return (self.id, self.original_query, self.raw_output,
                json.dumps({"verifier_evaluation": self.evaluation}, ensure_ascii=False))


def _remap(value: Any, ids: Mapping[str, int]) -> Any:
    if isinstance(value, dict):
        return {k: ([ids.get(str(i), i) for i in v] if k == "source_invocation_ids"
                    and isinstance(v, list) else _remap(v, ids)) for k, v in value.items()}
    if isinstance(value, list):
        return [_remap(v, ids) for v in value]
    return value


def session_from_bundle(number: int, bundle: Mapping[str, Any],
                        stored_result: Mapping[str, Any] | None) -> StoredSession:
    """Session `number` (1, 2, ...) holding `bundle`; its invocations renumbered uniquely."""
    own = bundle.get("session_id")
    ids = {str(r["id"]): ID_BASE + number * 1000 + k
           for k, r in enumerate(bundle["tool_invocations"])}
    invocations = []
    for record in bundle["tool_invocations"]:
        mine = record.get("session_id") in (None, own)
        details = record.get("retrieval_details")
        invocations.append({
            "id": ids[str(record["id"])],
            # another session's record: stored under another (negative, never audited) session
            "session_id": number if mine else -number,
            "tool_name": record["tool_name"], "output_preview": record.get("output_preview"),
            "retrieval_details": details if details is None or isinstance(details, str)
            else json.dumps(details, ensure_ascii=False, sort_keys=True)})
    output = bundle["executor_output"]
    raw: str | None
    evaluation: dict[str, Any] = {"gatekeeper_result": stored_result} if stored_result else {}
    if isinstance(output, str):
        try:
            raw = json.dumps(_remap(json.loads(output), ids), ensure_ascii=False)
        except ValueError:
            raw = output
    else:
        raw = None
        evaluation["executor_structured_output"] = _remap(output, ids)
    if bundle.get("tool_trace_summary") is not None:
        evaluation["tool_trace_summary"] = _remap(bundle["tool_trace_summary"], ids)
    return StoredSession(number, raw, evaluation, invocations)


def write_sqlite(path: Path, sessions: Iterable[StoredSession]) -> Path:
    import sqlite3

    connection = sqlite3.connect(path)
    for statement in SCHEMA:
        connection.execute(statement)
    _fill(connection, sessions, "?")
    connection.commit()
    connection.close()
    return path


def write_postgres(connection: Any, sessions: Iterable[StoredSession]) -> None:
    with connection.cursor() as cursor:
        for statement in SCHEMA:
            cursor.execute(statement)
    _fill(connection, sessions, "%s")
    connection.commit()


def _fill(connection: Any, sessions: Iterable[StoredSession], p: str) -> None:
    cursor = connection.cursor()
    for session in sessions:
        cursor.execute(f"INSERT INTO diagnosis_session VALUES ({p}, {p}, {p}, {p})", session.row())
        for r in session.invocations:
            cursor.execute(f"INSERT INTO tool_invocation VALUES ({p}, {p}, {p}, {p}, {p})",
                           (r["id"], r["session_id"], r["tool_name"], r["output_preview"],
                            r["retrieval_details"]))


def corpus_bundles(root: Path, limit: int | None = None) -> list[tuple[Path, dict[str, Any]]]:
    paths = sorted(root.rglob("*.json"))[:limit]
    return [(path, json.loads(path.read_text(encoding="utf-8"))) for path in paths]


def stored_results(bundles: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """What a gate with the built-in configuration stored for each bundle."""
    from gatekeeper.api import Gatekeeper
    from gatekeeper.parse.bundle import case_from_bundle

    gate = Gatekeeper()
    results = []
    for bundle in bundles:
        case = case_from_bundle(bundle, "<bundle>")
        results.append(gate.check(bundle["executor_output"], case.invocations).gatekeeper_result)
    return results
