"""The POST endpoints of `gatekeeper serve`: path → what it does with one JSON document.

Each endpoint gets the `Service`, the decoded document, its text (to locate findings in) and its
name (`?filename=`, default `<request>`), and returns the answer's JSON; an InputError it raises
is a 422 answer. Adding an endpoint is one line in `POST_ENDPOINTS`.
"""

from __future__ import annotations

from typing import Any

from gatekeeper.commands.serve.service import JsonEndpoint, Service
from gatekeeper.errors import InputError


def check_bundle(service: Service, value: Any, text: str, source: str) -> dict[str, Any]:
    """POST /v1/check: a fixture bundle → the report object `check --format json` gives for it."""
    from gatekeeper.commands.check.parallel import lint_case
    from gatekeeper.parse.bundle import case_from_bundle, is_bundle_document

    if not is_bundle_document(value):
        raise InputError(source, "not a fixture bundle: expected an object with "
                         "'executor_output' and 'tool_invocations'")
    report = lint_case(service.engine, case_from_bundle(value, source, text))
    return report.to_dict()


POST_ENDPOINTS: dict[str, JsonEndpoint] = {
    "/v1/check": check_bundle,
    # The chain around the Verifier (gatekeeper/chain/) adds /v1/payload, /v1/compose-input and
    # /v1/evaluation here, one line each.
}
