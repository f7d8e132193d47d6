"""Ages as kubectl prints them (`web-5c8d7f9b4-abcde 已运行 30 天` over `30d`, `worker pod 已运行 9
小时` over `9h`), pass; another row's age fails.

A duration before a word of days is no value a table reads, so another row's age was the output's
and nothing was contradicted (at 7a99b56, 27 of 60 forged claims passed: a metric of the words
before it, `已运行`, caught the others). Now kubectl's `AGE` is
read as the span it stands for (`3d`: three days to four;
`gatekeeper.rules.support.evidence.ages`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

WORKLOADS = ("api", "web", "worker", "cron", "auth", "gateway", "billing", "search")
SAID = {"d": ("{p} 已运行 {n} 天", "{p} has been up for {n} days", "{p} 运行了 {n} 天"),
        "h": ("{p} 已运行 {n} 小时", "{p} has been running for {n} hours", "{p} 已经运行了 {n} 小时"),
        "m": ("{p} 已运行 {n} 分钟", "{p} has been up for {n} minutes")}


def _age(rng: random.Random) -> tuple[str, str, int]:
    """(kubectl's age, its unit, how many of it), of one unit (`2d3h` said `2 天` is cut: left)."""
    unit = rng.choice("dhm")
    if unit == "d":
        days = rng.randint(8, 60)
        return f"{days}d", "d", days
    if unit == "h":
        hours = rng.randint(8, 47)
        return f"{hours}h", "h", hours
    minutes = rng.randint(10, 170)
    return f"{minutes}m", "m", minutes


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    workloads = rng.sample(WORKLOADS, rng.randint(2, 5))
    ages = [_age(rng) for _ in workloads]
    one = 0
    other = next((n for n in range(1, len(ages)) if ages[n][1] != ages[0][1]
                  or abs(ages[n][2] - ages[0][2]) > 2), None)
    if other is None:
        ages[1] = ("3d", "d", 3) if ages[0][1] != "d" else ("45m", "m", 45)
        other = 1
    names = [f"{w}-{rng.randrange(16**9):09x}-{rng.randrange(36**5):05x}" for w in workloads]
    rows = [[name, "1/1", "Running", str(rng.randint(0, 9)), age]
            for name, (age, _, _) in zip(names, ages, strict=True)]
    output = aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows)
    who = names[one] if rng.random() < 0.5 else f"{workloads[one]} pod"
    _, unit, count = ages[one]
    form = rng.choice(SAID[unit])
    _, other_unit, other_count = ages[other]
    forged_form = rng.choice(SAID[other_unit])
    return form.format(p=who, n=count), forged_form.format(p=who, n=other_count), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4417)
    return [_probe(rng) for _ in range(60)]


def test_a_row_s_own_age_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_age_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
