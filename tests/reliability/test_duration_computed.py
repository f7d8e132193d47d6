"""A claim giving an incident's length as the span of the period it states passes; another
length fails.

`payment-svc 的故障从 03:14 持续到 03:21，共约 7 分钟` citing the first failure at 03:14:09 and the
recovery at 03:21:02 failed REJECT: `7 分钟` is written in no line (a value found nowhere), another
duration the lines print contradicted it (`timeout after 5000ms`), and `持续` read as a failure
still going on against the recovery. The length of a period the sentence states is the claim's
own now (`evidence/period_length.py`), and `持续到`, `持续了 N` are bounded (`evidence/ongoing.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, not_failed, not_passed

SERVICES = ("payment-svc", "order-svc", "auth-svc", "inventory-api")
FORMS = ("{s} 的故障从 {a} 持续到 {b}，共约 {n} 分钟", "{s} 在 {a} 至 {b} 期间不可用，持续 {n} 分钟",
         "{s} was down from {a} until {b}, about {n} minutes", "{s} 故障时间 {a}-{b}，共 {n} 分钟")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, log)."""
    rng = random.Random(3409)
    probes = []
    for _ in range(80):
        service = rng.choice(SERVICES)
        first = rng.randrange(3600, 70000) // 60 * 60 + rng.randrange(60)
        minutes = rng.randint(3, 40)
        last = first + minutes * 60 + rng.randrange(-20, 20)
        log = "\n".join([f"{clock_stamp(first)} ERROR [{service}] request timeout after 5000ms",
                         f"{clock_stamp(first + 90)} ERROR [{service}] request timeout after 5000ms",
                         f"{clock_stamp(last)} INFO [{service}] recovered, health check passed"])
        start, end = clock_stamp(first)[11:16], clock_stamp(last)[11:16]
        span = ((last // 60) - (first // 60)) % 1440
        off = rng.randint(8, 20)
        wrong = span + off if span <= off else span + rng.choice((-off, off))
        form = rng.choice(FORMS)
        probes.append((form.format(s=service, a=start, b=end, n=span),
                       form.format(s=service, a=start, b=end, n=wrong), log))
    return probes


def test_the_length_of_the_stated_period_passes() -> None:
    assert not_passed((claim, log, log) for claim, _, log in _probes()) == []


def test_another_length_fails() -> None:
    assert not_failed((forged, log, log) for _, forged, log in _probes()) == []
