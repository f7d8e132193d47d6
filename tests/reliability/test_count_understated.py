"""A claim counting fewer occurrences of its event than a cited output prints never passes.

Real Loghub lines naming an exception or an error code printed on several lines (Android,
Hadoop, OpenSSH, Windows...), the lines writing it as the output (what a log query for it
returns), one of them as the excerpt; and generated service logs. The claim counts fewer
(`java.net.NoRouteToHostException 仅出现 2 次`, `was thrown only 2 times`) where the output prints
it on more lines: a number written elsewhere in the output (a retry count, a port, a time's
digits) held the count, so such claims passed with no finding before
claim.value_contradiction compared counts with lines (gatekeeper.rules.support.evidence.counted);
all fail now, and the same claims with the number of lines pass.
"""

from __future__ import annotations

import random

from loghub_quotes import EVENTS, LOGHUB, SERVICES, check, lines_by_event

FORMS = ("{e} 仅出现 {n} 次。", "{e} was thrown only {n} times.", "日志中 {e} 出现了 {n} 次")
MAX_LINES = 12


def _loghub() -> list[tuple[str, str, str, str]]:
    """(the claim with the count of lines, the one with fewer, the excerpt, the output)."""
    rng = random.Random(19)
    found = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        for event, lines in lines_by_event(path):
            lines = list(dict.fromkeys(lines))[:MAX_LINES]
            if len(lines) < 3:
                continue
            form = rng.choice(FORMS)
            fewer = rng.randint(1, len(lines) - 1)
            found.append((form.format(e=event.raw, n=len(lines)), form.format(e=event.raw, n=fewer),
                          rng.choice(lines), "\n".join(lines)))
    return found


def _service_logs() -> list[tuple[str, str, str, str]]:
    rng = random.Random(23)
    found = []
    for _ in range(30):
        event = rng.choice(EVENTS)
        lines = [f"2026-12-01 03:{m:02d}:{rng.randint(0, 59):02d} ERROR [{rng.choice(SERVICES)}] "
                 f"retry {rng.randint(1, 4)} {event}" for m in range(rng.randint(3, 9))]
        raw = event.split(":")[0]
        form = rng.choice(FORMS)
        found.append((form.format(e=raw, n=len(lines)), form.format(e=raw, n=rng.randint(1, len(lines) - 1)),
                      rng.choice(lines), "\n".join(lines)))
    return found


def _probes() -> list[tuple[str, str, str, str]]:
    return [*_loghub(), *_service_logs()]


def test_a_claim_counting_fewer_than_the_lines_fails() -> None:
    probes = _probes()
    assert len(probes) >= 35
    reports = [(claim, check(claim, excerpt, output)) for _, claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_same_claim_with_the_count_of_lines_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
