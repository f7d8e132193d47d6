"""A Deployment's ready, up-to-date and available replicas as `kubectl get deployments` prints them
(`web 只有 1 个可用副本`, `4 replicas of web are up to date`, `worker 没有就绪的副本`), pass; another
Deployment's count of the same column fails.

    NAME      READY   UP-TO-DATE   AVAILABLE   AGE
    web       1/4     4            1           3d
    worker    0/2     2            0           11d
    gateway   3/3     3            3           42d

6 of 60 forged claims passed (at 8863ac7), and `worker has no ready replicas` (0/2) failed: `已更新`
named no UP-TO-DATE and `no ready` was read as ready.
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

NAMES = ("web", "worker", "gateway", "api", "checkout", "frontend", "scheduler", "notifier")
AVAILABLE = ("{d} 只有 {n} 个可用副本", "{d} 有 {n} 个可用副本", "{d} has {n} available {r}")
UPDATED = ("{d} 有 {n} 个副本已更新", "{n} {r} of {d} {are} up to date", "{d} 的 UP-TO-DATE 为 {n}")
READY = ("{d} 有 {n} 个副本就绪", "{d} has {n} ready {r}")
NONE_READY = ("{d} 没有就绪的副本", "{d} has no ready replicas")


def _said(form: str, name: str, count: int) -> str:
    return form.format(d=name, n=count, r="replica" if count == 1 else "replicas",
                       are="is" if count == 1 else "are")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample(NAMES, rng.randint(3, 5))
    rows = {}
    for name in names:
        desired = rng.randint(1, 6)
        ready = rng.choice((desired, desired, 0, rng.randint(0, desired)))
        updated = rng.choice((desired, rng.randint(0, desired)))
        available = rng.choice((ready, ready, rng.randint(0, ready)))
        rows[name] = (desired, ready, updated, available)
    table = aligned_table(["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                          [[name, f"{r[1]}/{r[0]}", str(r[2]), str(r[3]), f"{rng.randint(1, 90)}d"]
                           for name, r in rows.items()])
    one = rng.choice(names)
    column = rng.choice((1, 2, 3, 3))
    value = rows[one][column]
    if column == 1 and rng.random() < 0.5:
        lacking = [n for n in names if rows[n][1] == 0]
        having = [n for n in names if rows[n][1] > 0]
        if not lacking or not having:
            return None
        form = rng.choice(NONE_READY)
        return form.format(d=rng.choice(lacking)), form.format(d=rng.choice(having)), table
    others = sorted({rows[n][column] for n in names} - {value})
    if not others or (column == 1 and value == 0):
        return None
    form = rng.choice({1: READY, 2: UPDATED, 3: AVAILABLE}[column])
    if "只有" in form and not 0 < value < rows[one][0]:  # "only" for fewer than desired
        form = AVAILABLE[1]
    return _said(form, one, value), _said(form, one, rng.choice(others)), table


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4987)


def test_a_deployment_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_deployment_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
