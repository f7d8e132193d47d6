"""A claim giving one service an ops event another service's lines log never passes.

Generated service logs as a diagnosis agent reads them: two to four services, one logging an
event of the bilingual glossary in English (`service restarted by supervisor`, `request timed
out after 5000ms`, `connection pool exhausted`, `deadlock detected`, `rate limited by upstream`),
the others ordinary lines. The claim names the event, in Chinese or English, for a service whose
lines are all ordinary (`order-svc 发生了重启`, `order-svc hit a deadlock`): the service and the
event are both the output's, so every such claim passed with no finding (60 of 60) before the
glossary's events were attributed as exceptions are (gatekeeper.rules.support.evidence.attributed);
all fail now, and the same claims for the service that logged the event pass.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: (what the line logs, the claim's forms)
EVENTS = (
    ("WARN service restarted by supervisor (exit 137)", ("{s} 发生了重启", "{s} was restarted")),
    ("ERROR request timed out after 5000ms", ("{s} 出现请求超时", "{s} hit a request timeout")),
    ("ERROR HikariPool-1 - connection pool exhausted", ("{s} 的连接池耗尽", "{s} reported pool exhausted")),
    ("ERROR deadlock detected while updating orders", ("{s} 发生死锁", "{s} hit a deadlock")),
    ("WARN rate limited by upstream, backing off", ("{s} 被限流", "{s} was throttled")),
)
ORDINARY = ("INFO request completed in 42ms", "INFO health check ok", "DEBUG cache hit ratio 0.93")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(58)
    found = []
    while len(found) < 60:
        services = rng.sample(SERVICES, rng.randint(2, 4))
        logging, innocent = rng.sample(services, 2)
        printed, forms = rng.choice(EVENTS)
        lines = [(logging, printed)] + [(service, rng.choice(ORDINARY)) for service in services
                                        for _ in range(rng.randint(1, 3))]
        rng.shuffle(lines)
        clock = rng.randint(0, 80000)
        output = "\n".join(f"{clock_stamp(clock + n)} [{service}] {text}"
                           for n, (service, text) in enumerate(lines))
        form = rng.choice(forms)
        found.append((form.format(s=logging), form.format(s=innocent), output))
    return found


def test_another_service_s_event_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_service_that_logged_it_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
