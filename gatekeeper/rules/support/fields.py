"""Field selectors of rule params: `claims[].claim_text`, `hypotheses[].basis`, `missing_info[]`.

A selector is dot-separated keys; `[]` after a key means "every item of this array". Selecting
yields (path, value) pairs for the values that exist, in document order, skipping parts of the
wrong type (the schema rule reports those).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from typing import Any

from gatekeeper.paths import JsonPath
from gatekeeper.rules.support.text.patterns import compiled

SELECTOR_PATTERN = r"^[A-Za-z_][A-Za-z0-9_]*(\[\])?(\.[A-Za-z_][A-Za-z0-9_]*(\[\])?)*$"
SELECTOR_SCHEMA = {"type": "string", "pattern": SELECTOR_PATTERN}
_STEP = compiled(r"([A-Za-z_][A-Za-z0-9_]*)(\[\])?")


@functools.cache
def parse_selector(selector: str) -> tuple[tuple[str, bool], ...]:
    """`claims[].claim_text` → (("claims", True), ("claim_text", False))."""
    steps = []
    for part in selector.split("."):
        match = _STEP.fullmatch(part)
        if match is None:  # the params schema allows only valid selectors
            raise ValueError(f"not a field selector: {selector!r}")
        steps.append((match.group(1), bool(match.group(2))))
    return tuple(steps)


def select(document: Mapping[str, Any], selector: str) -> Iterator[tuple[JsonPath, Any]]:
    nodes: list[tuple[JsonPath, Any]] = [((), document)]
    for key, each in parse_selector(selector):
        next_nodes: list[tuple[JsonPath, Any]] = []
        for path, node in nodes:
            if not isinstance(node, Mapping) or key not in node:
                continue
            value = node[key]
            if not each:
                next_nodes.append(((*path, key), value))
            elif isinstance(value, list):
                next_nodes.extend(((*path, key, i), item) for i, item in enumerate(value))
        nodes = next_nodes
    yield from nodes
