"""A claim reporting a change the wrong way round never passes.

Real Hadoop lines (`Progress of TaskAttempt attempt_..._m_000002_0 is : 0.44301093`, stamped to the
millisecond), two of one attempt's drawn with a fixed seed, the log between them as the output,
the line of the value the claim moves to as the excerpt. The claim moves the attempt's progress
from the later value back to the earlier one (`attempt_..._m_000002_0 的进度从 0.44301093 降至
0.10593173`, `fell from ... to ...`, `... -> ...`): both values, the attempt, the service are the
output's, so every such claim passed with no finding before claim.value_contradiction read the
lines' times (gatekeeper.rules.support.evidence.series); all fail now, and the same claims
moving it the way the lines do pass. So for the Chinese metric lines a diagnosis agent reads
(`10:05:00 order-svc CPU 使用率 99%，P99 延迟 5300ms`), several services interleaved, and for a claim
moving the value in the lines' order with a verb moving it the other way (`从 120ms 降至 5300ms`),
and over a metrics tool's summary lines writing each change (`p99_latency: 120ms -> 5300ms`).
"""

from __future__ import annotations

import random
import re
from decimal import Decimal

from loghub_quotes import LOGHUB, check

PROGRESS = re.compile(r"Progress of TaskAttempt (attempt_\w+) is : ([0-9.]+)$")
MOVES = (
    "{subject} 的进度从 {a} {verb}至 {b}。",
    "The progress of {subject} {en} from {a} to {b}.",
    "{subject} progress: {a} -> {b}",
)
TO = ("{subject} 的进度{verb}至 {b}。", "The progress of {subject} {en} to {b}.")


def _verbs(a: str, b: str) -> dict[str, str]:
    up = Decimal(b) > Decimal(a)
    return {"verb": "升" if up else "降", "en": "rose" if up else "fell"}


def _hadoop() -> list[tuple[str, str, str, str, str]]:
    """(the claim moving one way, the excerpt it cites, the claim moving the other way, the
    excerpt that one cites, the output)."""
    printed = (LOGHUB / "Hadoop_2k.log").read_text(encoding="utf-8").splitlines()
    steps: dict[str, list[int]] = {}
    for n, line in enumerate(printed):
        m = PROGRESS.search(line)
        if m:
            steps.setdefault(m.group(1), []).append(n)
    rng = random.Random(5)
    found = []
    for attempt in sorted(steps):
        lines = steps[attempt]
        for _ in range(4):
            k = rng.randrange(len(lines) - 1)
            first, then = lines[k], lines[k + rng.randint(1, min(3, len(lines) - 1 - k))]
            a, b = (PROGRESS.search(printed[n]).group(2) for n in (first, then))
            if a == b or then - first > 60:
                continue
            output = "\n".join(printed[max(0, first - 2):then + 3])
            form = rng.choice(MOVES)
            found.append((form.format(subject=attempt, a=a, b=b, **_verbs(a, b)), printed[then],
                          form.format(subject=attempt, a=b, b=a, **_verbs(b, a)), printed[first],
                          output))
            # the value moved to, where from is the line before it
            to = rng.choice(TO)
            wrong = {"verb": "降" if _verbs(a, b)["verb"] == "升" else "升",
                     "en": "fell" if _verbs(a, b)["en"] == "rose" else "rose"}
            if then == lines[k + 1]:
                found.append((to.format(subject=attempt, b=b, **_verbs(a, b)), printed[then],
                              to.format(subject=attempt, b=b, **wrong), printed[then], output))
    return found


SERVICES = ("order-svc", "payment-svc", "inventory-api", "user-center")
ZH_MOVES = ("{s} P99 延迟从 {a}ms {verb}至 {b}ms", "{s} 的 P99 延迟由 {a}ms {verb}到 {b}ms，与告警时间吻合",
            "{s} p99 latency {en} from {a}ms to {b}ms", "{s} P99 延迟 {a}ms → {b}ms")


def _metrics() -> list[tuple[str, str, str, str, str]]:
    """The same over the Chinese metric lines of several services, one line a minute."""
    rng = random.Random(11)
    found = []
    for _ in range(40):
        series = {s: rng.sample(range(40, 9000, 7), 6) for s in SERVICES}
        lines = [f"2026-11-28 10:{minute:02d}:00 {s} CPU 使用率 {rng.randint(5, 99)}%，P99 延迟 "
                 f"{series[s][minute]}ms" for minute in range(6) for s in SERVICES]
        service = rng.choice(SERVICES)
        first = rng.randrange(5)
        then = rng.randint(first + 1, 5)
        a, b = str(series[service][first]), str(series[service][then])
        line_of = {v: next(x for x in lines if f" {service} " in x and f"{v}ms" in x) for v in (a, b)}
        form = rng.choice(ZH_MOVES)
        found.append((form.format(s=service, a=a, b=b, **_verbs(a, b)), line_of[b],
                      form.format(s=service, a=b, b=a, **_verbs(b, a)), line_of[a], "\n".join(lines)))
        if "→" not in form:  # in the lines' order, but the verb moving it the other way
            found.append((form.format(s=service, a=a, b=b, **_verbs(a, b)), line_of[b],
                          form.format(s=service, a=a, b=b, **_verbs(b, a)), line_of[b],
                          "\n".join(lines)))
    return found


def _summaries() -> list[tuple[str, str, str, str, str]]:
    """The same over a metrics tool's summary lines, each writing its change (`order-svc
    p99_latency: 120ms -> 5300ms (10:00 -> 10:05)`), no line stamped."""
    rng = random.Random(29)
    found = []
    for _ in range(30):
        moves = {s: rng.sample(range(40, 9000, 7), 2) for s in SERVICES}
        lines = [f"{s} p99_latency: {a}ms -> {b}ms (10:00 -> 10:05)" for s, (a, b) in moves.items()]
        service = rng.choice(SERVICES)
        a, b = (str(v) for v in moves[service])
        line = next(x for x in lines if x.startswith(f"{service} "))
        form = rng.choice(ZH_MOVES)
        found.append((form.format(s=service, a=a, b=b, **_verbs(a, b)), line,
                      form.format(s=service, a=b, b=a, **_verbs(b, a)), line, "\n".join(lines)))
    return found


def _probes() -> list[tuple[str, str, str, str, str]]:
    return [*_hadoop(), *_metrics(), *_summaries()]


def test_a_claim_moving_a_value_the_other_way_fails() -> None:
    probes = _probes()
    assert len(probes) >= 120
    reports = [(claim, check(claim, excerpt, output)) for _, _, claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_same_claim_moving_it_the_way_the_lines_do_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, _, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
