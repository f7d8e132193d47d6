"""The Composer's input, assembled from the Executor output and the Verifier's checks.

The assembly rules (docs/chain.md, "Composer input"):

| Verifier judged the claim | the claim goes to |
|---|---|
| `direct_observation`, `reasonable_inference` | `allowed_claims` (claim_id, claim_type, claim_text) |
| `overstated` | `allowed_hypotheses`, downgraded (its text, no needed evidence) |
| `unsupported` | `missing_info` (its text: a gap, never a fact) |
| `external_unknown`, `contradicted` | nowhere: dropped |
| not checked at all | nowhere: dropped (fail closed; `verifier.coverage` reports it) |

`allowed_hypotheses` also holds the Executor's hypotheses that the Verifier did not judge
`unsupported_hypothesis` or `overstated_as_fact`; under `REJECT` it is empty. `missing_info`
starts with the Executor's own; `recommended_actions` are the Executor's (action_text, reason).
With the executor output `missing` or `malformed` the Composer is skipped (a fixed
low-confidence answer is used), so there is no input.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gatekeeper.parse.chain import ChainContext
from gatekeeper.rules.support.chain.model import (
    DIRECT,
    HYPOTHESIS_VERIFICATIONS,
    INFERENCE,
    OVERSTATED,
    REJECT,
    UNSUPPORTED,
    VERDICTS,
    checks_by_claim,
    checks_by_hypothesis,
    items,
    text,
)

KEYS = ("original_query", "verdict", "rationale", "allowed_claims", "allowed_hypotheses",
        "missing_info", "recommended_actions")
_REFUSED_HYPOTHESES = HYPOTHESIS_VERIFICATIONS[1:]


def unavailable(executor_valid: bool, verifier: Mapping[str, Any] | None) -> str | None:
    """Why no Composer input can be assembled, or None when it can."""
    if not executor_valid:
        return ("the executor output did not parse: the Composer is skipped and a fixed "
                "low-confidence answer is used")
    if verifier is None:
        return "no parsed verifier output: the Composer runs only after a valid verdict"
    if verifier.get("verdict") not in VERDICTS:
        return (f"verifier output has no valid verdict (found "
                f"{verifier.get('verdict')!r}; expected one of {', '.join(VERDICTS)})")
    return None


def assemble(executor: Mapping[str, Any] | None, verifier: Mapping[str, Any] | None,
             original_query: str | None, executor_valid: bool = True) -> dict[str, Any] | None:
    """The Composer input (exactly `KEYS`), or None when `unavailable` says why not."""
    if unavailable(executor_valid, verifier) is not None:
        return None
    assert verifier is not None
    verdict = verifier["verdict"]
    checks = checks_by_claim(verifier)
    allowed: list[dict[str, Any]] = []
    downgraded: list[dict[str, Any]] = []
    gaps: list[Any] = []
    for _, claim in items(executor, "claims"):
        check = checks.get(text(claim.get("claim_id")))
        verification = check.get("verification") if check is not None else None
        if verification in (DIRECT, INFERENCE):
            allowed.append({"claim_id": claim.get("claim_id"), "claim_type": claim.get("claim_type"),
                            "claim_text": claim.get("claim_text")})
        elif verification == OVERSTATED:
            downgraded.append({"hypothesis_text": claim.get("claim_text"), "needed_evidence": []})
        elif verification == UNSUPPORTED:
            gaps.append(claim.get("claim_text"))
    hypothesis_checks = checks_by_hypothesis(verifier)
    hypotheses = [
        {"hypothesis_text": hypothesis.get("hypothesis_text"),
         "needed_evidence": list(hypothesis.get("needed_evidence") or [])}
        for index, hypothesis in items(executor, "hypotheses")
        if hypothesis_checks.get(index, {}).get("verification") not in _REFUSED_HYPOTHESES
    ]
    missing = [item for item in (executor or {}).get("missing_info") or [] if isinstance(item, str)]
    actions = [{"action_text": action.get("action_text"), "reason": action.get("reason")}
               for _, action in items(executor, "recommended_actions")]
    return {
        "original_query": original_query if original_query is not None else "",
        "verdict": verdict,
        "rationale": text(verifier.get("rationale")),
        "allowed_claims": allowed,
        # Under REJECT the Composer may not voice a direction at all (docs/chain.md).
        "allowed_hypotheses": [] if verdict == REJECT else [*hypotheses, *downgraded],
        "missing_info": [*missing, *(g for g in gaps if isinstance(g, str))],
        "recommended_actions": actions,
    }


def composer_input(chain: ChainContext) -> dict[str, Any] | None:
    """The case's Composer input, assembled once for the rules that need it."""
    return chain.memo("composer_input", lambda: assemble(
        chain.executor, chain.verifier_document, chain.parts.original_query, chain.executor_valid))
