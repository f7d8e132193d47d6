"""A circuit breaker's change of state given to another breaker, a state its own lines never
reach (gatekeeper.rules.support.evidence.breakers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.breakers import breaker_state_contradicted, breaker_state_misattributed
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


OPEN = "2026-12-06 03:14:12 WARN [payment-svc] circuit breaker open"


def _contradicted(claim: str, output: str = OPEN) -> str | None:
    found = breaker_state_contradicted(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else found[0].raw


@pytest.mark.parametrize(("claim", "output", "raw"), [
    ("payment-svc 熔断器关闭", OPEN, "关闭"),
    ("payment-svc 熔断器未打开", OPEN, "未打开"),  # the state its lines end in, denied
    ("The circuit breaker of payment-svc is half-open", OPEN, "half-open"),
    ("payment-svc 熔断器半开", CHANGES, "半开"),  # its change reaches CLOSED and OPEN
    ("熔断器已关闭", OPEN, "关闭"),  # a clause naming none, the lines of one breaker
])
def test_a_state_its_own_lines_never_reach_or_end_in_denied_is_contradicted(claim: str, output: str,
                                                                             raw: str) -> None:
    assert _contradicted(claim, output) == raw


@pytest.mark.parametrize(("claim", "output"), [
    ("payment-svc 熔断器已打开", OPEN), ("payment-svc 触发熔断", OPEN),
    ("payment-svc 熔断器没有关闭", OPEN),  # denied, not the state it ends in
    ("inventory-api 熔断器半开", CHANGES), ("payment-svc 熔断器从关闭变为打开", CHANGES),
    ("熔断器已关闭", CHANGES),  # two breakers, the clause naming none: whose, unsure
    ("order-svc 熔断器已关闭", OPEN),  # a breaker the lines do not name
    ("payment-svc 熔断器打开后又关闭了", OPEN),  # two states
])
def test_the_state_its_lines_give_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is None
