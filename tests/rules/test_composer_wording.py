"""composer.wording: what each verdict requires the answer to say (zh and en phrase lists)."""

from __future__ import annotations

import pytest
from chain_helpers import PASSING, ChainRuleTestCase, check, composer, session, verifier

from gatekeeper.rules.support import examples as ex

CAUSE = ex.claim("payment-service 出现 request timeout after 5000ms。", claim_type="root_cause")


def answer(verdict: str, text: str, verification: str = "direct_observation",
           **changes: object) -> dict:
    return session(verifier(verdict, claim_checks=[check(verification=verification)]),
                   composer(text, **changes))


class TestComposerWording(ChainRuleTestCase):
    rule_id = "composer.wording"

    def test_pass_needs_no_statement(self) -> None:
        self.assert_pass(PASSING)

    @pytest.mark.parametrize("text", [
        "当前无法基于已获取证据生成可靠结论。已确认 payment-service 出现请求超时，建议补充连接池指标。",
        "We cannot draw a reliable conclusion from the evidence so far; payment-service timed out."])
    def test_reject_says_no_reliable_conclusion(self, text: str) -> None:
        self.assert_pass(answer("REJECT", text))

    def test_reject_without_the_statement(self) -> None:
        assert self.messages(answer("REJECT", "payment-service 出现请求超时。")) == [
            "under REJECT the answer must say that no reliable conclusion can be drawn from the "
            "evidence (none of noReliableConclusion found)"]

    @pytest.mark.parametrize("text", ["根因是连接池耗尽，无法得出可靠结论。",
                                      "The root cause is pool exhaustion; no reliable conclusion."])
    def test_reject_draws_no_root_cause_conclusion(self, text: str) -> None:
        messages = self.messages(answer("REJECT", text))
        assert len(messages) == 1 and "draws a root-cause conclusion" in messages[0]

    def test_a_question_about_the_cause_is_not_a_conclusion(self) -> None:
        self.assert_pass(answer("REJECT", "目前无法确认根因是否为连接池耗尽，无法得出可靠结论。"))

    @pytest.mark.parametrize("text", [
        "已确认 payment-service 出现请求超时，但证据仍有缺口：缺少连接池指标。建议下一步补充查询。",
        "payment-service timed out; the cause is not yet confirmed. Next step: query pool metrics."])
    def test_low_confid_names_the_gap_and_a_next_step(self, text: str) -> None:
        self.assert_pass(answer("LOW_CONFID", text, "reasonable_inference"))

    def test_low_confid_without_a_gap(self) -> None:
        messages = self.messages(answer("LOW_CONFID", "payment-service 出现请求超时，建议检查。"))
        assert messages == ["under LOW_CONFID the answer must say the evidence still has a gap "
                            "(none of evidenceGap found)"]

    def test_low_confid_without_a_next_step_unless_actions_are_given(self) -> None:
        text = "payment-service 出现请求超时，根因尚未确认。"
        assert self.messages(answer("LOW_CONFID", text)) == [
            "under LOW_CONFID the answer must name at least one gap or next step (no recommended "
            "action, none of nextStep found)"]
        actions = [{"action_text": "补充查询连接池指标", "reason": "确认连接池是否耗尽"}]
        self.assert_pass(answer("LOW_CONFID", text, recommended_actions=actions))

    @pytest.mark.parametrize("text", ["根因已确认：payment-service 请求超时。",
                                      "Root cause confirmed: payment-service timed out."])
    def test_root_cause_confirmed_needs_an_allowed_root_cause_claim(self, text: str) -> None:
        messages = self.messages(answer("PASS", text))
        assert len(messages) == 1 and "no root_cause claim is allowed" in messages[0]
        allowed = session(verifier("PASS"), composer(text))
        allowed["executor_output"]["claims"] = [{**CAUSE, "claim_id": "claim-1"}]
        self.assert_pass(allowed)

    def test_a_negated_confirmation_confirms_nothing(self) -> None:
        self.assert_pass(answer("PASS", "目前尚未确认根因为连接池耗尽。"
                                        "We have not confirmed the root cause."))

    def test_phrase_lists_are_params(self) -> None:
        text = "payment-service 出现请求超时，结论不可靠。"
        assert self.messages(answer("REJECT", text))
        self.assert_pass(answer("REJECT", text), noReliableConclusion=["结论不可靠"])

    def test_cannot_check_without_a_verdict(self) -> None:
        assert self.messages(session(verifier("SOMETIMES"), composer()))[0].startswith(
            "cannot check the composer output: verifier output has no valid verdict")
