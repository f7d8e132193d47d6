"""claim.evidence_utilization: a claim's keywords come from its excerpts (disabled by default)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from helpers import REPO, RuleTestCase, binding, claim, doc, inv, run

DUMP = [inv(394, "query_logs", "2026-11-29 ERROR [payment-service] request timeout after 5000ms"),
        inv(395, "query_metrics", "payment-service CPU 使用率 92%，线程数 245")]
TIMEOUT = binding("query_logs", [394], "payment-service request timeout after 5000ms")
CPU = binding("query_metrics", [395], "payment-service CPU 使用率 92%，线程数 245")


class TestEvidenceUtilization(RuleTestCase):
    rule_id = "claim.evidence_utilization"

    def test_claim_words_found_in_excerpts_pass(self) -> None:
        self.assert_pass(doc(claim("payment-service 出现 request timeout。", TIMEOUT),
                             claim("payment-service CPU 使用率 92%，线程数 245。", CPU)), DUMP)

    def test_claim_beyond_its_excerpt_warns_naming_the_missing_words(self) -> None:
        checked = self.check(doc(claim("数据库连接池耗尽导致 payment-service 超时。", TIMEOUT)), DUMP)
        found = checked.only()
        assert (found.target, found.level) == ("claims[0].claim_text", "warn")
        assert "< minKeywordCoverage 0.5" in found.message and "连接池" in found.message
        assert checked.report.status == "warn"
        assert checked.report.verdict_ceiling == "PASS"  # warn_only never lowers the ceiling

    def test_english_claim_beyond_its_excerpt_warns(self) -> None:
        text = "Kafka consumer lag on billing-events caused the payment-service outage"
        assert self.check(doc(claim(text, TIMEOUT)), DUMP).only().level == "warn"

    def test_min_keyword_coverage_param(self) -> None:
        document = doc(claim("数据库连接池耗尽导致 payment-service 超时。", TIMEOUT))
        assert self.check(document, DUMP, minKeywordCoverage=0.0).status == "pass"

    def test_severity_error_still_only_warns(self) -> None:
        # verdictImpact warn_only: even as severity error the rule cannot fail a run
        report = run(doc(claim("数据库连接池耗尽导致 payment-service 超时。", TIMEOUT)), DUMP,
                     rules=[self.rule_id], session_id=None,
                     settings={f"{self.rule_id}.severity": "error"})
        assert report.status == "warn" and report.gatekeeper_result["errors"] == []


def test_disabled_by_default() -> None:
    report = run(doc(claim("数据库连接池耗尽导致 payment-service 超时。", TIMEOUT)), DUMP,
                 rules=("schema.executor_v2",))
    assert "claim.evidence_utilization" not in report.rule_statuses
    from gatekeeper.config import load_config

    assert load_config(REPO, isolated=True).rule("claim.evidence_utilization").enabled is False


_PROBE = """
import json, sys
from gatekeeper import Gatekeeper
from gatekeeper.config import Overrides
dump = {dump}
document = {document}
gk = Gatekeeper(overrides=Overrides(enable={enable}))
report = gk.check(document, dump, session_id="sess-test-1")
print(json.dumps({{"jieba": "jieba" in sys.modules, "statuses": dict(report.rule_statuses)}}))
"""


@pytest.mark.parametrize("enabled", [False, True])
def test_jieba_is_imported_only_when_the_rule_is_enabled(enabled: bool) -> None:
    source = _PROBE.format(dump=json.dumps(DUMP), enable=["claim.evidence_utilization"] if enabled else [],
                           document=json.dumps(doc(claim("数据库连接池耗尽导致超时。", TIMEOUT))))
    out = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=120,
                         check=True, cwd=REPO)
    probe = json.loads(out.stdout)
    assert probe["jieba"] is enabled
    assert ("claim.evidence_utilization" in probe["statuses"]) is enabled
