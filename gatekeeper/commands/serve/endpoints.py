"""The POST endpoints of `gatekeeper serve`: path → what it does with one JSON document.

Each endpoint gets the `Service`, the decoded document, its text (to locate findings in) and its
name (`?filename=`, default `<request>`), and returns the answer's JSON; an InputError it raises
is a 422 answer. Adding an endpoint is one line in `POST_ENDPOINTS`. The chain endpoints answer
exactly what the `payload`, `compose-input` and `evaluation` commands print for the same bundle
(gatekeeper/chain/session.py, docs/chain.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gatekeeper.commands.serve.service import JsonEndpoint, Service
from gatekeeper.errors import InputError

if TYPE_CHECKING:
    from gatekeeper.chain.session import Session
    from gatekeeper.parse.bundle import Case


def _case(value: Any, source: str, text: str) -> Case:
    from gatekeeper.parse.bundle import case_from_bundle, is_bundle_document

    if not is_bundle_document(value):
        raise InputError(source, "not a fixture bundle: expected an object with "
                         "'executor_output' and 'tool_invocations'")
    return case_from_bundle(value, source, text)


def check_bundle(service: Service, value: Any, text: str, source: str) -> Any:
    """POST /v1/check: a fixture bundle → the report object `check --format json` gives for it."""
    from gatekeeper.commands.check.parallel import lint_case

    return lint_case(service.engine, _case(value, source, text)).to_dict()


def _session(service: Service, value: Any, text: str, source: str) -> Session:
    from gatekeeper.chain.session import run_session

    return run_session(service.chain_engine, _case(value, source, text))


def payload(service: Service, value: Any, text: str, source: str) -> Any:
    """POST /v1/payload: a session bundle → the Verifier payload (as `gatekeeper payload`)."""
    return _session(service, value, text, source).payload()


def compose_input(service: Service, value: Any, text: str, source: str) -> Any:
    """POST /v1/compose-input: a session bundle with its `verifier_output` → the Composer input
    (as `gatekeeper compose-input`); null when the Composer is skipped."""
    return _session(service, value, text, source).composer_input()


def evaluation(service: Service, value: Any, text: str, source: str) -> Any:
    """POST /v1/evaluation: a session bundle with its `verifier_output` → the
    `verifier_evaluation` record (as `gatekeeper evaluation`)."""
    return _session(service, value, text, source).evaluation()


POST_ENDPOINTS: dict[str, JsonEndpoint] = {
    "/v1/check": check_bundle,
    "/v1/payload": payload,
    "/v1/compose-input": compose_input,
    "/v1/evaluation": evaluation,
}
