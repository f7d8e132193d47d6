"""A job's schedule against its cron line (gatekeeper.rules.support.evidence.cron_schedules)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.cron_schedules import schedule_contradicted, schedules
from gatekeeper.rules.support.text.anchors import extract_anchors

CRONJOBS = """NAME          SCHEDULE      SUSPEND   ACTIVE   LAST SCHEDULE   AGE
backup        0 2 * * *     False     0        22h             30d
report        */15 * * * *  True      1        5m              12d"""
CRONTAB = """*/10 * * * * /opt/jobs/sync_orders.sh >> /var/log/sync.log 2>&1
15 3 * * * /usr/local/bin/db-backup --all"""


def _told(claim: str, output: str) -> bool:
    anchors = extract_anchors(claim, include_timestamps=True)
    return schedule_contradicted(claim, anchors, [output], extract_anchors) is not None


def test_each_job_s_schedule_is_read_by_its_row_or_its_program() -> None:
    assert schedules(CRONJOBS) == {"backup": ("timestamp", "T02:00"), "report": ("number", "900000")}
    assert schedules(CRONTAB) == {"sync_orders": ("number", "600000"), "db-backup": ("timestamp", "T03:15")}


@pytest.mark.parametrize(("claim", "output"), [
    ("backup 每天 3 点执行", CRONJOBS), ("backup runs daily at 03:00", CRONJOBS),
    ("report 每 5 分钟执行一次", CRONJOBS), ("sync_orders 每 5 分钟运行一次", CRONTAB),
    ("db-backup 每天 2 点 15 分执行", CRONTAB),
])
def test_another_interval_or_time_is_contradicted(claim: str, output: str) -> None:
    assert _told(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("backup 每天 2 点执行", CRONJOBS), ("report runs every 15 minutes", CRONJOBS),
    ("db-backup 每天 3 点 15 分执行", CRONTAB),
    ("每 5 分钟执行一次", CRONJOBS),  # no job named
    ("backup 和 report 每 5 分钟执行一次", CRONJOBS),  # two jobs
    ("backup 每 5 分钟执行一次", CRONJOBS),  # an interval of a job run at a time: another reading
])
def test_the_job_s_own_schedule_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert not _told(claim, output)
