"""How often a CronJob runs, said as its schedule writes it, passes; another interval fails.

Generated `kubectl get cronjobs` tables (three jobs, each with its own schedule: every N
minutes, `*/15 * * * *`; every N hours, `0 */6 * * *`; each day at a time, `30 2 * * *`): the
claim says one job's interval or time in Chinese or English (`db-backup 每 15 分钟运行一次`,
`log-rotate runs every 6 hours`, `report-gen 每天 02:30 运行`), or gives it an interval no job
has. The expression's numbers were bare, so at 0603603 each faithful claim of an interval
named a duration found nowhere and failed REJECT, read against the table's ages (39 of these
60 probes), and each of a daily job's time warned (the other 21): none passed. Schedules are
read as intervals and times of day now (`gatekeeper.rules.support.text.anchors.cron`); the
forged intervals still fail REJECT.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, drawn, not_passed, not_rejected

MINUTES = (5, 10, 15, 20, 30)
HOURS = (2, 3, 4, 6, 12)
#: How a claim says an interval: {j} the job, {n} the count.
SAID = {"minutes": ("{j} 每 {n} 分钟运行一次", "{j} runs every {n} minutes", "{j} 的调度周期为 {n} 分钟"),
        "hours": ("{j} 每 {n} 小时运行一次", "{j} runs every {n} hours", "{j} 每隔 {n} 小时执行")}
DAILY = ("{j} 每天 {t} 运行", "{j} runs daily at {t}")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    jobs = [f"{service}-{task}" for service, task in zip(
        rng.sample(SERVICES, 3), rng.sample(("backup", "report", "cleanup", "sync"), 3), strict=True)]
    minutes, hours = rng.choice(MINUTES), rng.choice(HOURS)
    clock = (rng.randrange(60), rng.randrange(24))
    schedules = [f"*/{minutes} * * * *", f"{rng.randrange(60)} */{hours} * * *",
                 f"{clock[0]} {clock[1]} * * *"]
    rows = [[job, schedule, "False", "0", rng.choice(("47s", "7m", "55m")), rng.choice(("40d", "12d"))]
            for job, schedule in zip(jobs, schedules, strict=True)]
    output = aligned_table(["NAME", "SCHEDULE", "SUSPEND", "ACTIVE", "LAST SCHEDULE", "AGE"], rows)
    pick = rng.randrange(2)
    unit, n = ("minutes", minutes) if pick == 0 else ("hours", hours)
    other = rng.choice([m for m in (MINUTES if pick == 0 else HOURS) if m != n])
    form = rng.choice(SAID[unit])
    faithful = form.format(j=jobs[pick], n=n)
    if rng.random() < 0.3:  # or the daily job's time
        faithful = rng.choice(DAILY).format(j=jobs[2], t=f"{clock[1]:02d}:{clock[0]:02d}")
    return faithful, form.format(j=jobs[pick], n=other), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3131)


def test_a_job_s_own_schedule_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_an_interval_no_job_has_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
