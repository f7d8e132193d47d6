"""A claim giving a field of a log's line the value another field of that line has never passes.

Generated lines as a diagnosis agent reads them: HikariCP's pool statistics (`Pool stats
(total=50, active=50, idle=0, waiting=37)`) and a firing alert printing its threshold beside its
reading (`threshold=90% current=95.3%`), every value drawn apart. The claim cites the line and
gives a field, by its words in Chinese or English (`等待连接的线程有 {v} 个`, `{v} active
connections`), the value of another, or gives the alert's threshold as its reading (`错误率为
90%`). Values and names are all the line's and no label of the claim is a field's name, so every
such claim passed with no finding (60 of 60) before the line's `name=value` pairs were read as
fields (gatekeeper.rules.support.evidence.fields); all fail now, and each field's own value passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: pool field -> the claim's forms
POOL = {
    "active": ("连接池活跃连接数为 {v}", "HikariCP 当前活跃连接 {v} 个",
               "there were {v} active connections in the pool"),
    "idle": ("连接池空闲连接数为 {v}", "the pool had {v} idle connections"),
    "waiting": ("等待连接的线程有 {v} 个", "{v} threads were waiting for a connection"),
}
ALERTS = (("HighErrorRate", "%"), ("HighLatencyP99", "ms"), ("HighCPUUsage", "%"))
READING = ("{s} 的错误率为 {v}", "{s} 当前值为 {v}", "the current value for {s} was {v}", "{s} 的指标值 {v}")


def _pool_stats(rng: random.Random, clock: int) -> tuple[str, str, str] | None:
    total = rng.randint(10, 100)
    active = rng.randint(1, total)
    values = {"active": active, "idle": total - active, "waiting": rng.randint(1, 200)}
    if len(set(values.values())) < len(values):
        return None
    line = (f"{clock_stamp(clock)}.123 DEBUG [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - "
            f"HikariPool-1 - Pool stats (total={total}, active={active}, idle={values['idle']}, "
            f"waiting={values['waiting']})")
    name, other = rng.sample(sorted(values), 2)
    form = rng.choice(POOL[name])
    return form.format(v=values[name]), form.format(v=values[other]), line


def _alert(rng: random.Random, clock: int) -> tuple[str, str, str]:
    service = rng.choice(SERVICES)
    alert, unit = rng.choice(ALERTS)
    threshold = rng.choice((5, 10, 80, 90))
    current = round(threshold * rng.uniform(1.05, 3.0), 1)
    line = (f"{clock_stamp(clock)} [FIRING:1] {alert} service={service} severity=critical "
            f"threshold={threshold}{unit} current={current}{unit}")
    form = rng.choice(READING)
    return form.format(s=service, v=f"{current}{unit}"), form.format(s=service, v=f"{threshold}{unit}"), line


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, line)."""
    rng = random.Random(2026)
    found: list[tuple[str, str, str]] = []
    while len(found) < 60:
        clock = rng.randint(0, 86000)
        probe = _pool_stats(rng, clock) if rng.random() < 0.5 else _alert(rng, clock)
        if probe is not None:
            found.append(probe)
    return found


def test_another_field_s_value_fails() -> None:
    assert not_rejected((forged, line, line) for _, forged, line in _probes()) == []


def test_each_field_s_own_value_passes() -> None:
    assert not_passed((faithful, line, line) for faithful, _, line in _probes()) == []
