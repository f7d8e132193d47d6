"""`gatekeeper compose-input BUNDLE`: print the Composer input of a session bundle.

Assembled from the executor output and the bundle's `verifier_output` by the assembly rules
(gatekeeper/rules/support/chain/compose.py, docs/chain.md). When the executor output did not parse, the
Composer is skipped: `null` is printed and stderr says why. A bundle without a usable verifier
output (absent, unparsable, no valid verdict) is an input error (exit 2).
"""

from __future__ import annotations

import sys
from pathlib import Path

from gatekeeper.commands.common import ConfigRequest, open_session, write_json


def run(path: Path, session_id: str | None, request: ConfigRequest) -> int:
    session = open_session(path, request, session_id=session_id)
    composer_input = session.composer_input()
    if composer_input is None:
        print(f"gatekeeper: {path}: executor output is {session.case.parsed.status}: the "
              "Composer is skipped (fixed low-confidence answer)", file=sys.stderr)
    write_json(composer_input)
    return 0
