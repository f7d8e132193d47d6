"""A claim giving one circuit breaker another breaker's change of state never passes.

Generated Resilience4j logs (two or three breakers, named after services, each changing state
once or twice; `CircuitBreaker 'payment-svc' changed state from CLOSED to OPEN`, logged by the
calling service): the claim cites the output and gives one breaker a state another breaker's
change reaches and none of its own reaches or leaves (`payment-svc 的熔断器进入半开状态`, `The
circuit breaker for payment-svc closed again.`), or another breaker's change itself (`payment-svc
熔断器状态从 OPEN 变为 HALF_OPEN`). Breaker, state and line are all the output's: counted on
a546314 (before gatekeeper.rules.support.evidence.breakers), all 60 reached a PASS ceiling (13
warned). All fail now (REJECT), and each faithful twin (the breaker's own change) passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: The changes a breaker makes, and what follows each.
NEXT = {"CLOSED": ("OPEN",), "OPEN": ("HALF_OPEN",), "HALF_OPEN": ("CLOSED", "OPEN")}
STATE_FORMS = {"OPEN": ("{s} 的熔断器已打开", "The circuit breaker for {s} opened."),
               "HALF_OPEN": ("{s} 的熔断器进入半开状态", "The circuit breaker for {s} went half-open."),
               "CLOSED": ("{s} 的熔断器已关闭", "The circuit breaker for {s} closed again.")}
CHANGE_FORMS = ("{s} 熔断器状态从 {a} 变为 {b}", "circuit breaker {s} changed from {a} to {b}")


def _log(rng: random.Random) -> tuple[list[tuple[str, str, str]], str]:
    """The changes ((breaker, from, to), in order) and the log printing them."""
    caller, *breakers = rng.sample(SERVICES, rng.randint(3, 4))
    changes = []
    for breaker in breakers:
        state = rng.choice(sorted(NEXT))
        for _ in range(rng.randint(1, 2)):
            after = rng.choice(NEXT[state])
            changes.append((breaker, state, after))
            state = after
    clock = rng.randrange(3600, 80000)
    lines = []
    for breaker, before, after in changes:
        clock += rng.randint(1, 90)
        lines.append(f"{clock_stamp(clock)}.{rng.randrange(1000):03d} {'WARN' if after == 'OPEN' else 'INFO'}"
                     f"  [{caller}] i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker "
                     f"'{breaker}' changed state from {before} to {after}")
    return changes, "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1913)
    found: list[tuple[str, str, str]] = []
    while len(found) < 60:
        changes, output = _log(rng)
        breaker, before, after = rng.choice(changes)
        own = {state for name, *moved in changes if name == breaker for state in moved}
        theirs = [(b, a) for name, b, a in changes if name != breaker]
        if len(found) % 2:  # a state no change of its own touches, another breaker's reaches
            states = sorted({a for _, a in theirs} - own)
            if not states:
                continue
            form = rng.choice(STATE_FORMS[rng.choice(states)])
            faithful = rng.choice(STATE_FORMS[after])
            found.append((faithful.format(s=breaker), form.format(s=breaker), output))
        else:  # another breaker's change
            mine = {(b, a) for name, b, a in changes if name == breaker}
            others = sorted({change for change in theirs if change not in mine})
            if not others:
                continue
            form = rng.choice(CHANGE_FORMS)
            wrong = rng.choice(others)
            found.append((form.format(s=breaker, a=before, b=after),
                          form.format(s=breaker, a=wrong[0], b=wrong[1]), output))
    return found


def test_another_breaker_s_change_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_breaker_s_own_change_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []
