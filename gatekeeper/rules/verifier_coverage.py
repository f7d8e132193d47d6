"""verifier.coverage: the Verifier checked every claim once, and cites only this session.

Runs on a session bundle that carries `verifier_output` (docs/chain.md). Fails when:

* a claim of the executor output has no `claim_checks[]` entry (it was never judged), or more
  than one (which one counts would be the reader's guess);
* a `claim_checks[].claim_id` names no claim of the executor output;
* a `hypothesis_checks[].hypothesis_index` names no hypothesis (out of range), or a hypothesis
  is checked twice;
* an `evidence_refs[]` entry cites no invocation, an id the dump does not hold, an invocation
  of another session, or a `tool_name` other than the one the invocation ran (the same checks
  as `evidence.invocation_ref` makes on the Executor's bindings).

A Verifier output that cannot be read is a finding: nothing was checked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.parse.chain import VERIFIER, ChainContext
from gatekeeper.paths import JsonPath
from gatekeeper.plugin import Finding, strict_params
from gatekeeper.rules.invocation_ref import reference_findings
from gatekeeper.rules.support.chain import examples as ex
from gatekeeper.rules.support.chain.checking import VerifierRule
from gatekeeper.rules.support.chain.model import items


class VerifierCoverage(VerifierRule):
    id = "verifier.coverage"
    params_schema = strict_params()
    examples = {
        "fail": ex.session(ex.verifier(claim_checks=[
            {**ex.verifier()["claim_checks"][0],
             "evidence_refs": [{**ex.REF, "tool_name": "query_metrics"}]},
            {"claim_id": "claim-9", "verification": "direct_observation", "detail": "不存在的 claim",
             "evidence_refs": []}])),
        "pass": ex.PASSING,
    }

    def check_verifier(self, chain: ChainContext, verifier: Mapping[str, Any],
                       params: Mapping[str, Any]) -> Iterable[Finding]:
        claim_ids = [c.get("claim_id") for _, c in items(chain.executor, "claims")]
        first: dict[str, int] = {}
        for index, check in items(verifier, "claim_checks"):
            claim_id = check.get("claim_id")
            where = (VERIFIER, "claim_checks", index)
            if not isinstance(claim_id, str):
                yield Finding(where, "claim check has no claim_id; expected the id of the claim "
                              "it judges")
            elif claim_id not in claim_ids:
                yield Finding((*where, "claim_id"), f"claim_id {claim_id!r} names no claim of the "
                              "executor output")
            elif claim_id in first:
                yield Finding((*where, "claim_id"), f"claim {claim_id} is checked again (first "
                              f"at claim_checks[{first[claim_id]}]); expected one check per claim")
            else:
                first[claim_id] = index
            for ref_index, ref in items(check, "evidence_refs"):
                yield from reference_findings(chain.invocations, ref,
                                              (*where, "evidence_refs", ref_index))
        for position, claim_id in enumerate(claim_ids):
            if isinstance(claim_id, str) and claim_id not in first:
                yield Finding((VERIFIER, "claim_checks"), f"claim {claim_id} (claims[{position}]) "
                              "is not checked; expected one claim_checks entry per claim")
        hypotheses = len(list(items(chain.executor, "hypotheses")))
        seen: set[int] = set()
        for index, check in items(verifier, "hypothesis_checks"):
            number = check.get("hypothesis_index")
            place: JsonPath = (VERIFIER, "hypothesis_checks", index, "hypothesis_index")
            if not isinstance(number, int) or isinstance(number, bool):
                yield Finding(place, f"hypothesis_index {number!r} is not an index; expected the "
                              "position of a hypothesis in the executor output")
            elif not 0 <= number < hypotheses:
                yield Finding(place, f"hypothesis_index {number} names no hypothesis (the "
                              f"executor output has {hypotheses})")
            elif number in seen:
                yield Finding(place, f"hypothesis {number} is checked again; expected one check "
                              "per hypothesis")
            else:
                seen.add(number)
