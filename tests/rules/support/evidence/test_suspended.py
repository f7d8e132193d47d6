"""A CronJob said suspended or not the other way from `kubectl get cronjobs`
(gatekeeper.rules.support.evidence.suspended)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.suspended import suspend_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

JOBS = """NAME          SCHEDULE      SUSPEND   ACTIVE   LAST SCHEDULE   AGE
db-backup     0 2 * * *     False     0        22h             41d
log-rotate    */15 * * * *  True      0        3d              90d"""
ONE = """NAME        SCHEDULE     SUSPEND   ACTIVE   LAST SCHEDULE   AGE
db-backup   0 2 * * *    True      0        3d              41d"""


def contradicted(claim: str, text: str = JOBS) -> bool:
    return suspend_contradicted(claim, extract_anchors(claim), [text], lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("CronJob db-backup 已被暂停", JOBS), ("db-backup is suspended", JOBS), ("db-backup 暂停了", JOBS),
    ("log-rotate 没有被暂停", JOBS), ("log-rotate is not suspended", JOBS), ("log-rotate 正常调度", JOBS),
    ("该定时任务按计划执行", ONE),  # the one CronJob, named by a word of CronJobs
    ("所有定时任务都被暂停了", JOBS), ("all CronJobs are suspended", JOBS),  # every one: db-backup's False
])
def test_a_cronjob_said_otherwise_than_its_suspend_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("log-rotate 已被暂停", JOBS), ("db-backup 没有被暂停", JOBS), ("db-backup is not suspended", JOBS),
    ("db-backup 之前被暂停过，现在已恢复调度", JOBS),  # another time, then both said
    ("db-backup 和 log-rotate 都被暂停了", JOBS),  # two rows
    ("定时任务已被暂停", JOBS),  # no row named, of two
])
def test_a_cronjob_said_as_its_suspend_or_unsure_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)
