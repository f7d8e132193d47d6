"""Targets: paths into a JSON document, written the way the design writes them.

`("claims", 0, "evidence_bindings", 1)` is written `claims[0].evidence_bindings[1]`; the whole
document is `$`. Keys that are not plain identifiers are quoted: `meta["x.y"]`.
"""

from __future__ import annotations

import json
import re

JsonPath = tuple[str | int, ...]

_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def format_path(path: JsonPath) -> str:
    if not path:
        return "$"
    parts: list[str] = []
    for segment in path:
        if isinstance(segment, int):
            parts.append(f"[{segment}]")
        elif _PLAIN_KEY.match(segment):
            parts.append(f".{segment}" if parts else segment)
        else:
            parts.append(f"[{json.dumps(segment, ensure_ascii=False)}]")
    return "".join(parts)
