"""A circuit breaker's change of state given to another breaker
(gatekeeper.rules.support.evidence.breakers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.breakers import breaker_state_misattributed
from gatekeeper.rules.support.text.anchors import extract_anchors

LOGGER = "[order-svc] i.g.r.c.i.CircuitBreakerStateMachine :"
CHANGES = (f"2026-12-01 03:14:07.112 WARN  {LOGGER} CircuitBreaker 'payment-svc' changed state "
           "from CLOSED to OPEN\n"
           f"2026-12-01 03:14:09.540 INFO  {LOGGER} CircuitBreaker 'inventory-api' changed state "
           "from OPEN to HALF_OPEN")


def _misattributed(claim: str, output: str = CHANGES) -> tuple[str, str] | None:
    found = breaker_state_misattributed(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "written"), [
    ("payment-svc 的熔断器进入半开状态", "payment-svc 的熔断器进入半开"),
    ("The circuit breaker for payment-svc went half-open.", "payment-svc went half-open"),
    ("inventory-api 熔断器状态从 CLOSED 变为 OPEN", "inventory-api 熔断器状态从 CLOSED 变为 OPEN"),
    ("payment-svc 熔断器状态从 OPEN 变为 HALF_OPEN", "payment-svc 熔断器状态从 OPEN 变为 HALF_OPEN"),
    ("circuit breaker inventory-api changed from CLOSED to OPEN",
     "inventory-api changed from CLOSED to OPEN"),
])
def test_another_breaker_s_change_is_misattributed(claim: str, written: str) -> None:
    found = _misattributed(claim)
    assert found is not None and found[0] == written
    assert found[1] == ("CircuitBreaker 'payment-svc' CLOSED to OPEN; "
                        "CircuitBreaker 'inventory-api' OPEN to HALF_OPEN")


@pytest.mark.parametrize("claim", [
    "payment-svc 的熔断器已打开",  # its own change
    "payment-svc 熔断器状态从 CLOSED 变为 OPEN",
    "inventory-api 的熔断器进入半开状态",
    "The circuit breaker for inventory-api opened",  # its change leaves OPEN: unsure
    "payment-svc 的熔断器没有进入半开状态",  # negated
    "payment-svc 和 inventory-api 的熔断器分别打开和半开",  # two breakers in a clause
    "order-svc 的熔断器进入半开状态",  # the service logging the change, no breaker's name
    "payment-svc 进入半开状态",  # no breaker
])
def test_a_breaker_s_own_or_an_unsure_state_is_not(claim: str) -> None:
    assert _misattributed(claim) is None


def test_one_breaker_s_changes_misattribute_nothing() -> None:
    output = CHANGES.split("\n")[0]
    assert _misattributed("payment-svc 的熔断器进入半开状态", output) is None
