"""A cgroup's counters as its `cpu.stat` and `memory.events` print them (`容器被限流 1532 次`,
`限流时间为 8123411 微秒`, `发生了 3 次 OOM kill`), pass; another counter's value fails.

A line of `name value` is no field of `name: value` or `name=value`, so every count was the
output's and nothing was contradicted: `容器被限流 48210 次` (the periods) passed, and so did the
user time given as the throttled time (at 89443fd). Now a run of such lines is read as fields
(`gatekeeper.rules.support.evidence.keyed_lines`), a name's `_usec` is its unit
(`text.anchors.numbers`) and `限流`, `周期` and `时间` name `throttled`, `periods` and `usec`.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"nr_throttled": ("容器被限流 {v} 次", "the container was throttled {v} times", "nr_throttled 为 {v}"),
        "nr_periods": ("共 {v} 个调度周期", "nr_periods 为 {v}"),
        "throttled_usec": ("限流时间为 {v} 微秒", "throttled_usec 为 {v}"),
        "oom_kill": ("发生了 {v} 次 OOM kill", "oom_kill 为 {v}"),
        "max": ("内存达到上限 {v} 次",)}
FORGED = {"nr_throttled": ("nr_periods",), "nr_periods": ("nr_throttled",),
          "throttled_usec": ("user_usec", "system_usec"), "oom_kill": ("max",), "max": ("oom_kill",)}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    periods = rng.randint(10000, 900000)
    user, system = rng.sample(range(10**6, 10**9), 2)
    stat = {"usage_usec": user + system, "user_usec": user, "system_usec": system, "nr_periods": periods,
            "nr_throttled": rng.randint(1, periods - 1), "throttled_usec": rng.randint(10**5, 10**8)}
    kills = rng.randint(1, 9)
    events = {"low": 0, "high": 0, "max": kills + rng.randint(1, 400), "oom": kills, "oom_kill": kills,
              "oom_group_kill": 0}
    kind = rng.choice(tuple(SAID))
    lines = [f"{name} {value}" for name, value in (events if kind in ("oom_kill", "max") else stat).items()]
    values = {**stat, **events}
    form = rng.choice(SAID[kind])
    return (form.format(v=values[kind]), form.format(v=values[rng.choice(FORGED[kind])]), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4504)
    return [_probe(rng) for _ in range(60)]


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
