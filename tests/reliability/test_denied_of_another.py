"""An event denied of a service whose log lines never state it, while another service's do
(`order-svc 没有出现超时`, the log's timeouts payment-svc's), passes; denied of the service whose
lines state it, it fails.

The denial read as a flip of the event the output states anywhere: all 60 faithful claims failed
REJECT. Now a denial in a clause naming one service is no flip when every cited line stating
the event names another service and none names the claim's
(`gatekeeper.rules.support.evidence.denied_of`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SERVICES = ("order-svc", "payment-svc", "inventory-svc", "user-svc", "api-gateway", "checkout-api")
EVENTS = (("request timeout after {n}ms", ("{s} 没有出现请求超时", "{s} 未发生超时",
                                           "{s} had no request timeouts")),
          ("connection refused (host 10.0.{k}.7:5432)", ("{s} 没有出现连接被拒绝",
                                                         "{s} saw no connection refused")),
          ("java.lang.OutOfMemoryError: Java heap space", ("{s} 没有内存溢出",
                                                           "{s} had no out of memory errors")),
          ("retry 3/3 failed after {n}ms", ("{s} 没有重试", "{s} 未出现重试")))


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    services = rng.sample(SERVICES, rng.randint(2, 4))
    failing = rng.choice(services)
    event, denials = rng.choice(EVENTS)
    lines = []
    order = [*services, *(rng.choice(services) for _ in range(rng.randint(2, 6)))]
    rng.shuffle(order)
    for minute, service in enumerate(order):  # every service logs a line
        stamp = f"2026-12-05 10:{minute + 10}:{rng.randint(10, 59)}"
        if service == failing:
            lines.append(f"{stamp} ERROR [{failing}] POST /api/v1/{failing.split('-')[0]} "
                         + event.format(n=rng.randint(1000, 9000), k=rng.randint(1, 9)))
        else:
            path = f"/api/v1/{service.split('-')[0]}"
            lines.append(f"{stamp} INFO [{service}] GET {path} 200 {rng.randint(3, 90)}ms")
    output = "\n".join(lines)
    quiet = rng.choice([s for s in services if s != failing])
    form = rng.choice(denials)
    return form.format(s=quiet), form.format(s=failing), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1218)
    return [_probe(rng) for _ in range(60)]


def test_an_event_denied_of_a_service_whose_lines_never_state_it_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_an_event_denied_of_the_service_whose_lines_state_it_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_denial_against_a_log_that_never_names_its_service_stays_a_flip() -> None:
    """order-svc's own log names only what it calls: its timeout calling payment-svc is its own
    (the evidence never names order-svc, so whose the timeout is stays unsure: a flip)."""
    output = "2026-12-05 10:00:02 ERROR calling payment-svc: request timeout after 3000ms"
    assert not_rejected([("order-svc 没有出现请求超时", output, output)]) == []
