"""verifier.verdict: every line of the verdict matrix, and a stricter Verifier is fine."""

from __future__ import annotations

import pytest
from chain_helpers import PASSING, ChainRuleTestCase, check, executor, session, verifier

from gatekeeper.rules.support import examples as ex

CLAIM = ex.claim("payment-service 出现 request timeout after 5000ms。")


def bundle(verdict: str, *checks: dict, claims: list | None = None, **changes) -> dict:
    base = session(verifier(verdict, claim_checks=list(checks) or [check()], **changes))
    if claims is not None:
        base["executor_output"] = executor(*claims)
    return base


class TestVerifierVerdict(ChainRuleTestCase):
    rule_id = "verifier.verdict"

    def test_pass_over_a_direct_core_claim_passes(self) -> None:
        self.assert_pass(PASSING)

    @pytest.mark.parametrize("verdict", ["LOW_CONFID", "REJECT"])
    def test_a_stricter_verdict_is_always_allowed(self, verdict: str) -> None:
        self.assert_pass(bundle(verdict))

    @pytest.mark.parametrize("raw", ["", "not json at all", '{"claims": ['])
    def test_unparsable_executor_output_allows_low_confid_with_score_zero(self, raw: str) -> None:
        base = session(verifier("LOW_CONFID", claim_checks=[], groundedness_score=0))
        base["executor_output"] = raw
        self.assert_pass(base)
        base["verifier_output"] = verifier("PASS", claim_checks=[], groundedness_score=0.4)
        messages = self.messages(base)
        assert any("at most LOW_CONFID" in m and "executor output is" in m for m in messages)
        assert any("groundedness_score 0.4" in m and "expected 0" in m for m in messages)

    def test_gatekeeper_fail_with_a_forged_id_requires_reject(self) -> None:
        forged = ex.claim("payment-service 出现 request timeout after 5000ms。", ids=[999])
        messages = self.messages(bundle("LOW_CONFID", claims=[forged]))
        assert len(messages) == 1 and "at most REJECT" in messages[0]
        assert "evidence.invocation_ref" in messages[0]
        self.assert_pass(bundle("REJECT", claims=[forged]))

    def test_gatekeeper_fail_of_a_low_confid_rule_forbids_pass(self) -> None:
        speculative = ex.claim("根据经验，payment-service 出现 request timeout after 5000ms。")
        messages = self.messages(bundle("PASS", claims=[speculative]))
        assert any("at most LOW_CONFID" in m and "claim.hallucination_phrases" in m
                   for m in messages)
        self.assert_pass(bundle("LOW_CONFID", claims=[speculative]))

    def test_core_claim_contradicted_requires_reject(self) -> None:
        messages = self.messages(bundle("LOW_CONFID", check(verification="contradicted")))
        assert messages == ["verdict LOW_CONFID, but at most REJECT is allowed: core claim "
                            "claim-1 is judged contradicted"]

    def test_non_core_claim_contradicted_forbids_pass_only(self) -> None:
        background = {**CLAIM, "claim_type": "background"}
        core = {**CLAIM, "claim_id": "claim-2"}
        checks = (check("claim-1", "contradicted"), check("claim-2"))
        assert any("claim claim-1 is judged contradicted" in m
                   for m in self.messages(bundle("PASS", *checks, claims=[background, core])))
        self.assert_pass(bundle("LOW_CONFID", *checks, claims=[background, core]))

    @pytest.mark.parametrize("verification", ["overstated", "unsupported", "external_unknown"])
    def test_weak_checks_forbid_pass(self, verification: str) -> None:
        messages = self.messages(bundle("PASS", check(verification=verification)))
        assert f"verdict PASS, but at most LOW_CONFID is allowed: claim claim-1 is judged " \
               f"{verification}" in messages
        self.assert_pass(bundle("LOW_CONFID", check(verification=verification)))

    def test_pass_needs_a_direct_core_claim(self) -> None:
        messages = self.messages(bundle("PASS", check(verification="reasonable_inference")))
        assert messages == ["verdict PASS, but at most LOW_CONFID is allowed: no core claim is "
                            "judged direct_observation"]

    def test_pass_needs_every_core_claim_checked(self) -> None:
        second = {**CLAIM, "claim_id": "claim-2", "claim_type": "root_cause"}
        messages = self.messages(bundle("PASS", check(), claims=[CLAIM, second]))
        assert messages == ["verdict PASS, but at most LOW_CONFID is allowed: core claim "
                            "claim-2 is not checked"]

    def test_unreadable_verifier_output_or_verdict_is_a_finding(self) -> None:
        assert self.messages(session("```\n{oops\n```"))[0].startswith(
            "cannot check the verifier output: verifier output is malformed")
        assert self.messages(bundle("MAYBE")) == [
            "cannot check the verdict: 'MAYBE' is not one of PASS, LOW_CONFID, REJECT"]
