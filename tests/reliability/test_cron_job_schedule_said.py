"""How often or when a job runs as its cron schedule says (`report 每 15 分钟执行一次`, `backup 每天 2
点执行`, `backup runs daily at 02:00`), pass; another interval or time fails.

A schedule's interval or time was read (text/anchors/cron.py), but nothing told a claim's against
its job's: `report 每 5 分钟执行一次` (every 15 minutes) passed on the table's `5m` age, `backup 每天 3
点执行` (02:00) only warned, and the faithful `每天 2 点` was no time of day (it failed: at
89443fd, 32 of 60 forged claims did not fail REJECT and 10 faithful ones failed). Now `每天` before
an hour makes it a clock's (`text.anchors.timestamps`) and each job's schedule is told
(`gatekeeper.rules.support.evidence.cron_schedules`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

JOBS = ("backup", "report", "cleanup", "sync-orders", "rotate-logs", "billing")
EVERY = ("{j} 每 {n} 分钟执行一次", "{j} runs every {n} minutes", "{j} 每隔 {n} 分钟运行一次")
DAILY = ("{j} 每天 {h} 点执行", "{j} runs daily at {h:02d}:00", "{j} 每天凌晨 {h} 点执行")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    jobs = rng.sample(JOBS, rng.randint(2, 4))
    schedules = {job: (("every", rng.choice((5, 10, 15, 20, 30))) if rng.random() < 0.5
                       else ("daily", rng.randint(1, 5))) for job in jobs}
    table = rng.random() < 0.6
    lines = ["NAME          SCHEDULE       SUSPEND   ACTIVE   LAST SCHEDULE   AGE"] if table else [
        "# m h dom mon dow command"]
    for job, (kind, n) in schedules.items():
        cron = f"*/{n} * * * *" if kind == "every" else f"0 {n} * * *"
        row = f"{job:<13} {cron:<14} False     0        {rng.randint(2, 59)}m             30d"
        lines.append(row if table else f"{cron} /opt/jobs/{job}.sh >> /var/log/{job}.log 2>&1")
    job = rng.choice(jobs)
    kind, n = schedules[job]
    choices = (5, 10, 15, 20, 30) if kind == "every" else (1, 2, 3, 4, 5)
    forged = rng.choice([m for m in choices if m != n])
    form = rng.choice(EVERY if kind == "every" else DAILY)
    return (form.format(j=job, n=n, h=n), form.format(j=job, n=forged, h=forged), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4517)
    return [_probe(rng) for _ in range(60)]


def test_a_job_s_own_schedule_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_interval_or_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
