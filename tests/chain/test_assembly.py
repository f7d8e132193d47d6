"""The chain's assembled records: the Verifier payload, every line of the Composer-input
assembly table, every line of the facts_checked mapping, and the verifier_evaluation record."""

from __future__ import annotations

import copy
import json

import pytest
from chain_helpers import check, composer, executor, session, verifier

from gatekeeper.api import Gatekeeper, composer_input, verifier_evaluation, verifier_payload
from gatekeeper.chain import evaluation, payload
from gatekeeper.errors import InputError
from gatekeeper.rules.support import examples as ex
from gatekeeper.rules.support.chain import compose

CLAIM = ex.claim("payment-service 出现 request timeout after 5000ms。")
HYPOTHESES = [
    {"hypothesis_text": "网关超时阈值可能偏低。", "basis": "缺少网关配置。",
     "needed_evidence": ["网关超时阈值配置"]},
    {"hypothesis_text": "连接池可能耗尽。", "basis": "只有超时。", "needed_evidence": ["连接池指标"]},
    {"hypothesis_text": "推测是 GC 停顿。", "basis": "无 GC 日志。", "needed_evidence": ["GC 日志"]},
]


def judged(verification: str, verdict: str = "LOW_CONFID", claim_type: str = "symptom",
           hypothesis_checks: list | None = None) -> dict:
    bundle = session(verifier(verdict, claim_checks=[check(verification=verification)],
                              hypothesis_checks=hypothesis_checks or []))
    bundle["executor_output"] = executor({**CLAIM, "claim_type": claim_type},
                                         hypotheses=HYPOTHESES[:1],
                                         missing_info=["缺少网关侧具体配置参数。"],
                                         recommended_actions=[{"action_text": "检查网关超时阈值配置",
                                                               "reason": "确认阈值",
                                                               "evidence_bindings": []}])
    return copy.deepcopy(bundle)  # tests may change it in place


# --- the Verifier payload ----------------------------------------------------------------------

def test_payload_has_exactly_the_contract_keys_in_order() -> None:
    got = verifier_payload(session())
    assert tuple(got) == payload.KEYS == (
        "original_query", "executor_raw_output", "executor_final_answer",
        "executor_structured_output", "executor_output_parse_status", "tool_trace_summary",
        "gatekeeper_result", "retry_context")
    assert got["executor_raw_output"] == got["executor_final_answer"]
    assert json.loads(got["executor_raw_output"]) == session()["executor_output"]
    assert got["executor_structured_output"]["missing_info"] == []  # normalised
    assert got["gatekeeper_result"] == {"status": "pass", "failed_rules": [], "warnings": [],
                                        "errors": []}
    assert got["original_query"] == "payment-service 为什么支付超时？" and got["retry_context"] is None


def test_payload_of_raw_llm_text_keeps_the_text_and_nulls_an_unparsable_output() -> None:
    raw = "```json\n" + json.dumps(session()["executor_output"], ensure_ascii=False) + "\n```"
    got = verifier_payload(raw, [ex.LOG_QUERY], original_query="为什么超时？",
                           retry_context={"round": 2, "gaps": ["连接池指标"]})
    assert got["executor_raw_output"] == raw and got["executor_structured_output"]["claims"]
    assert got["retry_context"] == {"round": 2, "gaps": ["连接池指标"]}
    broken = verifier_payload('{"claims": [', [ex.LOG_QUERY])
    assert broken["executor_structured_output"] is None
    assert broken["executor_output_parse_status"]["status"] == "malformed"
    assert broken["gatekeeper_result"]["failed_rules"] == ["schema.executor_v2"]


