"""A claim saying its event lasted less than the lines printing it span never passes, and a true
duration read off the lines' stamps passes.

Generated service logs (a fixed seed): one of six exceptions or error codes printed over a few
minutes, among other services' lines, one line quoted as the excerpt. A duration is read off the
stamps, not written, so a true one (`OutOfMemoryError 持续了 6 分钟` for lines from 03:14:09 to
03:20:09) failed as a value found in none of the evidence (LOW_CONFID), as a shorter one did
(`仅持续了 1 分钟`, playing the incident down). The duration the lines span, to the claim's unit,
passes now (gatekeeper.rules.support.evidence.durations); a shorter one fails as contradicted
(REJECT).
"""

from __future__ import annotations

import random

from loghub_quotes import EVENTS, SERVICES, check

FORMS = ("{s} 的 {e} 持续了 {n} 分钟。", "{e} lasted {n} minutes on {s}.", "{s} 出现 {e}，持续约 {n} 分钟")


def _probes() -> list[tuple[str, str, str, str]]:
    """(the claim with the lines' span, the one with less, the excerpt, the output)."""
    rng = random.Random(31)
    found = []
    for _ in range(40):
        service, event = rng.choice(SERVICES), rng.choice(EVENTS)
        start, minutes = rng.randint(0, 40), rng.randint(3, 15)
        lines = [f"2026-12-01 03:{start + m:02d}:{rng.randint(0, 59):02d} ERROR [{service}] {event}"
                 for m in range(0, minutes + 1, rng.randint(1, 3))]
        lines += [f"2026-12-01 03:{start + m:02d}:30 INFO [{rng.choice(SERVICES)}] request served"
                  for m in range(minutes)]
        lines.sort()
        stamps = [line[11:19] for line in lines if event in line]
        first, last = (int(t[:2]) * 3600 + int(t[3:5]) * 60 + int(t[6:]) for t in (stamps[0], stamps[-1]))
        span, whole = round((last - first) / 60), (last - first) // 60
        if whole < 2:
            continue
        raw, form = event.split(":")[0], rng.choice(FORMS)
        # a whole minute less than the lines span at least: not a rounding
        found.append((form.format(s=service, e=raw, n=span),
                      form.format(s=service, e=raw, n=rng.randint(1, whole - 1)),
                      rng.choice([line for line in lines if event in line]), "\n".join(lines)))
    return found


def test_a_claim_shortening_its_event_fails_as_contradicted() -> None:
    probes = _probes()
    assert len(probes) >= 30
    reports = [(claim, check(claim, excerpt, output)) for _, claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.verdict_ceiling != "REJECT"] == []


def test_the_duration_the_lines_span_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
