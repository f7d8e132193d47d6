"""A claim that a failure is still going on never passes where the evidence ends with its
recovery.

Generated monitoring logs (health checks, alerts and error lines of three services, as a log
query over an incident returns them): the claim says a service is still failing (`{s} 健康检查一直
失败`, `{s} is still failing`, `{s} 的告警仍在触发，尚未恢复`, `{s} remains unavailable`) citing one of
its failure lines, while its last line in the output reports a recovery (`health check passed`,
`alert ... resolved`). Every word is the output's, so every such claim passed with no finding
before claim.value_contradiction read the service's last line
(gatekeeper.rules.support.evidence.ongoing); all fail now, and the same claims pass for a
service whose last line is a failure.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check, clock_stamp

FORMS = ("{s} 健康检查一直失败", "{s} is still failing its health checks.", "{s} 的告警仍在触发，尚未恢复",
         "{s} remains unavailable.", "{s} 至今仍不可用")
FAILURES = ("[{s}] health check failed: connection refused", "[alertmanager] alert HighErrorRate "
            "firing for {s}", "ERROR [{s}] java.net.SocketTimeoutException: Read timed out")
RECOVERIES = ("[{s}] health check passed", "[alertmanager] alert HighErrorRate resolved for {s}")


def _probes() -> list[tuple[str, str, str, bool]]:
    """(claim, excerpt, output, whether the service's last line is a recovery)."""
    rng = random.Random(101)
    found = []
    for _ in range(60):
        services, clock, lines = rng.sample(SERVICES, 3), rng.randint(0, 70000), []
        ends = {service: rng.random() < 0.6 for service in services}
        for service in services:  # each a failure first
            clock += rng.randint(5, 60)
            lines.append(f"{clock_stamp(clock)} {rng.choice(FAILURES).format(s=service)}")
        for _ in range(rng.randint(0, 4)):
            clock += rng.randint(5, 60)
            lines.append(f"{clock_stamp(clock)} {rng.choice(FAILURES).format(s=rng.choice(services))}")
        for service in rng.sample(services, 3):  # then each its last word
            clock += rng.randint(5, 60)
            last = rng.choice(RECOVERIES if ends[service] else FAILURES)
            lines.append(f"{clock_stamp(clock)} {last.format(s=service)}")
        service = rng.choice(services)
        excerpt = next(line for line in lines if service in line)
        found.append((rng.choice(FORMS).format(s=service), excerpt, "\n".join(lines), ends[service]))
    return found


def test_a_failure_said_to_go_on_after_its_recovery_fails() -> None:
    probes = [probe for probe in _probes() if probe[3]]
    assert len(probes) >= 25
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output, _ in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_a_failure_going_on_passes() -> None:
    probes = [probe for probe in _probes() if not probe[3]]
    assert len(probes) >= 15
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output, _ in probes]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
