"""A JSON query result as a table (text/tables.py): a list of flat records, or one per line, or the
one list of records a document holds some levels down (Prometheus' `{"data": {"result": [...]}}`)."""

from __future__ import annotations

import json


def json_records(text: str) -> list[tuple[list[str], list[tuple[str, ...]]]] | None:
    """A JSON list of flat records (or a record per line), as one table's (names, rows); none
    (an empty list) when the JSON holds no such list; None for other text."""
    stripped = text.strip()
    if not stripped.startswith(("[", "{")):
        return None
    try:
        parsed = json.loads(stripped)
    except ValueError:
        try:
            parsed = [json.loads(line) for line in stripped.split("\n") if line.strip()]
        except ValueError:
            return None
    records = [_flat(r) for r in _listed(parsed) if isinstance(r, dict)]
    if len(records) < 2:
        return []
    columns = [key for key, value in records[0].items() if _scalar(value)]
    rows = [tuple(_cell(record.get(key)) for key in columns) for record in records]
    return [(columns, rows)] if len(columns) >= 2 else []


def _listed(parsed: object, depth: int = 0) -> list[object]:
    """The list of records a JSON document holds: itself, or its one list of objects some levels
    down (`{"data": {"result": [...]}}`, Prometheus' query API)."""
    if isinstance(parsed, list):
        return parsed
    if not isinstance(parsed, dict) or depth > 2:
        return []
    found = [listed for value in parsed.values() if (listed := _listed(value, depth + 1))
             and any(isinstance(item, dict) for item in listed)]
    return found[0] if len(found) == 1 else []


def _flat(record: dict[str, object]) -> dict[str, object]:
    """A record's fields, a nested object's by their path (`metric.service`), a sample's
    `[time, value]` by its value (Prometheus' `"value": [1764583200, "95.2"]`)."""
    flat: dict[str, object] = {}
    for key, value in record.items():
        if isinstance(value, dict):
            flat.update({f"{key}.{inner}": item for inner, item in value.items()})
        elif isinstance(value, list) and len(value) == 2 and all(map(_scalar, value)):
            flat[key] = value[1]
        else:
            flat[key] = value
    return flat


def _scalar(value: object) -> bool:
    return isinstance(value, (str, int, float)) and not isinstance(value, bool)


def _cell(value: object) -> str:
    return str(value) if _scalar(value) else ""
