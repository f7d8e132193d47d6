"""Example Gatekeeper rule plugin (a separate distribution, registered through entry points).

`example.claim_id_format`: every `claims[].claim_id` is the configured `prefix` followed by
digits only (`claim-1`, `claim-27`), so that the Verifier's claim_checks can refer to claims
by a stable id. Params: `prefix` (string, required), `allowEmptyNumber` (boolean, default
false: is the bare prefix a valid id?). No regular expressions: the format is simple enough
to say in code, and a plugin's params should not be able to make the linter slow.

`example.always_crashes`: raises on every run. It exists so that the tests can show that a
crashing plugin fails the run closed, with a message naming this distribution.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.plugin import Finding, Rule, RuleContext


class ClaimIdFormat(Rule):
    id = "example.claim_id_format"
    params_schema = {
        "type": "object",
        "additionalProperties": False,
        "required": ["prefix"],
        "properties": {
            "prefix": {"type": "string", "minLength": 1},
            "allowEmptyNumber": {"type": "boolean"},
        },
    }
    examples = {
        "fail": {"claims": [{"claim_id": "c1"}]},
        "pass": {"claims": [{"claim_id": "claim-1"}]},
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        prefix = params["prefix"]
        allow_empty = params.get("allowEmptyNumber", False)
        for index, claim in context.claims():
            claim_id = claim.get("claim_id")
            if not isinstance(claim_id, str):
                continue  # missing or mistyped: schema.executor_v2 reports it
            number = claim_id[len(prefix):] if claim_id.startswith(prefix) else None
            digits_only = number is not None and number.isascii() and number.isdigit()
            if not digits_only and not (allow_empty and number == ""):
                yield Finding(("claims", index, "claim_id"),
                              f"claim_id {claim_id!r} does not match the expected format: "
                              f"{prefix!r} followed by digits")


class AlwaysCrashes(Rule):
    id = "example.always_crashes"

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        raise RuntimeError("example plugin failure (on purpose)")


class CountsReporter:
    """`--format example-counts`: one line per file, `FILE STATUS CEILING ERRORS WARNINGS`.

    A reporter plugin: found through the `gatekeeper.reporters` entry-point group, like the
    built-in formats."""

    def __init__(self, stream: Any, *, color: bool = False, config: Any = None) -> None:
        self.stream = stream

    def write(self, reports: Iterable[Any]) -> None:
        for report in reports:
            errors = sum(f.level == "fail" for f in report.findings)
            warnings = sum(f.level == "warn" for f in report.findings)
            self.stream.write(f"{report.source} {report.status} {report.verdict_ceiling} "
                              f"{errors} {warnings}\n")
