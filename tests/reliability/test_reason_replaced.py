"""A claim giving a container's stop another reason than `kubectl describe` prints never passes.

Generated `kubectl describe pod` outputs (a container running or waiting in CrashLoopBackOff,
its last state Terminated with one reason of OOMKilled, Error, Completed, ContainerCannotRun,
DeadlineExceeded, and its exit code): the claim gives the last stop another reason, one the
output does not print (`order-svc 容器上次因 Error 终止`, `终止原因是 OOMKilled`, `was last
terminated with reason Error`). `Error` is no state a claim was read for, and a reason after a
word of cause was not compared with the `Reason:` fields: on round 16's tree 25 of 40 reached a
PASS ceiling (7 with no finding, 18 with a warning); all fail now, and the reason printed passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check

REASONS = {"OOMKilled": 137, "Error": 1, "Completed": 0, "ContainerCannotRun": 128,
           "DeadlineExceeded": 143}
CLAIM_FORMS = ("{s} 容器上次因 {r} 终止", "{s} 上次终止的原因是 {r}", "{s} 的容器由于 {r} 被终止",
               "The {s} container was last terminated with reason {r}.",
               "{s} was last terminated because of {r}.")


def _describe(rng: random.Random, service: str, reason: str) -> str:
    waiting = rng.random() < 0.5
    state = ("    State:          Waiting\n      Reason:       CrashLoopBackOff" if waiting else
             "    State:          Running\n      Started:      Mon, 01 Dec 2026 10:04:05 +0800")
    return (f"Name:         {service}-7d9f8b6c5-{rng.randrange(36**5):05x}\nNamespace:    prod\n"
            f"Containers:\n  {service}:\n{state}\n    Last State:     Terminated\n"
            f"      Reason:       {reason}\n      Exit Code:    {REASONS[reason]}\n"
            f"    Restart Count:  {rng.randint(1, 30)}")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(229)
    found = []
    while len(found) < 40:
        service = rng.choice(SERVICES)
        reason, other = rng.sample(sorted(REASONS), 2)
        form = rng.choice(CLAIM_FORMS)
        found.append((form.format(s=service, r=reason), form.format(s=service, r=other),
                      _describe(rng, service, reason)))
    return found


def test_a_reason_the_output_does_not_print_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.verdict_ceiling != "REJECT"] == []


def test_the_printed_reason_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
