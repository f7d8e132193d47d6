"""Strict JSON decoding shared by every input: no NaN/Infinity, duplicate keys recorded."""

from __future__ import annotations

import json
from typing import Any

from gatekeeper.limits import MAX_DEPTH, nesting_exceeds


class JsonDecodeProblem(ValueError):
    """The text is not strict JSON; `detail` says where and why."""

    def __init__(self, detail: str, line: int | None = None, col: int | None = None) -> None:
        self.detail = detail
        self.line = line
        self.col = col
        super().__init__(detail)


class _DuplicateKeys:
    """Collects the duplicate keys of every object while decoding (last one wins, as in json)."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(pairs)
        if len(result) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    self.found.append(key)
                seen.add(key)
        return result


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def loads_strict(text: str) -> tuple[Any, list[str]]:
    """Decode `text`; return the value and the duplicate keys met. Raises JsonDecodeProblem."""
    duplicates = _DuplicateKeys()
    try:
        value = json.loads(text, object_pairs_hook=duplicates, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise JsonDecodeProblem(
            f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", exc.lineno, exc.colno
        ) from None
    except RecursionError:
        raise JsonDecodeProblem("JSON nesting is too deep to decode") from None
    except ValueError as exc:  # NaN / Infinity
        raise JsonDecodeProblem(str(exc)) from None
    # Cheap bound first: fewer brackets than the limit cannot nest deeper than it.
    if text.count("[") + text.count("{") > MAX_DEPTH and nesting_exceeds(value):
        raise JsonDecodeProblem(f"JSON nesting is deeper than {MAX_DEPTH} levels")
    return value, duplicates.found
