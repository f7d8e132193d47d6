"""evidence.invocation_ref: claims cite real invocations of this session with the right tool."""

from __future__ import annotations

from helpers import SESSION, RuleTestCase, binding, claim, doc, inv, run

LOGS = inv(394, "query_logs", "2026-11-29 10:02:11 ERROR [payment-service] request timeout after 5000ms")
METRICS = inv("395", "query_metrics", "payment-service CPU 使用率 92%，线程数 245")
OTHER = inv(501, "query_logs", "order-service OK", session_id="sess-other")
DUMP = [LOGS, METRICS, OTHER]


class TestInvocationRef(RuleTestCase):
    rule_id = "evidence.invocation_ref"

    def test_real_ids_and_tools_pass(self) -> None:
        self.assert_pass(doc(
            claim("payment-service 出现请求超时日志。", binding("query_logs", [394], "request timeout")),
            claim("CPU 使用率 92%。", binding("query_metrics", ["395"], "CPU 使用率 92%")),
        ), DUMP)

    def test_integer_and_string_ids_are_one_id(self) -> None:
        self.assert_pass(doc(
            claim("超时", binding("query_logs", ["394"], "request timeout")),
            claim("CPU", binding("query_metrics", [395], "CPU 使用率 92%")),
        ), DUMP)

    def test_forged_id_fails(self) -> None:
        found = self.check(doc(claim("超时", binding("query_logs", [999], "timeout"))), DUMP).only()
        assert found.target == "claims[0].evidence_bindings[0].source_invocation_ids[0]"
        assert "999 not found in current session" in found.message
        assert SESSION in found.message

    def test_cross_session_id_names_both_sessions(self) -> None:
        found = self.check(doc(claim("订单服务正常", binding("query_logs", [501], "OK"))), DUMP,
                           session_id=SESSION).only()
        assert found.target == "claims[0].evidence_bindings[0].source_invocation_ids[0]"
        assert "'sess-other'" in found.message and f"'{SESSION}'" in found.message

    def test_tool_name_mismatch_names_both_tools(self) -> None:
        found = self.check(doc(claim("CPU 92%", binding("query_logs", [395], "CPU 92%"))), DUMP).only()
        assert found.target == "claims[0].evidence_bindings[0].tool_name"
        assert "'query_logs'" in found.message and "'query_metrics'" in found.message

    def test_claim_without_bindings(self) -> None:
        for bindings in ([], None):
            document = doc(claim("payment-service 超时"))
            document["claims"][0]["evidence_bindings"] = bindings
            found = self.check(document, DUMP).only()
            assert found.target == "claims[0]"
            assert "no evidence_bindings" in found.message

    def test_binding_without_ids(self) -> None:
        found = self.check(doc(claim("超时", binding("query_logs", [], "timeout"))), DUMP).only()
        assert found.target == "claims[0].evidence_bindings[0]"
        assert "source_invocation_ids is empty" in found.message

    def test_each_bad_id_of_a_binding_is_reported(self) -> None:
        checked = self.check(doc(claim("超时", binding("query_logs", [394, 7, 8], "timeout"))), DUMP)
        assert checked.targets == [f"claims[0].evidence_bindings[0].source_invocation_ids[{i}]"
                                   for i in (1, 2)]

    def test_recommended_actions_bindings_never_fail(self) -> None:
        document = doc(claim("超时", binding("query_logs", [394], "request timeout")),
                       recommended_actions=[
                           {"action_text": "检查连接池", "reason": "确认上限", "evidence_bindings": []},
                           {"action_text": "查看 GC", "reason": "排查",
                            "evidence_bindings": [binding("query_gc", [12345], "full gc")]},
                       ])
        self.assert_pass(document, DUMP)

    def test_records_without_session_belong_to_the_current_session(self) -> None:
        dump = [inv(7, "query_logs", "timeout", session_id=None), OTHER]
        self.assert_pass(doc(claim("超时", binding("query_logs", [7], "timeout"))), dump,
                         session_id="sess-other")


def test_stage2_forged_ids_fail_the_run_with_reject() -> None:
    """Seed §21 stage 2: invented source_invocation_ids → failed_rules has the rule; REJECT."""
    report = run(doc(claim("数据库连接池耗尽。", binding("query_db", ["inv-forged"], "pool exhausted"))),
                 DUMP, session_id=SESSION)
    assert report.status == "fail"
    assert "evidence.invocation_ref" in report.failed_rules
    assert report.verdict_ceiling == "REJECT"


def test_stage2_tool_name_mismatch_fails() -> None:
    report = run(doc(claim("超时", binding("query_metrics", [394], "request timeout"))), DUMP,
                 session_id=SESSION)
    assert report.gatekeeper_result["failed_rules"] == ["evidence.invocation_ref"]
    assert report.gatekeeper_result["errors"][0]["target"] == "claims[0].evidence_bindings[0].tool_name"
