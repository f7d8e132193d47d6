"""verifier.schema: the Verifier's answer parses (raw LLM text included) and fits its schema."""

from __future__ import annotations

import json

from chain_helpers import PASSING, ChainRuleTestCase, session, verifier


class TestVerifierSchema(ChainRuleTestCase):
    rule_id = "verifier.schema"

    def test_a_well_formed_answer_passes(self) -> None:
        self.assert_pass(PASSING)

    def test_raw_llm_text_with_bom_and_fence_is_sanitised(self) -> None:
        raw = "\ufeff```json\n" + json.dumps(verifier(), ensure_ascii=False) + "\n```\n"
        self.assert_pass(session(raw))

    def test_unparsable_text_is_one_finding_on_the_part(self) -> None:
        for raw, status in (("", "missing"), ("我认为证据充分，PASS。", "missing"),
                            ('{"verdict": "PASS",', "malformed"), ("[1, 2]", "malformed")):
            findings = self.check(session(raw))
            assert [f.target for f in findings] == ["verifier_output"], raw
            assert findings[0].message.startswith(f"verifier output is {status}")

    def test_enums_score_range_and_required_fields(self) -> None:
        bad_check = {"claim_id": "claim-1", "verification": "confirmed", "detail": "x",
                     "evidence_refs": [{"tool_name": "query_logs"}]}
        targets = [f.target for f in self.check(session(verifier(
            verdict="OK", groundedness_score=1.2, claim_checks=[bad_check],
            hypothesis_checks=[{"hypothesis_index": -1, "verification": "maybe", "detail": ""}])))]
        for expected in ("verifier_output.verdict", "verifier_output.groundedness_score",
                         "verifier_output.claim_checks[0].verification",
                         "verifier_output.claim_checks[0].evidence_refs[0]",
                         "verifier_output.hypothesis_checks[0].hypothesis_index",
                         "verifier_output.hypothesis_checks[0].verification"):
            assert expected in targets, targets

    def test_missing_and_unknown_keys(self) -> None:
        answer = verifier()
        del answer["rationale"]
        answer["facts_checked"] = []
        messages = " ".join(self.messages(session(answer)))
        assert "rationale" in messages and "facts_checked" in messages

    def test_repeated_key_in_raw_text(self) -> None:
        raw = json.dumps(verifier(), ensure_ascii=False)[:-1] + ', "verdict": "REJECT"}'
        assert any("appears more than once" in m for m in self.messages(session(raw)))

    def test_does_not_run_without_a_verifier_output(self) -> None:
        from chain_helpers import run_bundle

        report = run_bundle(session(), (self.rule_id,))
        assert report.chain_rules == () and report.chain_result is None
