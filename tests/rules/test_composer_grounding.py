"""composer.grounding: no fact the input lacks, no leak of a dropped claim (zh and en)."""

from __future__ import annotations

from chain_helpers import PASSING, ChainRuleTestCase, check, composer, executor, session, verifier

from gatekeeper.rules.support import examples as ex

LOG = ("2026-11-29 10:02:11 ERROR [payment-service] PayClient - request timeout after 5000ms "
       "orderId=202611290001 ERR_TIMEOUT")
INVOCATIONS = [{**ex.LOG_QUERY, "output_preview": LOG}]
TIMEOUT = ex.claim("订单 202611290001 支付失败期间 payment-service 出现 ERR_TIMEOUT，耗时 5000ms。",
                   excerpt="request timeout after 5000ms")
FORGED = ex.claim("数据库返回 ORA-00600，db-01.prod.internal 宕机。", excerpt="request timeout after 5000ms")
FORGED["claim_id"] = "claim-2"


def two_claims(verdict: str, second: str, answer: str, **changes: object) -> dict:
    bundle = session(verifier(verdict, claim_checks=[check(), check("claim-2", second)]),
                     composer(answer, **changes), tool_invocations=INVOCATIONS)
    bundle["executor_output"] = executor({**TIMEOUT, "claim_id": "claim-1"}, FORGED,
                                         missing_info=["缺少网关侧超时阈值配置。"])
    return bundle


class TestComposerGrounding(ChainRuleTestCase):
    rule_id = "composer.grounding"

    def test_an_answer_from_its_allowed_claims_passes(self) -> None:
        self.assert_pass(PASSING)
        answer = "您的订单 202611290001 支付失败期间，payment-service 记录 ERR_TIMEOUT，耗时约 5 秒。"
        self.assert_pass(two_claims("LOW_CONFID", "unsupported", answer))

    def test_invented_error_code_metric_and_id(self) -> None:
        answer = "payment-service 出现 ERR_TIMEOUT，CPU 使用率 97%，请求 req-7f3a9c21 失败，返回 ORA-01555。"
        messages = self.messages(two_claims("LOW_CONFID", "unsupported", answer))
        shown = " ".join(messages)
        assert "'97%'" in shown and "'req-7f3a9c21'" in shown and "'ORA-01555'" in shown
        assert "ERR_TIMEOUT" not in shown and len(messages) == 3

    def test_an_answer_denying_a_value_of_its_input_fails(self) -> None:
        # `不是 5000ms` was held by the claim's `5000ms` (round 32): a denial is no value stated
        answer = "payment-service 出现 ERR_TIMEOUT，耗时不是 5000ms。"
        messages = self.messages(two_claims("LOW_CONFID", "unsupported", answer))
        assert messages == ["user_facing_answer adds number '不是 5000ms', which is not in its "
                            "input (verdict LOW_CONFID)"]

    def test_a_dropped_claim_leaks(self) -> None:
        for verification in ("external_unknown", "contradicted"):
            answer = "payment-service 出现 ERR_TIMEOUT；另外数据库返回 ORA-00600。"
            messages = self.messages(two_claims("REJECT", verification, answer))
            assert messages == [f"user_facing_answer leaks 'ORA-00600' of dropped claim claim-2 "
                                f"(judged {verification}); a dropped claim must not reach the user"]

    def test_a_dropped_claim_repeated_verbatim(self) -> None:
        answer = "结论：数据库返回 ORA-00600，db-01.prod.internal 宕机。"
        messages = self.messages(two_claims("REJECT", "external_unknown", answer))
        assert "user_facing_answer repeats dropped claim claim-2 (judged external_unknown)" in messages

    def test_an_unchecked_claim_is_dropped_too(self) -> None:
        bundle = two_claims("LOW_CONFID", "unsupported", "db-01.prod.internal 宕机。")
        bundle["verifier_output"]["claim_checks"] = [check()]
        assert any("of dropped claim claim-2 (not checked)" in m for m in self.messages(bundle))

    def test_under_pass_only_allowed_claims_and_actions_count(self) -> None:
        # The gap is in missing_info, which a PASS answer may not draw facts from.
        answer = "payment-service 出现 ERR_TIMEOUT，耗时 5000ms，网关阈值 3000ms。"
        bundle = two_claims("PASS", "direct_observation", answer)
        bundle["executor_output"]["missing_info"] = ["网关阈值 3000ms 未确认。"]
        messages = self.messages(bundle)
        assert messages == ["user_facing_answer adds number '3000ms', which is not in "
                            "allowed_claims and recommended_actions (verdict PASS)"]
        bundle["verifier_output"]["verdict"] = "LOW_CONFID"
        self.assert_pass(bundle)

    def test_actions_and_summary_are_checked_in_english(self) -> None:
        actions = [{"action_text": "Restart order-svc on 10.0.0.7", "reason": "it timed out"}]
        bundle = session(verifier(), composer(answer_summary="Timeout confirmed on payment-service.",
                                              recommended_actions=actions))
        targets = sorted({f.target for f in self.check(bundle)})
        assert targets == ["composer_output.recommended_actions[0].action_text"]

    def test_list_numbers_are_not_facts_but_small_counts_with_a_label_are(self) -> None:
        numbered = session(verifier(), composer("1. payment-service 出现 request timeout after 5000ms。"))
        self.assert_pass(numbered)
        assert self.messages(numbered, minBareNumber=0) == [
            "user_facing_answer adds number '1', which is not in allowed_claims and "
            "recommended_actions (verdict PASS)"]
        assert self.messages(session(verifier(), composer(
            "payment-service 重启 3 次，出现 request timeout after 5000ms。")))

    def test_cannot_check_without_a_usable_input(self) -> None:
        assert self.messages(session(composer_output=composer())) == [
            "cannot check the composer output: no parsed verifier output: the Composer runs only "
            "after a valid verdict"]
        bundle = session(verifier("LOW_CONFID", claim_checks=[], groundedness_score=0), composer())
        bundle["executor_output"] = "```json\n{broken\n```"
        assert "the Composer is skipped" in self.messages(bundle)[0]
        assert self.messages(session(verifier(), "not json"))[0].startswith(
            "cannot check the composer output: composer output is missing")
