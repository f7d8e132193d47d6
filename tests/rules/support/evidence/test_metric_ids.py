"""A worker's pid in a claim checked whole against gunicorn's log: the pid a key writes is agreed,
no metric swapped (gatekeeper.rules.support.evidence.metrics, through the whole check)."""

from __future__ import annotations

import pytest

from gatekeeper import Gatekeeper, Report

GUNICORN = ("[2026-12-07 10:12:01 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:4121)\n"
            "[2026-12-07 10:12:02 +0000] [1] [WARNING] Worker with pid 4121 was terminated due to signal 9\n"
            "[2026-12-07 10:12:02 +0000] [4388] [INFO] Booting worker with pid: 4388")
_GATEKEEPER = Gatekeeper()


def check(claim: str, excerpt: str, output: str) -> Report:
    """A claim quoting `excerpt` from one `query_logs` invocation whose output is `output`
    (as tests/loghub_quotes.py's `check`, which the directory of this file cannot import)."""
    document = {"answer_version": "executor_evidence_v2", "claims": [{
        "claim_id": "claim-1", "claim_type": "log", "claim_text": claim, "support_level": "direct",
        "evidence_bindings": [{"source_type": "tool_trace", "source_id": "trace-7",
                               "tool_name": "query_logs", "source_invocation_ids": ["7"],
                               "evidence_excerpt": excerpt}]}]}
    invocations = [{"id": 7, "session_id": "s", "tool_name": "query_logs", "output_preview": output}]
    return _GATEKEEPER.check(document, invocations, session_id="s")


@pytest.mark.parametrize("claim", ["新启动的 worker pid 为 4388", "超时的 worker pid 为 4121"])
def test_a_worker_s_own_pid_passes_the_whole_check(claim: str) -> None:
    report = check(claim, GUNICORN, GUNICORN)
    assert report.status == "pass", report.findings


@pytest.mark.parametrize("claim", ["新启动的 worker pid 为 4121", "超时的 worker pid 为 4388"])
def test_another_worker_s_pid_is_rejected(claim: str) -> None:
    report = check(claim, GUNICORN, GUNICORN)
    assert (report.status, report.verdict_ceiling) == ("fail", "REJECT")
    assert "claim.value_contradiction" in {finding.rule_id for finding in report.findings}
