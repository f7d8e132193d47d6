"""What every dump shape yields: records with their place, the top-level extras, errors."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from gatekeeper.errors import InputError

#: (record, where) pairs: `where` names the record in messages (`record 3`, `line 4`). An
#: iterable, read once: a JSON Lines dump decodes one record at a time, so a big dump never
#: holds all its decoded records beside its invocations.
RecordList = Iterable[tuple[Any, str]]


class Records:
    __slots__ = ("extras", "records")

    def __init__(self, records: RecordList, extras: dict[str, Any] | None = None) -> None:
        self.records = records
        #: Top-level values beside the records: `session_id`, `tool_trace_summary`.
        self.extras: dict[str, Any] = {} if extras is None else extras


#: Makes an InputError for the dump: fail(where or None, message).
Fail = Callable[[str | None, str], InputError]


class DumpShape(Protocol):
    NAME: str

    def detect(self, value: Any) -> bool: ...

    def records(self, value: Any, fail: Fail) -> Records: ...


def kind(value: Any) -> str:
    """A JSON value's type as messages name it."""
    if value is None:
        return "null"
    return {bool: "boolean", int: "integer", float: "number", str: "string", list: "array",
            dict: "object"}.get(type(value), type(value).__name__)
