"""An event denied of a service (an address, an account) whose log lines never state it, while another's do
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


ADDRESS_DENIALS = ("{a} 没有认证失败", "{a} 没有出现登录失败", "{a} had no authentication failures")
ACCOUNT_DENIALS = ("{u} 用户没有认证失败", "用户 {u} 没有登录失败")


def _auth_log(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, sshd's log): one address (or account) fails its password,
    the others log in."""
    addresses = [".".join(map(str, (rng.choice((10, 172, 183)), rng.randint(0, 255), rng.randint(0, 255),
                                    rng.randint(1, 254)))) for _ in range(3)]
    users = rng.sample(("root", "admin", "deploy", "git", "backup"), 3)
    failing = rng.randrange(3)
    lines = []
    for second, n in enumerate([*range(3), failing, failing]):
        pid = rng.randint(20000, 29999)
        outcome = "Failed" if n == failing else "Accepted"
        lines.append(f"Dec 10 06:{55 + second // 3}:{10 + 13 * second % 50:02d} LabSZ sshd[{pid}]: {outcome} "
                     f"password for {users[n]} from {addresses[n]} port {rng.randint(30000, 65000)} ssh2")
    quiet = rng.choice([n for n in range(3) if n != failing])
    if rng.random() < 0.5:
        form = rng.choice(ADDRESS_DENIALS)
        return form.format(a=addresses[quiet]), form.format(a=addresses[failing]), "\n".join(lines)
    form = rng.choice(ACCOUNT_DENIALS)
    return form.format(u=users[quiet]), form.format(u=users[failing]), "\n".join(lines)


def _auth_probes() -> list[tuple[str, str, str]]:
    rng = random.Random(3603)
    return [_auth_log(rng) for _ in range(40)]


def test_a_failure_denied_of_an_address_or_account_whose_lines_never_state_it_passes() -> None:
    """`10.0.0.5 没有认证失败` over another address's `Failed password` failed REJECT: only a
    service or host was a subject; an address or account now is, compared with others of its
    kind."""
    assert not_passed((faithful, log, log) for faithful, _, log in _auth_probes()) == []


def test_a_failure_denied_of_the_address_or_account_whose_lines_state_it_is_rejected() -> None:
    assert not_rejected((forged, log, log) for _, forged, log in _auth_probes()) == []
