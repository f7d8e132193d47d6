"""Rows of `key: value` cells (text/tables.py): lines keyed alike are a table whose columns are
the keys (`kafka-topics --describe`'s partitions, Redis' replicas, `conntrack -S`' CPUs)."""

from __future__ import annotations

from collections.abc import Sequence

from gatekeeper.rules.support.text.patterns import compiled

#: A line of `Key: value` cells between tabs (`kafka-topics --describe`'s partitions).
_KEY = compiled(r"[A-Za-z][\w.\-]*")
#: A list of two or more `key=value` pairs (Redis' `ip=10.0.0.8,port=6379,...`).
PAIRED_VALUE = compiled(r"(?:[a-z_]+=[^,=\s]*,)+[a-z_]+=[^,=\s]*")
_LISTED_PAIRS = compiled(rf"([A-Za-z][\w.\-]*):({PAIRED_VALUE.pattern})")
_SPACED_PAIRS = compiled(r"[a-z_]+=[^\s=]+(?:[ \t]+[a-z_]+=[^\s=]+){2,}")


def _keyed(line: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(keys, values) of a line of three or more tab-separated `Key: value` cells, of a name's
    three or more `key=value` pairs (Redis' `slave0:ip=10.0.0.8,port=6379,...`), or of three or
    more `key=value` pairs between blanks (`conntrack -S`' `cpu=0 found=123 invalid=4567 ...`)."""
    listed = _LISTED_PAIRS.fullmatch(line.strip())
    pairs = [pair.split("=", 1) for pair in listed.group(2).split(",")] if listed else []
    if listed is not None and len(pairs) >= 3:
        return ("name", *(key for key, _ in pairs)), (listed.group(1), *(value for _, value in pairs))
    if "=" in line and _SPACED_PAIRS.fullmatch(line.strip()):
        pairs = [pair.split("=", 1) for pair in line.split()]
        return tuple(key for key, _ in pairs), tuple(value for _, value in pairs)
    if "\t" not in line or ":" not in line:
        return None
    cells = [cell.strip() for cell in line.strip().split("\t") if cell.strip()]
    pairs = [cell.split(":", 1) for cell in cells]
    if len(pairs) < 3 or any(len(pair) != 2 or not _KEY.fullmatch(pair[0]) for pair in pairs):
        return None
    return tuple(key for key, _ in pairs), tuple(value.strip() for _, value in pairs)


def keyed_rows(lines: Sequence[str], index: int) -> tuple[tuple[str, ...], list[tuple[str, ...]]] | None:
    """(keys, rows) of two or more lines from `index` keyed alike (`Topic: orders`, `Partition:
    0`, `Leader: 2`, ... between tabs), None when `lines[index]` starts none."""
    first = _keyed(lines[index])
    if first is None:
        return None
    rows = [first[1]]
    for line in lines[index + 1:]:
        keyed = _keyed(line)
        if keyed is None or keyed[0] != first[0]:
            break
        rows.append(keyed[1])
    return (first[0], rows) if len(rows) >= 2 else None
