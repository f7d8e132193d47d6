"""verifier.schema: the Verifier's answer is a verifier output (docs/chain.md).

Runs on a session bundle that carries `verifier_output` (an object, or the raw LLM text, which is
sanitised and parsed as the executor output is: BOM, whitespace, one Markdown fence). Checks,
against the shipped JSON Schema (`gatekeeper schema verifier-output`):

* the text parses as a JSON object (parse status `valid`; `missing` or `malformed` is a finding);
* `verdict` is `PASS`, `LOW_CONFID` or `REJECT`; `groundedness_score` a number from 0 to 1;
* `claim_checks[]` each with `claim_id`, `verification` (`direct_observation`,
  `reasonable_inference`, `overstated`, `unsupported`, `external_unknown`, `contradicted`),
  `detail` and `evidence_refs[]` (`tool_name`, `source_invocation_ids`, optional `trace_ref`
  and `note`);
* `hypothesis_checks[]` each with `hypothesis_index` (0 or more), `verification`
  (`reasonable_hypothesis`, `unsupported_hypothesis`, `overstated_as_fact`) and `detail`;
* `rationale` is a string; no other key; no object repeats a key.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.parse.chain import VERIFIER
from gatekeeper.plugin import Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support.chain import examples as ex
from gatekeeper.rules.support.chain.checking import chain_of, part_findings


class VerifierSchema(Rule):
    id = "verifier.schema"
    checks = VERIFIER
    params_schema = strict_params()
    examples = {
        "fail": ex.session(ex.verifier(groundedness_score=1.5)),
        "pass": ex.PASSING,
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        yield from part_findings(chain_of(context).verifier, VERIFIER, "verifier-output")
