"""Whether a Kubernetes Job finished (gatekeeper.rules.support.evidence.jobs)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.jobs import job_contradicted, jobs_of

GET = """NAME                      COMPLETIONS   DURATION   AGE
nightly-backup-28873440   0/1           45m        45m
report-sync-28873500      1/1           3m         20m"""
DESCRIBED = """Name:           log-rotate-28873555
Completions:    1
Pods Statuses:  0 Active (0 Ready) / 0 Succeeded / 2 Failed
Events:
  Warning  BackoffLimitExceeded  12m  job-controller  Job has reached the specified backoff limit"""


def test_jobs_are_read_from_get_and_describe() -> None:
    assert [(j.name, j.succeeded) for j in jobs_of(GET)] == [("nightly-backup-28873440", False),
                                                             ("report-sync-28873500", True)]
    assert [(j.name, j.succeeded) for j in jobs_of(DESCRIBED)] == [("log-rotate-28873555", False)]
    running = DESCRIBED.replace("0 Active (0 Ready) / 0 Succeeded / 2 Failed", "1 Active (1 Ready) / 0 "
                                "Succeeded / 0 Failed").split("\nEvents:")[0]
    assert [(j.name, j.succeeded) for j in jobs_of(running)] == [("log-rotate-28873555", False)]


def _contradicted(claim: str, output: str) -> bool:
    return job_contradicted(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("nightly-backup 任务已完成", GET), ("report-sync 任务执行失败", GET),
    ("The report-sync job failed", GET),
    ("log-rotate 的 Job 已成功完成", DESCRIBED), ("log-rotate job succeeded", DESCRIBED),
])
def test_an_outcome_the_job_did_not_have_is_contradicted(claim: str, output: str) -> None:
    assert _contradicted(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("report-sync 任务已完成", GET), ("log-rotate 任务执行失败", DESCRIBED),
    ("nightly-backup 任务执行失败", GET),  # not succeeded: it may still run
    ("nightly-backup 任务未完成", GET),  # (not finished holds `完成`: no success said)
    ("任务已完成", GET),  # two Jobs, none named
    ("重跑后 nightly-backup 任务已完成", GET),  # after a change
    ("nightly-backup 的日志已完成轮转", "no job here"),
])
def test_the_job_s_outcome_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert not _contradicted(claim, output)
