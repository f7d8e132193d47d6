"""A value a claim denies (`CPU 使用率不是 92%`, `p99 latency was not 850ms`, `是 92%，不是 95%`)
is told by the value its evidence gives that metric: the claim fails where it denies the cited
value and agrees where it denies another.

Generated metric lines (one service's CPU, memory and p99 latency sample, as a metrics query
returns it), each cited by a claim that denies a value of its metric, in Chinese or English,
alone or as a correction (`was 92%, not 95%`). Read as values the claim states, denials of the
sample's value passed with no finding and denials of another value failed REJECT, against a
value they agree with (docs/anchors.md, Numbers).
"""

from __future__ import annotations

import random

from helpers import run
from loghub_quotes import SERVICES, check

from gatekeeper.rules.support import examples as ex

#: (metric, unit, its Chinese and English labels)
METRICS = (("cpu_usage", "%", "CPU 使用率", "CPU usage"), ("mem_usage", "%", "内存使用率", "memory usage"),
           ("p99_latency", "ms", "p99 延迟", "p99 latency"))
#: a denial of `{d}` alone, or a correction stating `{v}` and denying `{d}`
DENIALS = ("{s} 的 {zh}不是 {d}{u}", "{s} 的 {zh}并非 {d}{u}", "{s} {en} was not {d}{u}.",
           "{s} {en} isn't {d}{u}.")
CORRECTIONS = ("{s} 的 {zh}是 {v}{u}，不是 {d}{u}", "{s} {en} was {v}{u}, not {d}{u}.")


def _probes() -> list[tuple[str, bool, str]]:
    """(claim, whether it is faithful, the sample's line)."""
    rng = random.Random(32)
    found = []
    for _ in range(160):
        service, (metric, unit, zh, en) = rng.choice(SERVICES), rng.choice(METRICS)
        value = rng.randint(20, 90) if unit == "%" else rng.randint(200, 6000)
        other = value + rng.choice((-1, 1)) * (rng.randint(3, 15) if unit == "%" else rng.randint(50, 900))
        line = f"2026-12-02 03:{rng.randint(10, 59)}:00 [{service}] {metric}={value}{unit}"
        faithful, correction = rng.random() < 0.5, rng.random() < 0.4
        form = rng.choice(CORRECTIONS if correction else DENIALS)
        stated, denied = (value, other) if faithful else (other, value)
        found.append((form.format(s=service, zh=zh, en=en, v=stated, d=denied, u=unit), faithful, line))
    return found


def test_a_denial_of_another_value_passes() -> None:
    probes = [(claim, line) for claim, faithful, line in _probes() if faithful]
    assert len(probes) >= 60
    reports = [(claim, check(claim, line, line)) for claim, line in probes]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_a_denial_of_the_cited_value_is_rejected() -> None:
    probes = [(claim, line) for claim, faithful, line in _probes() if not faithful]
    assert len(probes) >= 60
    reports = [(claim, check(claim, line, line)) for claim, line in probes]
    assert [claim for claim, report in reports if report.verdict_ceiling != "REJECT"] == []


def test_a_value_its_evidence_denies_is_not_held_by_it() -> None:
    line = "2026-12-02 03:10:00 [payment-service] cpu_usage is not 92%, mem_usage=71%"
    stated = check("payment-service 的 CPU 使用率是 92%", line, line)
    assert stated.status == "fail", [f.message for f in stated.findings]  # it passed, held
    denied = check("payment-service 的 CPU 使用率不是 92%", line, line)
    assert denied.status == "pass", [f.message for f in denied.findings]


def test_a_denial_of_the_cited_value_fails_grounding_alone() -> None:
    # no rule may leave it to claim.value_contradiction, which may be disabled
    line = "2026-12-02 03:10:00 [payment-service] cpu_usage=92%"
    document = ex.example(ex.claim("payment-service 的 CPU 使用率不是 92%", excerpt=line))
    report = run(document["executor_output"], [{**ex.LOG_QUERY, "output_preview": line}],
                 rules=["claim.entity_grounding"], session_id=ex.SESSION)
    assert report.status == "fail", [f.message for f in report.findings]
