"""The persisted `verifier_evaluation` record, with `facts_checked` for older readers.

`facts_checked` is generated from `claim_checks`, one fact per check, by the compatibility
mapping (docs/chain.md): `direct_observation` → `direct_evidence`; `reasonable_inference` and
`overstated` → `indirect_support`; `unsupported` and `external_unknown` → `no_evidence`;
`contradicted` → `contradicted`. `fact` is `"{claim_id}: {claim_text}"`, `is_critical` whether
the claim is a core claim (`root_cause`, `symptom`, `impact`, `risk`), `evidence_refs` are the
check's. `critical_fact_count` counts the critical facts; `round` is `retry_context.round` when
given, 2 for any other retry context, else 1.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gatekeeper.rules.support.chain.model import FACT_VERIFICATION, claims_by_id, is_core, items, text

KEYS = ("verdict", "groundedness_score", "critical_fact_count", "claim_checks", "facts_checked",
        "rationale", "round", "traceability_version", "executor_output_parse_status",
        "executor_structured_output", "tool_trace_summary", "gatekeeper_result", "composer_output")


def facts_checked(executor: Mapping[str, Any] | None,
                  verifier: Mapping[str, Any]) -> list[dict[str, Any]]:
    claims = claims_by_id(executor)
    facts = []
    for _, check in items(verifier, "claim_checks"):
        claim_id = text(check.get("claim_id"))
        claim = claims.get(claim_id, {})
        refs = check.get("evidence_refs")
        facts.append({
            "fact": f"{claim_id}: {text(claim.get('claim_text'))}",
            # An unknown verification maps to no evidence: nothing vouches for the fact.
            "verification": FACT_VERIFICATION.get(text(check.get("verification")), "no_evidence"),
            "is_critical": is_core(claim),
            "evidence_refs": list(refs) if isinstance(refs, list) else [],
        })
    return facts


def round_of(retry_context: Any) -> int:
    if isinstance(retry_context, Mapping):
        number = retry_context.get("round")
        if isinstance(number, int) and not isinstance(number, bool) and number > 0:
            return number
    return 1 if retry_context is None else 2


def verifier_evaluation(payload: Mapping[str, Any], verifier: Mapping[str, Any],
                        composer: Mapping[str, Any] | None) -> dict[str, Any]:
    """The record, from the Verifier payload (gatekeeper.chain.payload) and the two answers."""
    facts = facts_checked(payload["executor_structured_output"], verifier)
    checks = verifier.get("claim_checks")
    return {
        "verdict": verifier.get("verdict"),
        "groundedness_score": verifier.get("groundedness_score"),
        "critical_fact_count": sum(1 for fact in facts if fact["is_critical"]),
        "claim_checks": list(checks) if isinstance(checks, list) else [],
        "facts_checked": facts,
        "rationale": text(verifier.get("rationale")),
        "round": round_of(payload["retry_context"]),
        "traceability_version": "v2",
        "executor_output_parse_status": payload["executor_output_parse_status"],
        "executor_structured_output": payload["executor_structured_output"],
        "tool_trace_summary": payload["tool_trace_summary"],
        "gatekeeper_result": payload["gatekeeper_result"],
        "composer_output": dict(composer) if composer is not None else None,
    }
