"""Dump shapes: how a tool-invocation dump's text becomes (record, where) pairs.

`SHAPES` is the detection table, tried in order on the parsed JSON value; each shape is one
module with `detect(value) -> bool` and `records(value, fail) -> Records`. Text that is not one
JSON document is read as JSON Lines (`jsonl`). A new adapter (OpenTelemetry spans, an
OpenAI tool-call log) is one more module and one more line in `SHAPES`; the records it yields
are validated like every other shape's (gatekeeper.parse.invocations).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from gatekeeper.errors import InputError

#: (record, where) pairs: `where` names the record in messages (`record 3`, `line 4`).
RecordList = list[tuple[Any, str]]


@dataclass
class Records:
    records: RecordList
    #: Top-level values beside the records: `session_id`, `tool_trace_summary`.
    extras: dict[str, Any] = field(default_factory=dict)


#: Makes an InputError for the dump: fail(where or None, message).
Fail = Callable[[str | None, str], InputError]


class DumpShape(Protocol):
    NAME: str

    def detect(self, value: Any) -> bool: ...

    def records(self, value: Any, fail: Fail) -> Records: ...


def shapes() -> tuple[DumpShape, ...]:
    from gatekeeper.parse.dumps import array, envelope, single_record

    return (array, envelope, single_record)  # type: ignore[return-value]


def describe() -> str:
    return ("an array of invocations, an object with 'tool_invocations', or JSON Lines")


def kind(value: Any) -> str:
    """A JSON value's type as messages name it."""
    if value is None:
        return "null"
    return {bool: "boolean", int: "integer", float: "number", str: "string", list: "array",
            dict: "object"}.get(type(value), type(value).__name__)


def split_records(text: str, fail: Fail) -> Records:
    """Detect the dump's shape and split it into records (see `shapes()` and `jsonl`)."""
    from gatekeeper.parse.dumps import jsonl
    from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

    try:
        value, _ = loads_strict(text)
    except JsonDecodeProblem as whole_problem:
        return jsonl.records(text, whole_problem, fail)
    for shape in shapes():
        if shape.detect(value):
            return shape.records(value, fail)
    raise fail(None, f"expected {describe()}; found a JSON {kind(value)}")
