"""Dump shapes: how a tool-invocation dump's text becomes (record, where) pairs.

`shapes()` is the detection table, tried in order on the parsed JSON value; each shape is one
module with `detect(value) -> bool` and `records(value, fail) -> Records`. Text that is not one
JSON document is read as JSON Lines (`jsonl`). A new adapter (OpenTelemetry spans, an
OpenAI tool-call log) is one more module and one more entry in `shapes()`; the records it yields
are validated like every other shape's (gatekeeper.parse.invocations).
"""

from __future__ import annotations

from gatekeeper.parse.dumps.records import DumpShape, Fail, Records, kind


def shapes() -> tuple[DumpShape, ...]:
    """The shapes of a dump that is one JSON document, in the order they are tried."""
    from gatekeeper.parse.dumps import array, envelope, single_record

    return (array, envelope, single_record)


def describe() -> str:
    return "an array of invocations, an object with 'tool_invocations', or JSON Lines"


def split_records(text: str, fail: Fail) -> Records:
    """Detect the dump's shape and split it into records (see `shapes()` and `jsonl`)."""
    from gatekeeper.parse.dumps import jsonl
    from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

    try:
        value, repeated = loads_strict(text)
    except JsonDecodeProblem as whole_problem:
        return jsonl.records(text, whole_problem, fail)
    refuse_repeated(repeated, fail, None)
    for shape in shapes():
        if shape.detect(value):
            return shape.records(value, fail)
    raise fail(None, f"expected {describe()}; found a JSON {kind(value)}")


def refuse_repeated(repeated: list[str], fail: Fail, where: str | None) -> None:
    """Parsers disagree on which copy of a repeated key wins: such a dump is ambiguous."""
    if repeated:
        raise fail(where, f"key {repeated[0]!r} appears more than once in one object; "
                   "expected each key once")
