"""The Verifier's and Composer's vocabularies, and reading their outputs tolerantly.

Rules and assemblers read the outputs through these helpers, which skip parts of the wrong type:
the schema rules (`verifier.schema`, `composer.schema`) report those.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

PASS, LOW_CONFID, REJECT = "PASS", "LOW_CONFID", "REJECT"
VERDICTS = (PASS, LOW_CONFID, REJECT)
#: Strictness order: a Verifier may always give a verdict later in this tuple than allowed.
STRICTNESS = {PASS: 0, LOW_CONFID: 1, REJECT: 2}

DIRECT, INFERENCE, OVERSTATED = "direct_observation", "reasonable_inference", "overstated"
UNSUPPORTED, EXTERNAL, CONTRADICTED = "unsupported", "external_unknown", "contradicted"
HYPOTHESIS_OK = "reasonable_hypothesis"
HYPOTHESIS_VERIFICATIONS = (HYPOTHESIS_OK, "unsupported_hypothesis", "overstated_as_fact")

#: claim_type values whose claims are core (facts_checked `is_critical`).
CORE_CLAIM_TYPES = ("root_cause", "symptom", "impact", "risk")
ROOT_CAUSE = "root_cause"

#: The compatibility mapping of claim verifications to facts_checked verifications.
FACT_VERIFICATION = {
    DIRECT: "direct_evidence",
    INFERENCE: "indirect_support",
    OVERSTATED: "indirect_support",
    UNSUPPORTED: "no_evidence",
    EXTERNAL: "no_evidence",
    CONTRADICTED: "contradicted",
}


def is_core(claim: Mapping[str, Any]) -> bool:
    return claim.get("claim_type") in CORE_CLAIM_TYPES


def items(document: Mapping[str, Any] | None, key: str) -> Iterator[tuple[int, Mapping[str, Any]]]:
    """(index, object) of `document[key]`, skipping what is not an object."""
    values = document.get(key) if document is not None else None
    if isinstance(values, list):
        for index, value in enumerate(values):
            if isinstance(value, Mapping):
                yield index, value


def by_key(document: Mapping[str, Any] | None, key: str,
           field: str) -> dict[Any, Mapping[str, Any]]:
    """The objects of `document[key]` by their `field` (a string, or an integer index); the
    first object of a repeated value wins."""
    found: dict[Any, Mapping[str, Any]] = {}
    for _, value in items(document, key):
        name = value.get(field)
        if isinstance(name, str) or (isinstance(name, int) and not isinstance(name, bool)):
            found.setdefault(name, value)
    return found


def claims_by_id(executor: Mapping[str, Any] | None) -> dict[Any, Mapping[str, Any]]:
    return by_key(executor, "claims", "claim_id")


def checks_by_claim(verifier: Mapping[str, Any] | None) -> dict[Any, Mapping[str, Any]]:
    """The Verifier's claim_checks by claim_id (the first check of a claim counts)."""
    return by_key(verifier, "claim_checks", "claim_id")


def checks_by_hypothesis(verifier: Mapping[str, Any] | None) -> dict[Any, Mapping[str, Any]]:
    return by_key(verifier, "hypothesis_checks", "hypothesis_index")


def text(value: Any) -> str:
    return value if isinstance(value, str) else ""
