"""An autoscaler's reading given as its target, or the other way
(gatekeeper.rules.support.evidence.targets)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.targets import target_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

HPA = """NAME          REFERENCE                TARGETS   MINPODS   MAXPODS   REPLICAS   AGE
payment-svc   Deployment/payment-svc   85%/70%   2         10        10         12d
order-svc     Deployment/order-svc     40%/70%   2         6         3          30d"""


def _swapped(claim: str) -> list[str] | None:
    found = target_swapped(claim, extract_anchors(claim), [HPA], extract_anchors)
    return None if found is None else found[1]


@pytest.mark.parametrize(("claim", "said"), [
    ("payment-svc 的目标 CPU 利用率为 85%", "85% is its current value, 70% its target"),
    ("payment-svc 当前 CPU 利用率为 70%", "70% is its target value, 85% its current"),
    ("the target CPU utilization of payment-svc is 85%", "85% is its current value"),
    # another row's reading (neither word: the reading)
    ("order-svc CPU 为 85%", "40% is its current value, 85% payment-svc's"),
    ("order-svc 当前 CPU 利用率为 85%", "40% is its current value, 85% payment-svc's"),
])
def test_the_other_side_of_the_row_s_targets_is_contradicted(claim: str, said: str) -> None:
    found = _swapped(claim)
    assert found is not None and said in found[0]


@pytest.mark.parametrize("claim", [
    "payment-svc 的目标 CPU 利用率为 70%", "payment-svc 当前 CPU 利用率为 85%",
    "payment-svc CPU 利用率 85%，目标 70%",  # each clause its own side
    "payment-svc 当前 CPU 利用率 85%，超过目标",  # both words: unsure
    "inventory-api 的目标 CPU 利用率为 85%",  # no row of its own
    "order-svc CPU 为 70%",  # a side of its own cell, no word of which: unsure
    "order-svc 和 payment-svc 的 CPU 分别为 40% 和 85%",  # two rows
])
def test_the_row_s_own_side_or_an_unsure_one_is_not(claim: str) -> None:
    assert _swapped(claim) is None


def test_a_percentage_after_another_s_slash_is_a_value() -> None:
    assert [a.raw for a in extract_anchors("TARGETS 85%/70%") if a.kind == "number"] == ["85%", "70%"]


@pytest.mark.parametrize("claim", [
    "payment-svc 的 CPU 使用率为 70%",  # a usage with no side's word: the reading
    "payment-svc CPU usage is 70%", "the payment-svc HPA targets 85% CPU",
])
def test_a_usage_is_the_reading_and_targets_the_target(claim: str) -> None:
    assert _swapped(claim) is not None
