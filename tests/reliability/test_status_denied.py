"""A claim denying an HTTP status its access log prints fails; denying one it does not print
passes.

`payment-svc 没有任何 5xx 错误` over a log of 200s failed REJECT: the denied `5xx` was read as a
status the claim states, found nowhere and contradicted by the 200s; over a log with a 502 the
same words passed (`错误` was no word of requests to `evidence.uniform`). A status a negator comes
right before is denied now (`negation.statuses_denied`: approx "!", as `不是 92%`), and `5xx 错误`
is about requests.
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed

SERVICES = ("payment-svc", "order-svc", "auth-svc", "inventory-api")
PATHS = ("/api/pay", "/api/orders", "/api/login", "/api/stock")
DENIALS = ("{s} 没有任何 {c} 错误", "{s} 没有 {c} 错误", "{s} had no {c} errors", "{s} 没有返回 {c}",
           "{s} returned no {c} responses")


def _log(rng: random.Random, service: str, statuses: list[int]) -> str:
    return "\n".join(
        f'10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)} - - [05/Dec/2026:03:{rng.randrange(60):02d}:'
        f'{rng.randrange(60):02d} +0000] "GET {rng.choice(PATHS)} HTTP/1.1" {status} {rng.randint(100, 999)} '
        f'"-" "curl/8.4" [{service}]' for status in statuses)


def _probes() -> list[tuple[str, str, str, str]]:
    """(forged claim, its log, faithful claim, its log)."""
    rng = random.Random(3408)
    probes = []
    for _ in range(80):
        service, form = rng.choice(SERVICES), rng.choice(DENIALS)
        bad = rng.choice((500, 502, 503, 504))
        denied = rng.choice(("5xx", str(bad)))
        ok = [rng.choice((200, 200, 201, 204, 304)) for _ in range(rng.randint(2, 5))]
        with_bad = ok[:]
        with_bad.insert(rng.randrange(len(ok) + 1), bad)
        probes.append((form.format(s=service, c=denied), _log(rng, service, with_bad),
                       form.format(s=service, c=denied), _log(rng, service, ok)))
    return probes


def test_a_status_denied_that_the_log_prints_fails() -> None:
    assert not_failed((forged, log, log) for forged, log, _, _ in _probes()) == []


def test_a_status_denied_that_the_log_does_not_print_does_not_fail() -> None:
    assert [claim for _, _, claim, log in _probes() if check(claim, log, log).status == "fail"] == []


def test_a_status_denied_where_the_evidence_prints_none_is_unknown_and_fails() -> None:
    # nothing tells the denial: a finding (found nowhere), as a value denied that no value tells
    metrics = "[payment-svc] cpu_usage=45% mem=2.1G threads=212"
    denials = [form.format(s="payment-svc", c=code) for form in DENIALS for code in ("5xx", "502")]
    assert [claim for claim in denials if check(claim, metrics, metrics).status != "fail"] == []
