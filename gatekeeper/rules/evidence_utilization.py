"""claim.evidence_utilization: a claim's words come from its evidence (docs/contract.md §3).

The content words of `claim_text` (jieba segmentation; identifiers, error codes and numbers kept
whole; stop words and punctuation dropped) are compared with those of the claim's
`evidence_excerpt`s. Coverage = shared keywords / claim keywords; below `minKeywordCoverage`
(0.5) the claim warns. Disabled by default and `warn_only`: Chinese segmentation is noisy, so
this rule informs the Verifier and never blocks (docs/contract.md §3).

jieba is loaded only when this rule runs (see `gatekeeper.rules.support.text.keywords`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.plugin import FRACTION, Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex


class EvidenceUtilization(Rule):
    id = "claim.evidence_utilization"
    params_schema = strict_params(minKeywordCoverage=FRACTION)
    examples = {
        "fail": ex.example(ex.claim("连接池耗尽，数据库 pending 线程堆积。",
                              excerpt="payment-service request timeout after 5000ms")),
        "pass": ex.example(ex.claim("payment-service request timeout after 5000ms",
                              excerpt="payment-service request timeout after 5000ms")),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        from gatekeeper.rules.support.text.keywords import extract_keywords

        minimum = params["minKeywordCoverage"]
        excerpts: dict[int, list[str]] = {}
        for binding in context.claim_bindings():
            if binding.excerpt:
                excerpts.setdefault(binding.claim_index, []).append(binding.excerpt)
        for index, claim in context.claims():
            text = claim.get("claim_text")
            if not isinstance(text, str):
                continue
            wanted = extract_keywords(text)
            if not wanted:
                continue
            offered = frozenset().union(*(extract_keywords(e) for e in excerpts.get(index, [])))
            covered = wanted & offered
            coverage = len(covered) / len(wanted)
            if coverage < minimum:
                missing = ", ".join(sorted(wanted - offered))
                yield Finding(("claims", index, "claim_text"),
                              f"keyword coverage {coverage:.2f} < minKeywordCoverage {minimum}: "
                              f"claim words found in no excerpt: {missing}")
