"""verifier.verdict: the Verifier gives no verdict better than the evidence and Gatekeeper allow.

Runs on a session bundle that carries `verifier_output`, after the Executor rules, against the
`gatekeeper_result` and verdict ceiling they produced in the same run (docs/chain.md). The best
verdict allowed is the strictest of:

* the executor output's parse status is `missing` or `malformed` ⇒ `LOW_CONFID`, and
  `groundedness_score` must be 0;
* `gatekeeper_result.status` is `fail` ⇒ not `PASS`; the verdict never exceeds the verdict
  ceiling, so a failed `reject_on_fail` rule (a forged id, a cross-session id, a wrong tool, a
  misattributed excerpt) ⇒ `REJECT`;
* a core claim (`claim_type` `root_cause`, `symptom`, `impact` or `risk`) judged
  `contradicted` ⇒ `REJECT`; any claim judged `overstated`, `unsupported`, `external_unknown`
  or `contradicted` ⇒ not `PASS`;
* `PASS` needs every core claim judged `direct_observation` or `reasonable_inference` (a core
  claim not checked at all does not count as either) and at least one core claim judged
  `direct_observation`.

A stricter verdict is always allowed (`REJECT` where `LOW_CONFID` was). Each reason the verdict
is too good is one finding on `verifier_output.verdict`. A Verifier output that cannot be read,
or whose verdict is not one of the three, is a finding too: nothing was checked.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from gatekeeper.parse.chain import VERIFIER, ChainContext
from gatekeeper.plugin import Finding, strict_params
from gatekeeper.rules.support.chain import examples as ex
from gatekeeper.rules.support.chain.checking import VerifierRule
from gatekeeper.rules.support.chain.model import (
    CONTRADICTED,
    DIRECT,
    EXTERNAL,
    INFERENCE,
    LOW_CONFID,
    OVERSTATED,
    PASS,
    REJECT,
    STRICTNESS,
    UNSUPPORTED,
    VERDICTS,
    checks_by_claim,
    is_core,
    items,
)

_NOT_PASS = (OVERSTATED, UNSUPPORTED, EXTERNAL, CONTRADICTED)


def limits(chain: ChainContext, verifier: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """(best verdict allowed, why) for every rule of the verdict matrix that applies."""
    status = chain.executor_parse_status.get("status")
    if not chain.executor_valid:
        yield LOW_CONFID, f"the executor output is {status} (structured checking impossible)"
    if chain.verdict_ceiling != PASS:
        failed = ", ".join(chain.gatekeeper_result.get("failed_rules", ()))
        yield chain.verdict_ceiling, f"Gatekeeper's verdict ceiling is {chain.verdict_ceiling} " \
                                     f"(failed: {failed})"
    elif chain.gatekeeper_result.get("status") == "fail":
        yield LOW_CONFID, "gatekeeper_result.status is fail"
    checks = checks_by_claim(verifier)
    core_direct = False
    for _, claim in items(chain.executor, "claims"):
        claim_id = claim.get("claim_id")
        check = checks.get(claim_id) if isinstance(claim_id, str) else None
        verification = check.get("verification") if check is not None else None
        core = is_core(claim)
        if core and verification == CONTRADICTED:
            yield REJECT, f"core claim {claim_id} is judged contradicted"
        elif verification in _NOT_PASS:
            yield LOW_CONFID, f"claim {claim_id} is judged {verification}"
        elif core and verification not in (DIRECT, INFERENCE):
            shown = "not checked" if check is None else f"judged {verification!r}"
            yield LOW_CONFID, f"core claim {claim_id} is {shown}"
        core_direct = core_direct or (core and verification == DIRECT)
    if not core_direct:
        yield LOW_CONFID, "no core claim is judged direct_observation"


class VerifierVerdict(VerifierRule):
    id = "verifier.verdict"
    params_schema = strict_params()
    examples = {
        "fail": ex.session(ex.verifier("PASS", "overstated")),
        "pass": ex.PASSING,
    }

    def check_verifier(self, chain: ChainContext, verifier: Mapping[str, Any],
                       params: Mapping[str, Any]) -> Iterable[Finding]:
        verdict = verifier.get("verdict")
        if verdict not in VERDICTS:
            yield Finding((VERIFIER, "verdict"), f"cannot check the verdict: {verdict!r} is not "
                          f"one of {', '.join(VERDICTS)}")
            return
        for allowed, why in dict.fromkeys(limits(chain, verifier)):
            if STRICTNESS[verdict] < STRICTNESS[allowed]:
                yield Finding((VERIFIER, "verdict"), f"verdict {verdict}, but at most {allowed} "
                              f"is allowed: {why}")
        score = verifier.get("groundedness_score")
        if not chain.executor_valid and score != 0:
            yield Finding((VERIFIER, "groundedness_score"), f"groundedness_score {score!r}, but "
                          f"the executor output is {chain.executor_parse_status.get('status')}: "
                          "expected 0")
