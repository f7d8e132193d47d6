"""A bound a claim writes for a metric (`CPU 使用率超过 90%`, `p99 latency under 500ms`) agrees
with every value it allows, and fails where the cited value breaks it.

Generated metric lines (one service's CPU, memory and p99 latency sample, as a metrics query
returns it), each cited by a claim writing a bound of one of its values, in Chinese or English,
as a lower bound (`超过`, `高于`, `不低于`, `above`, `exceeded`, `more than`, `以上`) or an upper one
(`低于`, `未超过`, `below`, `under`, `less than`, `以内`), or a bound denied (`did not exceed`,
`不高于`: upper; `never dropped below`: lower). A bound the sample meets was read as a
value and contradicted the sample (REJECT) and, written nowhere, as a value found in none of the
evidence (LOW_CONFID) before the anchors read bounds (docs/anchors.md, Numbers); all such claims
pass now, and a bound the sample breaks still fails.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check

#: (metric, unit, label, its Chinese and English labels)
METRICS = (("cpu_usage", "%", "CPU 使用率", "CPU usage"), ("mem_usage", "%", "内存使用率", "memory usage"),
           ("p99_latency", "ms", "p99 延迟", "p99 latency"))
LOWER = ("{s} 的 {zh}超过 {b}{u}", "{s} 的 {zh}高于 {b}{u}", "{s} {zh}不低于 {b}{u}",
         "{s} {zh}在 {b}{u} 以上", "{s} {en} exceeded {b}{u}.", "{s} {en} was above {b}{u}.",
         "{s} {en} was more than {b}{u}.",
         # a bound denied (round 32): `never dropped below` is a lower bound
         "{s} {en} never dropped below {b}{u}.", "{s} {en} was not below {b}{u}.",
         "{s} {en} was no less than {b}{u}.")
UPPER = ("{s} 的 {zh}低于 {b}{u}", "{s} 的 {zh}未超过 {b}{u}", "{s} {zh}在 {b}{u} 以内",
         "{s} {en} was below {b}{u}.", "{s} {en} stayed under {b}{u}.", "{s} {en} was less than {b}{u}.",
         # ... and `did not exceed`, `不高于` an upper one: read as lower bounds or values, such
         # claims failed REJECT where the sample meets them
         "{s} {en} did not exceed {b}{u}.", "{s} {en} didn't go above {b}{u}.",
         "{s} {en} was not more than {b}{u}.", "{s} {en} never reached {b}{u}.",
         "{s} 的 {zh}不高于 {b}{u}", "{s} 的 {zh}没有高于 {b}{u}", "{s} 的 {zh}未达到 {b}{u}")


def _probes() -> list[tuple[str, bool, str]]:
    """(claim, whether the cited sample meets its bound, the sample's line)."""
    rng = random.Random(67)
    found = []
    for _ in range(200):
        service, (metric, unit, zh, en) = rng.choice(SERVICES), rng.choice(METRICS)
        value = rng.randint(20, 90) if unit == "%" else rng.randint(200, 6000)
        step = rng.randint(3, 15) if unit == "%" else rng.randint(50, 900)
        line = f"2026-12-02 03:{rng.randint(10, 59)}:00 [{service}] {metric}={value}{unit}"
        lower, meets = rng.random() < 0.5, rng.random() < 0.6
        bound = value - step if lower == meets else value + step
        form = rng.choice(LOWER if lower else UPPER)
        found.append((form.format(s=service, zh=zh, en=en, b=bound, u=unit), meets, line))
    return found


def test_a_bound_the_cited_value_meets_passes() -> None:
    probes = [(claim, line) for claim, meets, line in _probes() if meets]
    assert len(probes) >= 50
    reports = [(claim, check(claim, line, line)) for claim, line in probes]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_a_bound_the_cited_value_breaks_fails() -> None:
    probes = [(claim, line) for claim, meets, line in _probes() if not meets]
    assert len(probes) >= 30
    reports = [(claim, check(claim, line, line)) for claim, line in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []
