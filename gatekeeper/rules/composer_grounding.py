"""composer.grounding: the Composer's answer adds no fact its input lacks, and leaks no dropped claim.

Runs on a session bundle that carries `composer_output`, against the Composer input assembled
from the executor output and the Verifier's checks (`gatekeeper compose-input`, docs/chain.md).
Every text field of the answer (`answer_summary`, `user_facing_answer`, each recommended
action's `action_text` and `reason`) is anchored by the same extractor the Executor rules use
(docs/anchors.md): service and host names, error codes, HTTP statuses, exceptions, numbers
with their unit (metric values, durations), ids (order ids, request ids, PIDs, IPs) and
timestamps. Each anchor must be present in the input the Composer may speak from:

* under `PASS`: only `allowed_claims` and `recommended_actions`;
* under `LOW_CONFID` and `REJECT`: the whole input (`original_query`, `rationale`,
  `allowed_claims`, `allowed_hypotheses`, `missing_info`, `recommended_actions`).

An anchor found in a claim the Verifier dropped (`external_unknown`, `contradicted`, or never
checked) is reported as a leak of that claim, and so is the dropped claim's text itself. Bare
numbers without unit or label below `minBareNumber` (list numbering such as `1.`) are ignored.

The answer cannot be checked (a finding) when the Verifier output has no valid verdict, or when
the executor output did not parse: then the Composer should have been skipped for the fixed
low-confidence answer.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from decimal import Decimal
from typing import Any

from gatekeeper.parse.chain import ChainContext
from gatekeeper.plugin import Finding, RuleContext, strict_params
from gatekeeper.rules.composer_schema import text_fields
from gatekeeper.rules.support.chain import examples as ex
from gatekeeper.rules.support.chain.checking import ComposerRule
from gatekeeper.rules.support.chain.model import PASS, checks_by_claim, items, text
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.quotes import shown
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.normalize import compact

MIN_LEAK = 8  # compacted characters a dropped claim's text needs to be recognised verbatim


def source_texts(given: Mapping[str, Any]) -> list[str]:
    """The texts the answer may take facts from, by verdict (see the module docstring)."""
    texts = [text(c.get("claim_text")) for c in given["allowed_claims"]]
    for action in given["recommended_actions"]:
        texts += [text(action.get("action_text")), text(action.get("reason"))]
    if given["verdict"] != PASS:
        texts += [given["original_query"], given["rationale"]]
        for hypothesis in given["allowed_hypotheses"]:
            texts.append(text(hypothesis.get("hypothesis_text")))
            texts += [text(e) for e in hypothesis.get("needed_evidence") or ()]
        texts += [text(item) for item in given["missing_info"]]
    return [t for t in texts if t]


def dropped_claims(executor: Mapping[str, Any] | None,
                   verifier: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """(claim_id, why, claim_text) of the claims the Composer input leaves out entirely."""
    checks = checks_by_claim(verifier)
    dropped = []
    for _, claim in items(executor, "claims"):
        check = checks.get(text(claim.get("claim_id")))
        verification = check.get("verification") if check is not None else None
        if verification not in ("direct_observation", "reasonable_inference", "overstated",
                                "unsupported"):
            why = "not checked" if check is None else f"judged {verification}"
            dropped.append((text(claim.get("claim_id")), why, text(claim.get("claim_text"))))
    return dropped


def counted(anchors: Iterable[Anchor], min_bare: int) -> Iterator[Anchor]:
    seen = set()
    for anchor in anchors:
        if (anchor.kind == "number" and anchor.unit is None and anchor.metric is None
                and abs(Decimal(anchor.value)) < min_bare):
            continue
        if anchor.kind == "name":  # a proper noun is a weak sign (claim.entity_grounding warns)
            continue
        if (anchor.kind, anchor.value) not in seen:
            seen.add((anchor.kind, anchor.value))
            yield anchor


class ComposerGrounding(ComposerRule):
    id = "composer.grounding"
    params_schema = strict_params(minBareNumber={"type": "integer", "minimum": 0})
    examples = {
        "fail": ex.session(ex.verifier(), ex.composer(
            "日志显示 payment-service 出现请求超时：request timeout after 5000ms，数据库返回 ORA-00600。")),
        "pass": ex.PASSING,
    }

    def check_answer(self, context: RuleContext, chain: ChainContext, given: Mapping[str, Any],
                     document: Mapping[str, Any], params: Mapping[str, Any]) -> Iterable[Finding]:
        index = context.derived(EvidenceIndex)
        verifier = chain.verifier_document or {}
        allowed = index.anchor_set(source_texts(given))
        dropped = [(claim_id, reason, claim_text, index.anchor_set([claim_text]))
                   for claim_id, reason, claim_text in dropped_claims(chain.executor, verifier)]
        scope = ("allowed_claims and recommended_actions" if given["verdict"] == PASS
                 else "its input")
        for path, value in text_fields(document):
            for anchor in counted(index.comparable_anchors(value), params["minBareNumber"]):
                if allowed.has(anchor):
                    continue
                leak = next((d for d in dropped if d[3].has(anchor)), None)
                if leak is not None:
                    yield Finding(path, f"{path[-1]} leaks {shown(anchor)!r} of dropped claim "
                                  f"{leak[0]} ({leak[1]}); a dropped claim must not reach the user")
                else:
                    yield Finding(path, f"{path[-1]} adds {anchor.kind.replace('_', ' ')} "
                                  f"{shown(anchor)!r}, which is not in {scope} "
                                  f"(verdict {given['verdict']})")
            written = compact(value)
            for claim_id, reason, claim_text, _ in dropped:
                needle = compact(claim_text)
                if len(needle) >= MIN_LEAK and needle in written:
                    yield Finding(path, f"{path[-1]} repeats dropped claim {claim_id} ({reason})")
