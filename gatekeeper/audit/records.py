"""One stored session as a session bundle, checked like any bundle (docs/audit.md).

The stored record (`self_evaluation.verifier_evaluation`, docs/audit.md) holds the Verifier's
evaluation beside what the Verifier was shown: the structured output, the trace summary, the
`gatekeeper_result` it was given, and the Composer's output. The bundle takes:

* `executor_output`: the stored raw output; without one, the stored structured output (without
  either: empty text, which fails as a missing output: nothing is assumed);
* `tool_invocations`: the session's invocations, plus the other sessions' invocations it cites
  (they keep their own session id, so citing them is reported as cross-session);
* `tool_trace_summary`, `original_query`, `verifier_output` (the evaluation's Verifier fields),
  `composer_output`: as stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from gatekeeper.audit.sources.sql import StoredSession
from gatekeeper.errors import InputError
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.parse.invocations import canonical_id
from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

#: The Verifier's own output inside the stored evaluation (the rest is what it was shown).
VERIFIER_KEYS = ("verdict", "groundedness_score", "claim_checks", "hypothesis_checks", "rationale")
#: An invocation stored with no session is no session's: never the current one.
NO_SESSION = "(no session)"


@dataclass(frozen=True)
class SessionRecord:
    session_id: Any  # as stored (an integer stays an integer in the output)
    bundle: dict[str, Any]
    stored_result: Any  # the stored gatekeeper_result (None: not stored)


def source_name(session_id: Any) -> str:
    return f"session:{session_id}"


def _evaluation(session: StoredSession) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """(self_evaluation, its verifier_evaluation), decoded; a broken frame is an InputError."""
    value = session.self_evaluation
    where = source_name(session.id)
    if isinstance(value, bytes | bytearray | memoryview):
        value = bytes(value).decode("utf-8", errors="replace")
    if isinstance(value, str):
        try:
            value, _ = loads_strict(value) if value.strip() else (None, [])
        except JsonDecodeProblem as problem:
            raise InputError(where, f"not JSON: {problem.detail}", "self_evaluation") from None
    if value is None:
        return {}, {}
    if not isinstance(value, Mapping):
        raise InputError(where, "expected a JSON object", "self_evaluation")
    evaluation = value.get("verifier_evaluation")
    if evaluation is None:
        return value, {}
    if not isinstance(evaluation, Mapping):
        raise InputError(where, "expected an object", "self_evaluation.verifier_evaluation")
    return value, evaluation


def _executor_output(session: StoredSession, evaluation: Mapping[str, Any]) -> str | Mapping[str, Any]:
    raw = session.raw_output
    if isinstance(raw, bytes | bytearray | memoryview):
        raw = bytes(raw).decode("utf-8", errors="replace")
    if isinstance(raw, str):
        return raw
    structured = evaluation.get("executor_structured_output")
    if isinstance(structured, Mapping):
        return structured
    # Neither stored (or the structured output is not an object): lint that, do not skip it.
    return "" if structured is None else json.dumps(structured, ensure_ascii=False)


def cited_ids(session: StoredSession) -> set[str]:
    """Every invocation id the session's outputs cite (`source_invocation_ids` anywhere)."""
    try:
        top, evaluation = _evaluation(session)
    except InputError:
        return set()  # reported when the bundle is built
    parsed = parse_executor_output(_executor_output(session, evaluation))
    ids: set[str] = set()
    for value in (parsed.document, top):
        for found in _id_lists(value):
            ids.update(i for i in map(canonical_id, found) if i is not None)
    return ids


def _id_lists(value: Any) -> Iterator[list[Any]]:
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, Mapping):
            for key, item in node.items():
                if key == "source_invocation_ids" and isinstance(item, list):
                    yield item
                elif isinstance(item, Mapping | list):
                    stack.append(item)
        elif isinstance(node, list):
            stack.extend(item for item in node if isinstance(item, Mapping | list))


def build_record(session: StoredSession) -> SessionRecord:
    top, evaluation = _evaluation(session)
    current = canonical_id(session.id)
    if current is None:
        raise InputError(source_name(session.id), "the session id must be an integer or a "
                         "non-empty string", "id")
    records = [dict(r, session_id=NO_SESSION) if canonical_id(r["session_id"]) is None else r
               for r in session.invocations]
    verifier: Any = top.get("verifier_output")  # raw Verifier text kept by a JSON Lines import
    if verifier is None and any(key in evaluation for key in VERIFIER_KEYS):
        verifier = {key: evaluation[key] for key in VERIFIER_KEYS if key in evaluation}
    parts = {
        "executor_output": _executor_output(session, evaluation),
        "tool_invocations": records,
        "session_id": current,
        "tool_trace_summary": evaluation.get("tool_trace_summary"),
        "original_query": session.original_query,
        "verifier_output": verifier,
        "composer_output": evaluation.get("composer_output"),
    }
    bundle = {key: value for key, value in parts.items() if value is not None}
    return SessionRecord(session.id, bundle, evaluation.get("gatekeeper_result"))
