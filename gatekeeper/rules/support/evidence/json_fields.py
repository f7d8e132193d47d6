"""The fields of a JSON object printed on one line: an API's compact reply (`curl -s
.../_cluster/health`: `{"cluster_name":"es-prod","status":"yellow",...}`) or a structured log's
record (`{"level":"error","service":"payment-svc","latency_ms":5300}`).

Pretty-printed JSON is read a member a line (evidence/fields.py); a compact object was no field
at all, so `集群健康状态为 green` citing `{"status":"yellow"}` passed. Its scalar members are
fields (a boolean as JSON writes it: `false`), an object's members named with it
(`{"limits":{"memory":"1Gi"}}`: `limits memory`), one level deep; lists and deeper objects name no
field. The line is its fields and nothing else.
"""

from __future__ import annotations

import json
import re

from gatekeeper.rules.support.evidence.field_names import Field, own_words


def json_line_fields(line: str) -> list[Field]:
    """The fields of `line` when it is one JSON object (see the module docstring)."""
    try:
        record = json.loads(line)
    except ValueError:
        return []
    if not isinstance(record, dict):
        return []
    found: list[Field] = []
    for key, value in record.items():
        members = value.items() if isinstance(value, dict) else [("", value)]
        for inner, scalar in members:
            name = f"{key} {inner}".strip()
            if isinstance(scalar, (str, int, float)) and str(scalar) \
                    and re.fullmatch(r"[A-Za-z][\w.\- ]*", name):
                words = own_words(name)
                if words:  # a boolean as JSON writes it (`"Running":false`: a flag, evidence/flags.py)
                    shown = json.dumps(scalar) if isinstance(scalar, bool) else str(scalar)
                    found.append(Field(name.lower(), words, shown, line, whole=True))
    return found
