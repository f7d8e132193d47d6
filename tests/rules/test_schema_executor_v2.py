"""schema.executor_v2: the document is an executor_evidence_v2 object (SPEC §3, seed §11.1)."""

from __future__ import annotations

import pytest
from helpers import SESSION, RuleTestCase, binding, claim, doc, inv, run

INVOCATIONS = [inv(394, "query_logs", "ERROR request timeout after 5000ms")]
GOOD_CLAIM = claim("payment-service 出现请求超时日志。", binding("query_logs", [394], "request timeout"))


class TestSchemaExecutorV2(RuleTestCase):
    rule_id = "schema.executor_v2"

    def test_valid_document_passes(self) -> None:
        self.assert_pass(doc(GOOD_CLAIM), INVOCATIONS)

    def test_empty_claims_array_fails(self) -> None:
        # Issue 11: an output with no claims (everything moved into hypotheses) cannot PASS.
        checked = self.check(doc(), INVOCATIONS)
        found = checked.only()
        assert (found.target, found.level) == ("claims", "fail")
        assert checked.report.verdict_ceiling == "LOW_CONFID"

    @pytest.mark.parametrize("key", ["hypotheses", "recommended_actions", "missing_info"])
    @pytest.mark.parametrize("value", ["absent", None])
    def test_missing_or_null_optional_arrays_are_normalised(self, key: str, value: object) -> None:
        document = doc(GOOD_CLAIM)
        if value != "absent":
            document[key] = value
        checked = self.check(document, INVOCATIONS)
        assert checked.status == "pass"
        assert checked.report.structured_output[key] == []

    def test_wrong_answer_version_names_expected_and_found(self) -> None:
        found = self.check({**doc(GOOD_CLAIM), "answer_version": "executor_evidence_v1"}).only()
        assert found.target == "answer_version"
        assert '"executor_evidence_v2"' in found.message
        assert '"executor_evidence_v1"' in found.message

    def test_missing_claims(self) -> None:
        found = self.check({"answer_version": "executor_evidence_v2"}).only()
        assert found.target == "$"
        assert "claims" in found.message and "array" in found.message

    def test_claims_not_an_array(self) -> None:
        found = self.check({**doc(), "claims": {"claim_text": "x"}}).only()
        assert found.target == "claims"
        assert found.message == "expected array, found object"

    def test_missing_claim_field_points_at_the_claim(self) -> None:
        bad = dict(GOOD_CLAIM)
        del bad["support_level"]
        found = self.check(doc(bad), INVOCATIONS).only()
        assert found.target == "claims[0]"
        assert "support_level" in found.message

    def test_support_level_enum(self) -> None:
        found = self.check(doc({**GOOD_CLAIM, "support_level": "strong"}), INVOCATIONS).only()
        assert found.target == "claims[0].support_level"
        assert '"direct"' in found.message and '"indirect"' in found.message
        assert '"strong"' in found.message

    def test_binding_field_types(self) -> None:
        bad_binding = {**binding("query_logs", [394], "request timeout"),
                       "source_invocation_ids": [1.5], "evidence_excerpt": 7}
        checked = self.check(doc(claim("超时", bad_binding)), INVOCATIONS)
        assert checked.targets == ["claims[0].evidence_bindings[0].evidence_excerpt",
                                   "claims[0].evidence_bindings[0].source_invocation_ids[0]"]
        assert checked.findings[0].message == "expected string, found integer"
        assert checked.findings[1].message == "expected integer or string, found number"

    @pytest.mark.parametrize("field", ["diagnosis_summary", "user_facing_answer"])
    def test_deprecated_fields_fail(self, field: str) -> None:
        found = self.check({**doc(GOOD_CLAIM), field: "支付服务超时，原因是数据库。"}, INVOCATIONS).only()
        assert found.target == field
        assert "removed in executor_evidence_v2" in found.message

    def test_duplicate_keys_are_a_schema_finding(self) -> None:
        text = ('{"answer_version": "executor_evidence_v2", "claims": [], '
                '"claims": []}')
        checked = self.check(text)
        assert checked.report.parse_status == "valid"
        assert any("'claims' appears more than once" in f.message for f in checked.findings)

    def test_duplicate_claim_ids(self) -> None:
        checked = self.check(doc({**GOOD_CLAIM, "claim_id": "c1"}, {**GOOD_CLAIM, "claim_id": "c1"}),
                             INVOCATIONS)
        found = checked.only()
        assert found.target == "claims[1].claim_id"
        assert "claims[0]" in found.message

    def test_required_fields_param(self) -> None:
        required = ["answer_version", "claims", "trace_id"]
        found = self.check(doc(GOOD_CLAIM), INVOCATIONS, requiredFields=required).only()
        assert (found.target, found.message) == ("$", "missing required field 'trace_id'")
        self.assert_pass(doc(GOOD_CLAIM, trace_id="t-1"), INVOCATIONS, requiredFields=required)

    def test_deprecated_fields_param_replaces_the_list(self) -> None:
        document = {**doc(GOOD_CLAIM), "diagnosis_summary": "x", "legacy_notes": "y"}
        checked = self.check(document, INVOCATIONS, deprecatedFields=["legacy_notes"])
        assert checked.targets == ["legacy_notes"]


def test_stage2_json_valid_but_schema_invalid() -> None:
    """Seed §21 stage 2: parse status valid, gatekeeper status fail on schema.executor_v2."""
    report = run({"answer_version": "executor_evidence_v2", "claims": "none"}, INVOCATIONS)
    assert report.parse_status == "valid"
    assert report.gatekeeper_result["status"] == "fail"
    # evidence.invocation_ref fails too: no claim's evidence can be checked (fail closed).
    assert report.gatekeeper_result["failed_rules"] == ["schema.executor_v2",
                                                         "evidence.invocation_ref"]
    assert report.verdict_ceiling == "REJECT"


def test_stage2_optional_arrays_normalised_for_the_verifier() -> None:
    report = run(doc(GOOD_CLAIM, hypotheses=None), INVOCATIONS, session_id=SESSION)
    assert report.status == "pass", report.findings
    output = report.structured_output
    assert (output["hypotheses"], output["recommended_actions"], output["missing_info"]) == ([], [], [])
