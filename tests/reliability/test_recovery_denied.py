"""A claim saying a service recovered after a restart or a deploy, while a later line of its
evidence prints an error of that service, never passes.

Generated service logs (four services, six events, INFO lines) with a restart or a deploy of one
service part way through (Loghub's logs print no restart of a service followed by its errors):
the claim cites the restart (deploy) line and says the service recovered after it (`{s} 重启后恢复正常`,
`发布之后 {s} 未再报错`, `After the restart, {s} recovered.`, `No more errors from {s} after the
deploy.`). Where a line after it reports an error of that service, every such claim passed with
no finding (the restart is written, nothing is missing) before claim.value_contradiction read
the lines after the point (gatekeeper.rules.support.evidence.recovered); all fail now, and the
same claims where no later line reports one pass.
"""

from __future__ import annotations

import random

from loghub_quotes import EVENTS, SERVICES, check, clock_stamp

RESTARTED = ("{s} 重启后恢复正常，问题已解决。", "{s} 重启之后未再出现错误",
             "After the restart, {s} recovered.", "{s} has been back to normal since the restart.")
DEPLOYED = ("发布之后 {s} 未再报错。", "{s} 发布后恢复正常", "No more errors from {s} after the deploy.")


def _log(rng: random.Random, erring: bool) -> tuple[str, str, str]:
    """(claim, excerpt, output): a service restarted or deployed part way, errors of it after
    the point when `erring`, of other services only otherwise."""
    service = rng.choice(SERVICES)
    others = [s for s in SERVICES if s != service]
    restart = rng.random() < 0.6
    point = (f"INFO [k8s] pod {service}-7d9f restarted (OOMKilled)" if restart
             else f"INFO [deployer] {service} rolled out v2.{rng.randint(1, 40)}.0")
    clock = rng.randint(0, 70000)
    lines = []

    def stamp() -> str:
        nonlocal clock
        clock += rng.randint(1, 90)
        return clock_stamp(clock)

    for _ in range(rng.randint(1, 4)):  # the errors that led to it
        lines.append(f"{stamp()} ERROR [{service}] {rng.choice(EVENTS)}")
    excerpt = f"{stamp()} {point}"
    lines.append(excerpt)
    for n in range(rng.randint(2, 6)):
        who = service if erring and n == 0 else rng.choice(others)
        level = "ERROR" if erring or rng.random() < 0.5 else "INFO"
        what = rng.choice(EVENTS) if level == "ERROR" else "request served"
        lines.append(f"{stamp()} {level} [{who}] {what}")
    form = rng.choice(RESTARTED if restart else DEPLOYED)
    return form.format(s=service), excerpt, "\n".join(sorted(lines))


def _probes(erring: bool) -> list[tuple[str, str, str]]:
    rng = random.Random(41 if erring else 43)
    return [_log(rng, erring) for _ in range(50)]


def test_a_recovery_a_later_error_of_the_service_denies_fails() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output in _probes(True)]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_a_recovery_no_later_error_of_the_service_denies_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output in _probes(False)]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
