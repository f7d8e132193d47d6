"""A claim giving a circuit breaker a state its own lines never reach, or denying the one they end
in, never passes; the state they give it passes.

Generated service logs of one breaker (a service's line printing its breaker's state, `circuit
breaker open`, `CircuitBreaker 'payment-svc' is OPEN`, Hystrix's `short-circuited and is OPEN`,
or a change `from CLOSED to OPEN`), among the service's other lines: the claim names the service,
its breaker and a state in Chinese or English (`payment-svc 熔断器关闭`, `The circuit breaker of
payment-svc is half-open`), or denies the state (`熔断器未打开`, `is not open`). Breaker, state and
service are all the output's, and no other breaker's change reaches the state: at 978e7d5, 78 of
the 80 forged probes passed (11 with a warning; gatekeeper.rules.support.evidence.breakers read a
state only against another breaker's change). All fail REJECT now; the faithful ones pass.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

STATES = ("OPEN", "HALF_OPEN", "CLOSED")
#: A state as a line prints it (`{s}` the breaker's service, `{x}` the state as printed).
PRINTED = ("[{s}] circuit breaker {w}", "[{s}] CircuitBreaker '{s}' is {x}",
           "[{s}] circuit_breaker name={s} state={x}")
WORDS = {"OPEN": "open", "HALF_OPEN": "half-open", "CLOSED": "closed"}
#: A claim of a state, and of its denial.
SAID = {"OPEN": ("{s} 的熔断器已打开", "The circuit breaker of {s} is open."),
        "HALF_OPEN": ("{s} 的熔断器处于半开状态", "The circuit breaker of {s} is half-open."),
        "CLOSED": ("{s} 的熔断器已关闭", "The circuit breaker of {s} is closed.")}
DENIED = {"OPEN": ("{s} 的熔断器未打开", "The circuit breaker of {s} is not open."),
          "CLOSED": ("{s} 的熔断器没有关闭", "The circuit breaker of {s} is not closed.")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    state = rng.choice(STATES)
    clock = rng.randrange(3600, 80000)
    if rng.random() < 0.3:
        before = rng.choice([other for other in STATES if other != state])
        printed = (f"[{service}] i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker '{service}' "
                   f"changed state from {before} to {state}")
        reached = {before, state}
    else:
        printed = rng.choice(PRINTED).format(s=service, w=WORDS[state], x=state)
        reached = {state}
    lines = [f"{clock_stamp(clock)} ERROR [{service}] java.net.SocketTimeoutException: Read timed out",
             f"{clock_stamp(clock + 2)} WARN {printed}",
             f"{clock_stamp(clock + 5)} INFO [{service}] GET /health 200 3ms"]
    faithful = rng.choice(SAID[state])
    if state in DENIED and rng.random() < 0.4:
        forged = rng.choice(DENIED[state])
    else:
        forged = rng.choice(SAID[rng.choice([other for other in STATES if other not in reached])])
    return faithful.format(s=service), forged.format(s=service), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(3303)
    return [_probe(rng) for _ in range(80)]


def test_a_state_the_breaker_s_lines_never_reach_or_denied_of_its_own_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_state_the_breaker_s_lines_give_it_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []
