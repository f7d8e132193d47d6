"""`gatekeeper evaluation BUNDLE`: print the `verifier_evaluation` record of a session bundle.

The record persisted for audit (gatekeeper/chain/evaluation.py, docs/chain.md), with
`facts_checked` generated from the Verifier's `claim_checks` and the Executor rules'
`gatekeeper_result`. A bundle without a parsed `verifier_output` is an input error (exit 2).
"""

from __future__ import annotations

from pathlib import Path

from gatekeeper.commands.common import ConfigRequest, open_session, write_json


def run(path: Path, session_id: str | None, request: ConfigRequest) -> int:
    write_json(open_session(path, request, session_id=session_id).evaluation())
    return 0
