"""A worker's pid in a claim checked whole against gunicorn's log: the pid a key writes is agreed,
no metric swapped (gatekeeper.rules.support.evidence.metrics, through the whole check)."""

from __future__ import annotations

import pytest
from loghub_quotes import check

GUNICORN = ("[2026-12-07 10:12:01 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:4121)\n"
            "[2026-12-07 10:12:02 +0000] [1] [WARNING] Worker with pid 4121 was terminated due to signal 9\n"
            "[2026-12-07 10:12:02 +0000] [4388] [INFO] Booting worker with pid: 4388")


@pytest.mark.parametrize("claim", ["新启动的 worker pid 为 4388", "超时的 worker pid 为 4121"])
def test_a_worker_s_own_pid_passes_the_whole_check(claim: str) -> None:
    report = check(claim, GUNICORN, GUNICORN)
    assert report.status == "pass", report.findings


@pytest.mark.parametrize("claim", ["新启动的 worker pid 为 4121", "超时的 worker pid 为 4388"])
def test_another_worker_s_pid_is_rejected(claim: str) -> None:
    report = check(claim, GUNICORN, GUNICORN)
    assert (report.status, report.verdict_ceiling) == ("fail", "REJECT")
    assert "claim.value_contradiction" in {finding.rule_id for finding in report.findings}
