"""`gatekeeper payload BUNDLE` (or `OUTPUT --invocations DUMP`): print the Verifier payload.

The payload (gatekeeper/chain/payload.py, docs/chain.md) is built with the same engine and
configuration as `gatekeeper check`: its `gatekeeper_result` is the Executor rules' result.
`--query TEXT` and `--retry-context FILE` (a JSON file) give `original_query` and
`retry_context`, replacing a bundle's. Exit 0; 2 for an input or configuration error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gatekeeper.commands.common import ConfigRequest, open_session, write_json
from gatekeeper.errors import InputError


def read_retry_context(path: Path | None) -> Any:
    if path is None:
        return None
    from gatekeeper.parse.files import read_text
    from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

    try:
        value, _ = loads_strict(read_text(path))
    except JsonDecodeProblem as problem:
        raise InputError(str(path), f"retry context is not JSON: {problem.detail}") from None
    return value


def run(path: Path, invocations: Path | None, session_id: str | None, query: str | None,
        retry_context: Path | None, request: ConfigRequest) -> int:
    session = open_session(path, request, invocations, session_id, query,
                           read_retry_context(retry_context))
    write_json(session.payload())
    return 0
