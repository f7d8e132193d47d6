"""A Kubernetes Job said to have succeeded fails when `kubectl get jobs` counts it incomplete or
`kubectl describe job` shows it failed; one said to have failed fails when it succeeded; each
true outcome passes.

`nightly-backup 任务已完成` citing `nightly-backup-28873440   0/1   45m   45m`, `nightly-backup 的 Job
已成功完成` citing `Pods Statuses: 0 Active (0 Ready) / 0 Succeeded / 1 Failed` passed: a Job's
finish was read nowhere (`evidence/jobs.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

SUCCEEDED = ("{j} 任务已完成", "{j} 的 Job 已成功完成", "{j} 备份任务执行成功",
             "The {j} job completed successfully", "{j} job succeeded")
FAILED = ("{j} 任务执行失败", "{j} 的 Job 未完成", "{j} 备份任务失败了", "The {j} job failed")


def _get(name: str, done: bool, rng: random.Random) -> str:
    age = rng.randint(5, 90)
    return "\n".join(["$ kubectl get jobs", "NAME                      COMPLETIONS   DURATION   AGE",
                      f"{name:<25} {'1/1' if done else '0/1':<13} {rng.randint(1, age)}m{'':<8} {age}m"])


def _describe(name: str, done: bool, rng: random.Random) -> str:
    statuses = "0 Active (0 Ready) / 1 Succeeded / 0 Failed" if done else \
        f"0 Active (0 Ready) / 0 Succeeded / {rng.randint(1, 6)} Failed"
    events = ["  Normal   Completed             2m    job-controller  Job completed"] if done else [
        "  Warning  BackoffLimitExceeded  2m    job-controller  Job has reached the specified backoff limit"]
    return "\n".join([f"$ kubectl describe job {name}", f"Name:             {name}", "Namespace:        ops",
                      "Completions:      1", f"Pods Statuses:    {statuses}", "Events:",
                      "  Type     Reason                Age   From            Message", *events])


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3514)
    probes = []
    for n in range(60):
        cronjob = rng.choice(("nightly-backup", "report-sync", "log-rotate"))
        name, done = f"{cronjob}-{rng.randint(28800000, 28899999)}", n % 2 == 0
        output = (_get if n % 4 < 2 else _describe)(name, done, rng)
        said, other = (SUCCEEDED, FAILED) if done else (FAILED, SUCCEEDED)
        probes.append((rng.choice(said).format(j=cronjob), rng.choice(other).format(j=cronjob), output))
    return probes


def test_an_outcome_the_job_did_not_have_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []


def test_the_job_s_outcome_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
