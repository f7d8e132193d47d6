"""Strict JSON decoding shared by every input: no NaN/Infinity, duplicate keys recorded.

Also bounded and printable: documents nested deeper than `limits.MAX_DEPTH` are refused, and
lone UTF-16 surrogates (`"\\ud800"` is legal JSON, but no UTF-8 stream or file can carry it)
become U+FFFD, so that every reporter can write every string it is given.
"""

from __future__ import annotations

import json
import re
from typing import Any

from gatekeeper.parse.limits import MAX_DEPTH, nesting_exceeds

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
# A surrogate can only appear decoded if the text has one, or an escape of one. Two searches:
# one alternation of both has no literal prefix to skip by and is much slower on big dumps.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")


def _may_hold_surrogate(text: str) -> bool:
    return bool(_SURROGATE_ESCAPE.search(text)) or _holds_lone_surrogate(text)


#: Characters encoded at a time to find a lone surrogate: the encoder stops at the first one,
#: 3x faster than the character class's search on a 43 MB dump (77 ms, not 240); a slice of 64K
#: keeps the copies small (one of 1M characters raised P3 x1's peak by 3 MB).
_ENCODED_SLICE = 1 << 16


def _holds_lone_surrogate(text: str) -> bool:
    """Whether `text` holds a surrogate code point (a decoded pair never does: it is one)."""
    if text.isascii():
        return False
    for start in range(0, len(text), _ENCODED_SLICE):
        try:
            text[start:start + _ENCODED_SLICE].encode("utf-8")
        except UnicodeEncodeError:
            return True
    return False


def replace_lone_surrogates(value: Any) -> Any:
    """`value` with every lone surrogate in its strings and keys replaced by U+FFFD."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [replace_lone_surrogates(item) for item in value]
    if isinstance(value, dict):
        return {replace_lone_surrogates(k): replace_lone_surrogates(v) for k, v in value.items()}
    return value


class JsonDecodeProblem(ValueError):
    """The text is not strict JSON; `detail` says where and why."""

    def __init__(self, detail: str, line: int | None = None, col: int | None = None) -> None:
        self.detail = detail
        self.line = line
        self.col = col
        super().__init__(detail)


class _DuplicateKeys:
    """Collects the duplicate keys of every object while decoding (last one wins, as in json),
    with the object each was found in (`split_duplicates` tells a bundle's frame from its
    executor output by them)."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self.containers: list[dict[str, Any]] = []

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(pairs)
        if len(result) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    self.found.append(key)
                    self.containers.append(result)
                seen.add(key)
        return result


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def loads_strict(text: str) -> tuple[Any, list[str]]:
    """Decode `text`; return the value and the duplicate keys met. Raises JsonDecodeProblem."""
    value, duplicates = _loads(text)
    return value, duplicates


def loads_split(text: str, inner: str) -> tuple[Any, list[str], list[str]]:
    """Decode `text` (an object holding `inner`, e.g. a bundle's `executor_output`): the value,
    the duplicate keys outside `inner`'s value and those inside it."""
    value, outside, inside = _loads(text, inner)
    return value, outside, inside


def _inner_objects(value: Any) -> set[int]:
    """The ids of every object in `value` (iteratively: the depth is bounded, not small)."""
    found: set[int] = set()
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            found.add(id(node))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def _loads(text: str, inner: str | None = None) -> Any:
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
    split: tuple[list[str], list[str]] | None = None
    if inner is not None:  # before the surrogate pass, which rebuilds the objects
        objects = _inner_objects(value.get(inner)) if isinstance(value, dict) else set()
        pairs = list(zip(duplicates.found, duplicates.containers, strict=True))
        split = ([k for k, c in pairs if id(c) not in objects],
                 [k for k, c in pairs if id(c) in objects])
    if _may_hold_surrogate(text):
        value = replace_lone_surrogates(value)
    if split is not None:
        return value, *split
    return value, duplicates.found
