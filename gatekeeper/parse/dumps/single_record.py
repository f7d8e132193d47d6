"""JSON Lines with a single record: one invocation object (it parses as one JSON document)."""

from __future__ import annotations

from typing import Any

from gatekeeper.parse.dumps.records import Fail, Records

NAME = "single record"


def detect(value: Any) -> bool:
    return isinstance(value, dict) and "id" in value


def records(value: Any, fail: Fail) -> Records:
    return Records([(value, "line 1")])