def test_payload_trace_summary_is_the_dumps_else_derived() -> None:
    derived = verifier_payload(session())["tool_trace_summary"]
    assert derived == [{"trace_ref": "trace-1", "tool_name": "query_logs",
                        "source_invocation_ids": ["394"], "output_summary": ex.LOG_LINE}]
    given = [{"trace_ref": "t-9", "tool_name": "query_logs", "source_invocation_ids": [394],
              "output_summary": "timeout"}]
    assert verifier_payload(session(tool_trace_summary=given))["tool_trace_summary"][0][
        "trace_ref"] == "t-9"


def test_payload_gatekeeper_result_covers_executor_rules_only() -> None:
    bundle = session(verifier("PASS", "contradicted"))
    got = verifier_payload(bundle)
    assert got["gatekeeper_result"]["status"] == "pass"
    report = Gatekeeper().check_bundle(bundle)
    assert report.chain_result["failed_rules"] == ["verifier.verdict"]
    assert report.status == "fail" and report.verdict_ceiling == "PASS"


# --- Composer input: one test per line of the assembly table -----------------------------------

@pytest.mark.parametrize("verification", ["direct_observation", "reasonable_inference"])
def test_observed_or_inferred_claims_are_allowed(verification: str) -> None:
    got = composer_input(judged(verification))
    assert tuple(got) == compose.KEYS
    assert got["allowed_claims"] == [{"claim_id": "claim-1", "claim_type": "symptom",
                                      "claim_text": CLAIM["claim_text"]}]
    assert got["missing_info"] == ["缺少网关侧具体配置参数。"]


def test_an_overstated_claim_is_downgraded_to_a_hypothesis() -> None:
    got = composer_input(judged("overstated"))
    assert got["allowed_claims"] == []
    assert got["allowed_hypotheses"][-1] == {"hypothesis_text": CLAIM["claim_text"],
                                             "needed_evidence": []}


def test_an_unsupported_claim_becomes_a_gap() -> None:
    got = composer_input(judged("unsupported"))
    assert got["allowed_claims"] == []
    assert got["missing_info"] == ["缺少网关侧具体配置参数。", CLAIM["claim_text"]]


@pytest.mark.parametrize("verification", ["external_unknown", "contradicted"])
def test_external_and_contradicted_claims_are_dropped(verification: str) -> None:
    got = composer_input(judged(verification, "REJECT"))
    texts = json.dumps(got, ensure_ascii=False)
    assert CLAIM["claim_text"] not in texts and got["allowed_claims"] == []


def test_hypotheses_come_from_the_executor_unless_refused() -> None:
    bundle = judged("direct_observation", hypothesis_checks=[
        {"hypothesis_index": 0, "verification": "reasonable_hypothesis", "detail": "ok"},
        {"hypothesis_index": 1, "verification": "unsupported_hypothesis", "detail": "no"},
        {"hypothesis_index": 2, "verification": "overstated_as_fact", "detail": "no"}])
    bundle["executor_output"]["hypotheses"] = HYPOTHESES
    assert composer_input(bundle)["allowed_hypotheses"] == [
        {"hypothesis_text": "网关超时阈值可能偏低。", "needed_evidence": ["网关超时阈值配置"]}]


def test_reject_gets_no_hypotheses_and_keeps_claims_gaps_and_actions() -> None:
    forged = judged("direct_observation", "REJECT")
    forged["executor_output"]["claims"][0]["evidence_bindings"][0]["source_invocation_ids"] = [999]
    got = composer_input(forged)
    assert got["verdict"] == "REJECT" and got["allowed_hypotheses"] == []
    assert got["allowed_claims"] and got["missing_info"]
    assert got["recommended_actions"] == [{"action_text": "检查网关超时阈值配置", "reason": "确认阈值"}]


def test_the_composer_is_skipped_when_the_executor_output_does_not_parse() -> None:
    bundle = session(verifier("LOW_CONFID", claim_checks=[], groundedness_score=0))
    bundle["executor_output"] = "根据日志，payment-service 超时。"
    assert composer_input(bundle) is None


