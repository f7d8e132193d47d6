"""claim.entity_grounding: what a claim names must be in its excerpts or cited outputs."""

from __future__ import annotations

import pytest
from helpers import RuleTestCase, anchor_scans, binding, claim, doc, inv

METRICS = "payment-svc 指标：CPU 使用率 92%，内存使用率 59%，p99 延迟 5300ms，QPS 1.2万"
LOG = "2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽：active=50/50"
DUMP = [inv(394, "query_metrics", METRICS), inv(396, "query_logs", LOG)]
TARGET = "claims[0].claim_text"


def claimed(text: str, excerpt: str = "内存使用率 59%", inv_id: int = 394,
            tool: str = "query_metrics") -> dict:
    return doc(claim(text, binding(tool, [inv_id], excerpt)))


class TestEntityGrounding(RuleTestCase):
    rule_id = "claim.entity_grounding"

    @pytest.mark.parametrize("text", [
        "payment-svc 内存使用率为 59%。",
        "payment-svc 的 p99 延迟达到 5.3 秒，QPS 12000。",  # other units, same values
        "payment-svc CPU 使用率 92%。",  # in the cited output, not in the excerpt
    ])
    def test_grounded_claims_pass(self, text: str) -> None:
        self.assert_pass(claimed(text), DUMP)

    def test_a_value_written_otherwise_anchors_only_the_lines_naming_it(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        output = "\n".join([LOG, "p99 延迟 5300ms", "GC pause 12ms, heap 71%", LOG.replace("50/50", "7/50")])
        texts = anchor_scans(monkeypatch)
        self.assert_pass(claimed("p99 延迟达到 5.3 秒。", "p99 延迟", 396, "query_logs"),
                         [inv(396, "query_logs", output)])
        assert output not in texts and "p99 延迟 5300ms" in texts  # the line, not the output

    def test_number_that_disagrees_with_the_evidence_warns(self) -> None:
        found = self.check(claimed("payment-svc 内存使用率为 95%。"), DUMP).only()
        assert (found.target, found.level) == (TARGET, "warn")
        assert "95%" in found.message and "59%" in found.message

    def test_entities_in_no_evidence_are_listed(self) -> None:
        found = self.check(claimed("payment-svc 内存使用率 59%，导致 account-svc 返回 504，"
                                   "订单号 O20261299990001 受影响。"), DUMP).only()
        for name in ("account-svc", "504", "O20261299990001"):
            assert repr(name) in found.message

    def test_negation_flip_warns(self) -> None:
        found = self.check(claimed("payment-svc 连接池未耗尽。", "连接池已耗尽", 396, "query_logs"),
                           DUMP).only()
        assert "'耗尽'" in found.message

    def test_negation_check_can_be_switched_off(self) -> None:
        self.assert_pass(claimed("payment-svc 连接池未耗尽。", "连接池已耗尽", 396, "query_logs"), DUMP,
                         checkNegation=False)

    def test_only_warns_by_default_and_can_be_escalated(self) -> None:
        document = claimed("payment-svc 内存使用率为 95%。")
        assert self.check(document, DUMP).report.verdict_ceiling == "PASS"
        escalated = self.check(document, DUMP, verdictImpact="reject_on_fail")
        assert escalated.only().level == "fail"
        assert escalated.report.verdict_ceiling == "REJECT"

    def test_foreign_outputs_do_not_ground_a_claim(self) -> None:
        dump = [*DUMP, inv(500, "query_metrics", "order-svc 内存使用率 95%", session_id="sess-other")]
        document = doc(claim("内存使用率 95%。", binding("query_metrics", [500], "order-svc 指标"),
                             binding("query_metrics", [394], "内存使用率 59%")))
        assert "95%" in self.check(document, dump).only().message

    def test_claims_without_a_resolvable_binding_are_findings_not_skipped(self) -> None:
        # Fail closed: not left to evidence.invocation_ref, which may be disabled.
        document = doc(claim("account-svc 内存使用率 95%。", binding("query_metrics", [999], "x")))
        found = self.check(document, DUMP).only()
        assert found.target == "claims[0].claim_text"
        assert "none of its bindings cites an invocation of the current session" in found.message
