"""A Job's duration and completion as `kubectl get jobs` prints them (`db-migrate 任务耗时 45 秒`,
`report-nightly 尚未完成`, `cleanup 已完成`, `the db-migrate job took 45s`), pass; another Job's
duration, or a completed Job said to be incomplete (or the other way), fails.

    NAME             COMPLETIONS   DURATION   AGE
    db-migrate       1/1           45s        2d
    report-nightly   0/1           3h12m      3h12m
    cleanup          3/3           4m30s      6h

12 of 60 forged claims passed (at 8863ac7): `6h20m` and `3m49s` were no duration of a cell, `耗时`
named no DURATION. (kubectl's bare minutes, `32m`, are left alone: `m` is millicores too.)
"""

from __future__ import annotations

import random
import re

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

NAMES = ("db-migrate", "report-nightly", "cleanup", "backup-etcd", "reindex-search", "import-users",
         "thumbnail-gen", "cache-warmup")
TOOK = ("{j} 任务耗时 {t}", "{j} 用时 {t}", "the {j} job took {t}", "{j} 的 DURATION 为 {t}")
DONE = ("{j} 已完成", "{j} 任务已经完成", "the {j} job has completed", "{j} is complete")
UNDONE = ("{j} 尚未完成", "{j} 任务还没有完成", "{j} has not completed", "the {j} job is not complete yet")


def _human(seconds: int) -> str:
    """A duration as kubectl prints it (`duration.HumanDuration`)."""
    if seconds < 120:
        return f"{seconds}s"
    minutes, hours = seconds // 60, seconds // 3600
    if minutes < 10:
        return f"{minutes}m{seconds % 60}s" if seconds % 60 else f"{minutes}m"
    if minutes < 180:
        return f"{minutes}m"
    if hours < 8:
        return f"{hours}h{minutes % 60}m" if minutes % 60 else f"{hours}h"
    if hours < 48:
        return f"{hours}h"
    return f"{hours // 24}d{hours % 24}h" if hours % 24 else f"{hours // 24}d"


def _chinese(took: str) -> str:
    """`45s` as `45 秒`, `17m` as `17 分钟`, any other as printed."""
    if took[:-1].isdigit():
        return f"{took[:-1]} {'秒' if took[-1] == 's' else '分钟' if took[-1] == 'm' else '小时'}"
    return took


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample(NAMES, rng.randint(3, 5))
    rows = {}
    for name in names:
        total = rng.choice((1, 1, 1, 3, 5))
        running = rng.random() < 0.35
        took = rng.choice((rng.randint(5, 119), rng.randint(120, 600), rng.randint(600, 10800),
                           rng.randint(10800, 28800)))
        age = took if running else took + rng.choice((rng.randint(60, 7200), rng.randint(86400, 600000)))
        rows[name] = (0 if running else total, total, _human(took), _human(age))
    if len({r[2] for r in rows.values()}) < len(rows):
        return None
    table = aligned_table(["NAME", "COMPLETIONS", "DURATION", "AGE"],
                          [[name, f"{r[0]}/{r[1]}", r[2], r[3]] for name, r in rows.items()])
    one = rng.choice(names)
    if rng.random() < 0.5:
        others = [rows[n][2] for n in names if n != one and rows[n][2] != rows[one][3]]
        if not others or rows[one][0] == 0:
            return None
        form = rng.choice(TOOK)
        forged = rng.choice(others)
        if any(re.fullmatch(r"\d+m", took) for took in (rows[one][2], forged)):
            return None  # (kubectl's bare minutes, `32m`, are left alone: `m` is millicores too)
        if "任务耗时" in form:
            return form.format(j=one, t=_chinese(rows[one][2])), form.format(j=one, t=_chinese(forged)), table
        return form.format(j=one, t=rows[one][2]), form.format(j=one, t=forged), table
    done = [n for n in names if rows[n][0] == rows[n][1]]
    undone = [n for n in names if rows[n][0] == 0]
    if not done or not undone:
        return None
    form = rng.randrange(4)
    if rng.random() < 0.5:
        return DONE[form].format(j=rng.choice(done)), DONE[form].format(j=rng.choice(undone)), table
    return UNDONE[form].format(j=rng.choice(undone)), UNDONE[form].format(j=rng.choice(done)), table


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4991)


def test_a_job_s_own_duration_and_completion_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_job_s_duration_or_completion_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