def test_a_raw_verifier_answer_is_parsed_like_the_executor_output() -> None:
    bundle = judged("direct_observation")
    bundle["verifier_output"] = "\ufeff```json\n" + json.dumps(bundle["verifier_output"],
                                                              ensure_ascii=False) + "\n```"
    assert composer_input(bundle)["allowed_claims"][0]["claim_id"] == "claim-1"


@pytest.mark.parametrize(("verifier_output", "expected"), [
    (None, "the bundle has no verifier_output"), ("{broken", "malformed"),
    ({"verdict": "MAYBE"}, "no valid verdict")])
def test_no_composer_input_without_a_valid_verdict(verifier_output, expected: str) -> None:
    bundle = session(verifier_output)
    with pytest.raises(InputError, match=expected):
        composer_input(bundle)


def test_unchecked_claims_are_not_allowed() -> None:
    bundle = judged("direct_observation")
    bundle["verifier_output"]["claim_checks"] = []
    got = composer_input(bundle)
    assert got["allowed_claims"] == [] and CLAIM["claim_text"] not in got["missing_info"]


# --- facts_checked: one test per line of the mapping -------------------------------------------

@pytest.mark.parametrize(("verification", "fact_verification"), [
    ("direct_observation", "direct_evidence"), ("reasonable_inference", "indirect_support"),
    ("overstated", "indirect_support"), ("unsupported", "no_evidence"),
    ("external_unknown", "no_evidence"), ("contradicted", "contradicted")])
def test_facts_checked_mapping(verification: str, fact_verification: str) -> None:
    record = verifier_evaluation(judged(verification))
    assert record["facts_checked"] == [{
        "fact": f"claim-1: {CLAIM['claim_text']}", "verification": fact_verification,
        "is_critical": True, "evidence_refs": [ex_ref()]}]


def ex_ref() -> dict:
    from gatekeeper.rules.support.chain.examples import REF

    return dict(REF)


@pytest.mark.parametrize(("claim_type", "critical"), [
    ("root_cause", True), ("symptom", True), ("impact", True), ("risk", True),
    ("background", False), ("observation", False)])
def test_is_critical_is_the_core_claim_types(claim_type: str, critical: bool) -> None:
    record = verifier_evaluation(judged("direct_observation", claim_type=claim_type))
    assert record["facts_checked"][0]["is_critical"] is critical
    assert record["critical_fact_count"] == int(critical)


def test_the_evaluation_record() -> None:
    bundle = judged("reasonable_inference")
    bundle["composer_output"] = composer()
    bundle["retry_context"] = {"round": 2}
    record = verifier_evaluation(bundle)
    assert tuple(record) == evaluation.KEYS
    assert record["verdict"] == "LOW_CONFID" and record["groundedness_score"] == 0.9
    assert record["traceability_version"] == "v2" and record["round"] == 2
    assert record["claim_checks"] == bundle["verifier_output"]["claim_checks"]
    assert record["gatekeeper_result"]["status"] == "pass"
    assert record["composer_output"] == composer()
    assert record["executor_output_parse_status"] == {"status": "valid",
                                                      "detail": "parsed executor evidence contract"}
    assert record["tool_trace_summary"] == verifier_payload(bundle)["tool_trace_summary"]


@pytest.mark.parametrize(("retry", "number"), [(None, 1), ({"round": 3}, 3), ({"gaps": []}, 2),
                                                ("第二轮", 2), ({"round": 0}, 2)])
def test_round(retry, number: int) -> None:
    assert evaluation.round_of(retry) == number


def test_evaluation_of_an_unparsable_executor_output() -> None:
    bundle = session(verifier("LOW_CONFID", groundedness_score=0))
    bundle["executor_output"] = ""
    record = verifier_evaluation(bundle)
    assert record["executor_structured_output"] is None
    assert record["facts_checked"] == [{"fact": "claim-1: ", "verification": "direct_evidence",
                                        "is_critical": False, "evidence_refs": [ex_ref()]}]
    assert record["composer_output"] is None
