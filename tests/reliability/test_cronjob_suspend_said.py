"""A CronJob said suspended while `kubectl get cronjobs` prints `SUSPEND False`, or said running
on schedule while it prints `True`, fails; the job as printed passes.

`db-backup 已被暂停` citing `db-backup   0 2 * * *   False   0   22h   41d`: the name is the
output's and a judgement is no anchor, so the claim passed (`evidence/suspended.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

JOBS = ("db-backup", "log-rotate", "report-gen", "cache-warmup", "cert-renew", "es-curator")
SUSPENDED = ("{j} 已被暂停", "{j} is suspended", "{j} 处于暂停状态", "{j} has been paused")
RUNNING = ("{j} 没有被暂停", "{j} is not suspended", "{j} 正常调度", "{j} 未被暂停")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(JOBS, rng.randint(1, 4))
    suspends = [rng.choice(("True", "False")) for _ in names]
    rows = [[name, rng.choice(("0 2 * * *", "*/15 * * * *", "@hourly")), suspend, "0",
             f"{rng.randint(1, 23)}h", f"{rng.randint(5, 200)}d"]
            for name, suspend in zip(names, suspends, strict=True)]
    header = ["NAME", "SCHEDULE", "SUSPEND", "ACTIVE", "LAST SCHEDULE", "AGE"]
    output = "$ kubectl get cronjobs\n" + aligned_table(header, rows)
    n = rng.randrange(len(names))
    held, wrong = (SUSPENDED, RUNNING) if suspends[n] == "True" else (RUNNING, SUSPENDED)
    return rng.choice(held).format(j=names[n]), rng.choice(wrong).format(j=names[n]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4507, 60)


def test_a_cronjob_said_suspended_or_not_the_other_way_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_cronjob_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
