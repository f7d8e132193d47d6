"""verifier.coverage: every claim checked once, real ids and indexes, real session evidence."""

from __future__ import annotations

from chain_helpers import PASSING, ChainRuleTestCase, check, session, verifier


def hypotheses_bundle(*checks: dict) -> dict:
    base = session(verifier(hypothesis_checks=list(checks)))
    base["executor_output"]["hypotheses"] = [
        {"hypothesis_text": "连接池可能耗尽。", "basis": "只有超时日志。", "needed_evidence": ["连接池指标"]}]
    return base


class TestVerifierCoverage(ChainRuleTestCase):
    rule_id = "verifier.coverage"

    def test_complete_coverage_passes(self) -> None:
        self.assert_pass(PASSING)

    def test_a_claim_not_checked(self) -> None:
        assert self.messages(session(verifier(claim_checks=[]))) == [
            "claim claim-1 (claims[0]) is not checked; expected one claim_checks entry per claim"]

    def test_a_claim_checked_twice_and_an_unknown_claim(self) -> None:
        findings = self.check(session(verifier(claim_checks=[check(), check(), check("claim-7")])))
        assert [f.target for f in findings] == ["verifier_output.claim_checks[1].claim_id",
                                                "verifier_output.claim_checks[2].claim_id"]
        assert "checked again (first at claim_checks[0])" in findings[0].message
        assert "'claim-7' names no claim" in findings[1].message

    def test_evidence_refs_cite_real_invocations_of_this_session(self) -> None:
        other = {"id": 500, "session_id": "sess-other", "tool_name": "query_logs",
                 "output_preview": "x"}
        refs = [{"tool_name": "query_logs", "source_invocation_ids": [999]},
                {"tool_name": "query_logs", "source_invocation_ids": [500]},
                {"tool_name": "query_metrics", "source_invocation_ids": ["394"]},
                {"tool_name": "query_logs", "source_invocation_ids": []}]
        base = session(verifier(claim_checks=[check(refs=refs)]))
        base["tool_invocations"].append(other)
        messages = self.messages(base)
        assert len(messages) == 4
        assert "999 not found in current session" in messages[0]
        assert "belongs to session 'sess-other'" in messages[1]
        assert "tool_name 'query_metrics' does not match invocation \"394\"" in messages[2]
        assert "source_invocation_ids is empty" in messages[3]

    def test_hypothesis_indexes_exist_and_are_checked_once(self) -> None:
        ok = {"hypothesis_index": 0, "verification": "reasonable_hypothesis", "detail": "ok"}
        self.assert_pass(hypotheses_bundle(ok))
        messages = self.messages(hypotheses_bundle(ok, ok, {**ok, "hypothesis_index": 3},
                                                   {**ok, "hypothesis_index": "0"}))
        assert messages == ["hypothesis 0 is checked again; expected one check per hypothesis",
                            "hypothesis_index 3 names no hypothesis (the executor output has 1)",
                            "hypothesis_index '0' is not an index; expected the position of a "
                            "hypothesis in the executor output"]

    def test_check_without_claim_id(self) -> None:
        nameless = {k: v for k, v in check().items() if k != "claim_id"}
        assert "claim check has no claim_id" in self.messages(
            session(verifier(claim_checks=[check(), nameless])))[0]

    def test_unreadable_verifier_output(self) -> None:
        assert self.messages(session("   ")) == [
            "cannot check the verifier output: verifier output is missing: verifier output is empty"]

    def test_unparsable_executor_output_has_no_claims_to_cover(self) -> None:
        base = session(verifier("LOW_CONFID", claim_checks=[], groundedness_score=0))
        base["executor_output"] = "prose only"
        self.assert_pass(base)
        base["verifier_output"] = verifier("LOW_CONFID", groundedness_score=0)
        assert "'claim-1' names no claim" in self.messages(base)[0]
