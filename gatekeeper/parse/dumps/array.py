"""A JSON array of invocation records."""

from __future__ import annotations

from typing import Any

from gatekeeper.parse.dumps.records import Fail, Records

NAME = "array"


def detect(value: Any) -> bool:
    return isinstance(value, list)


def records(value: Any, fail: Fail) -> Records:
    return Records((record, f"record {i}") for i, record in enumerate(value))
