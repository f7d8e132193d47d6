"""Who calls whom (gatekeeper.rules.support.evidence.calls)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.calls import agreed_calls, calls, reversed_call
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-01 03:14:09 ERROR [order-svc] call payment-svc /pay timeout after 3000ms
2026-12-01 03:14:10 WARN upstream=order-svc downstream=payment-svc status=504
2026-12-01 03:14:11 INFO trace 7f3a: order-svc -> payment-svc -> bank-gw latency=3120ms"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


@pytest.mark.parametrize(("text", "found"), [
    ("order-svc 调用 payment-svc 超时", [("order-svc", "payment-svc")]),
    ("order-svc -> payment-svc -> bank-gw", [("order-svc", "payment-svc"), ("payment-svc", "bank-gw")]),
    ("[order-svc] call payment-svc /pay timeout", [("order-svc", "payment-svc")]),
    ("order-svc calls payment-svc", [("order-svc", "payment-svc")]),
    ("calls from order-svc to payment-svc failed", [("order-svc", "payment-svc")]),
    ("从 order-svc 到 payment-svc 的请求超时", [("order-svc", "payment-svc")]),
    ("upstream=order-svc downstream=payment-svc status=504", [("order-svc", "payment-svc")]),
    ("caller=order-svc callee=payment-svc", [("order-svc", "payment-svc")]),
    ("order-svc 和 payment-svc 均超时", []),
    ("[payment-svc] request from order-svc", []),  # who sent it is not written as a call
])
def test_calls_are_read_as_written(text: str, found: list[tuple[str, str]]) -> None:
    assert [(a, b) for a, b, _, _ in calls(text, _anchors(text))] == found


@pytest.mark.parametrize(("claim", "written"), [
    ("payment-svc 调用 order-svc 超时", "payment-svc 调用 order-svc"),
    ("payment-svc -> order-svc 的调用返回 504", "payment-svc -> order-svc"),
    ("payment-svc calls order-svc and times out", "payment-svc calls order-svc"),
    ("bank-gw -> payment-svc 延迟 3120ms", "bank-gw -> payment-svc"),
])
def test_a_call_the_lines_make_the_other_way_is_reversed(claim: str, written: str) -> None:
    found = reversed_call(claim, _anchors(claim), [LOG], _anchors)
    assert found is not None and found[0] == written


@pytest.mark.parametrize("claim", [
    "order-svc 调用 payment-svc 超时",
    "order-svc calls payment-svc, which calls bank-gw",
    "payment-svc -> inventory-api 超时",  # a call the lines do not write either way
])
def test_a_call_the_way_the_lines_make_it_or_unknown_is_not(claim: str) -> None:
    assert reversed_call(claim, _anchors(claim), [LOG], _anchors) is None


def test_lines_calling_both_ways_contradict_neither() -> None:
    both = "order-svc -> payment-svc\npayment-svc -> order-svc (callback)"
    claim = "payment-svc -> order-svc 回调超时"
    assert reversed_call(claim, _anchors(claim), [both], _anchors) is None


def test_a_call_the_lines_make_the_same_way_is_agreed() -> None:
    claim = "order-svc calls payment-svc, payment-svc -> inventory-api"
    assert agreed_calls(claim, _anchors(claim), [LOG], _anchors) == [(0, 27)]


@pytest.mark.parametrize(("text", "found"), [
    ("order-svc 到 payment-svc 的调用超时", [("order-svc", "payment-svc")]),
    ("order-svc 对 payment-svc 的请求失败", [("order-svc", "payment-svc")]),
    ("payment-svc 被 order-svc 调用时超时", [("order-svc", "payment-svc")]),
    ("payment-svc is called by order-svc", [("order-svc", "payment-svc")]),
    ("order-svc 到 payment-svc 都超时了", []),  # no call named
    ("payment-svc 被 order-svc 拖垮", []),  # a passive of another verb
])
def test_a_call_named_after_its_ends_or_its_callee_first_is_read(text: str,
                                                                  found: list[tuple[str, str]]) -> None:
    assert [(a, b) for a, b, _, _ in calls(text, _anchors(text))] == found
