"""An object `{"session_id": ..., "tool_invocations": [...], "tool_trace_summary": [...]}`
(`session_id` and `tool_trace_summary` optional)."""

from __future__ import annotations

from typing import Any

from gatekeeper.parse.dumps.records import Fail, Records, kind

NAME = "envelope"
KEYS = ("session_id", "tool_invocations", "tool_trace_summary")


def detect(value: Any) -> bool:
    return isinstance(value, dict) and "tool_invocations" in value


def records(value: Any, fail: Fail) -> Records:
    unknown = sorted(set(value) - set(KEYS))
    if unknown:
        raise fail(None, f"unknown top-level key {unknown[0]!r}; expected {', '.join(KEYS)}")
    invocations = value["tool_invocations"]
    if not isinstance(invocations, list):
        raise fail("tool_invocations", f"expected an array, found {kind(invocations)}")
    return Records(((r, f"tool_invocations[{i}]") for i, r in enumerate(invocations)), value)
