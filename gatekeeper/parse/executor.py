"""Executor output: sanitise the raw text and decide its parse status (docs/contract.md §2.1).

`valid`     the sanitised text parses as a JSON object;
`missing`   nothing there, or prose with no JSON in it;
`malformed` looks like JSON but does not parse, parses to a non-object, or hides in prose.

Parse status is not schema validity: that is rule `schema.executor_v2`'s job.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

from gatekeeper.parse.files import read_bytes
from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES, InputTooLarge, too_large_message

VALID, MISSING, MALFORMED = "valid", "missing", "malformed"

_BOM = "\ufeff"
# One surrounding Markdown fence: ```json ... ``` (any info string, or none).
_FENCE = re.compile(r"\A```[^\n`]*\n(?P<body>.*?)\n?[ \t]*```\Z", re.DOTALL)


class ParsedOutput(NamedTuple):
    """The executor output as Gatekeeper sees it.

    `text` is the decoded original text and `offset` where the JSON payload starts in it, so
    that findings can be located in the file the user has open.
    """

    status: str
    detail: str
    document: dict[str, Any] | None = None
    text: str = ""
    offset: int = 0
    duplicate_keys: tuple[str, ...] = ()

    @property
    def is_valid(self) -> bool:
        return self.status == VALID


def _type_name(value: Any) -> str:
    return {list: "array", str: "string", bool: "boolean", int: "number", float: "number"}.get(
        type(value), "null" if value is None else type(value).__name__
    )


def _json_scalar(payload: str) -> str | None:
    """The JSON type name when the whole payload is one JSON scalar, else None."""
    try:
        value, _ = loads_strict(payload)
    except JsonDecodeProblem:
        return None
    return _type_name(value)


def _decode(raw: bytes) -> str | ParsedOutput:
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return ParsedOutput(
            MALFORMED,
            f"not valid UTF-8: byte 0x{raw[exc.start]:02x} at offset {exc.start}",
        )


def _sanitise(text: str) -> tuple[str, int]:
    """Drop a BOM, surrounding whitespace and one Markdown fence; return payload and its offset."""
    start = 1 if text.startswith(_BOM) else 0
    stripped = text[start:].strip()
    offset = text.index(stripped, start) if stripped else len(text)
    fenced = _FENCE.match(stripped)
    if fenced:
        body = fenced.group("body")
        inner = body.strip()
        offset += fenced.start("body") + (body.index(inner) if inner else 0)
        stripped = inner
    return stripped, offset


def parse_executor_output(raw: str | bytes | Mapping[str, Any]) -> ParsedOutput:
    """Parse raw executor output (text or bytes), or accept an already-parsed object."""
    return parse_json_output(raw, "executor output", "parsed executor evidence contract")


def parse_json_output(raw: str | bytes | Mapping[str, Any], what: str,
                      parsed_detail: str) -> ParsedOutput:
    """An LLM's JSON answer (`what`: "executor output", "verifier output", ...): sanitised and
    given its parse status by the rules above; `parsed_detail` is the detail of a valid one."""
    if isinstance(raw, Mapping):
        return ParsedOutput(VALID, parsed_detail, dict(raw))
    if isinstance(raw, bytes | bytearray):
        decoded = _decode(bytes(raw))
        if isinstance(decoded, ParsedOutput):
            return decoded
        raw = decoded
    if not isinstance(raw, str):
        return ParsedOutput(MALFORMED, f"{what} is a {_type_name(raw)}, not text or an object")

    payload, offset = _sanitise(raw)
    if not payload:
        return ParsedOutput(MISSING, f"{what} is empty", text=raw, offset=offset)
    if payload[0] not in "{[":
        brace = min((i for i in (payload.find("{"), payload.find("[")) if i >= 0), default=-1)
        if brace < 0:
            scalar = _json_scalar(payload)
            if scalar is not None:  # `42`, `"text"`, `null`: JSON, but not an object (docs/contract.md §2.1)
                return ParsedOutput(MALFORMED, f"{what} is a JSON {scalar}, expected an "
                                    "object", text=raw, offset=offset)
            return ParsedOutput(MISSING, f"{what} is prose with no JSON in it", text=raw,
                                offset=offset)
        return ParsedOutput(
            MALFORMED,
            f"{what} must be only the JSON document; found prose before JSON at "
            f"character {brace}",
            text=raw,
            offset=offset,
        )
    try:
        value, duplicates = loads_strict(payload)
    except JsonDecodeProblem as problem:
        return ParsedOutput(MALFORMED, problem.detail, text=raw, offset=offset)
    if not isinstance(value, dict):
        return ParsedOutput(
            MALFORMED, f"{what} is a JSON {_type_name(value)}, expected an object",
            text=raw, offset=offset,
        )
    return ParsedOutput(
        VALID, parsed_detail, value, text=raw, offset=offset,
        duplicate_keys=tuple(duplicates),
    )


def read_executor_output(path: Path, max_bytes: int = DEFAULT_MAX_INPUT_BYTES,
                         data: bytes | None = None) -> ParsedOutput:
    """Read and parse an executor output file. Over `max_bytes` it is not read: the linted file
    is then `malformed` (a finding), not an input error. Unreadable files raise InputError."""
    try:
        data = read_bytes(path, max_bytes, data)
    except InputTooLarge as exc:
        return ParsedOutput(MALFORMED, f"executor output {too_large_message(exc.size, exc.limit)}")
    return parse_executor_output(data)
