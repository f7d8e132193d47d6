"""Two entities a claim compares on a metric the other way round from their evidence
(gatekeeper.rules.support.evidence.compared)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.compared import NEGATED, comparison_reversed, superlative_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-02 10:01:00 [order-svc] p99_latency=120ms cpu_usage=30%
2026-12-02 10:01:00 [payment-svc] p99_latency=850ms cpu_usage=80%
2026-12-02 10:02:00 [order-svc] p99_latency=0.13s cpu_usage=35%
2026-12-02 10:02:00 [payment-svc] p99_latency=900ms cpu_usage=28%"""
GATEWAY = """/api/orders p99_latency=5300ms
/api/pay p99_latency=180ms"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _reversed(claim: str, output: str = LOG) -> tuple[str, str] | None:
    found = comparison_reversed(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "written", "said"), [
    ("order-svc 的 p99 延迟高于 payment-svc", "order-svc 的 p99 延迟高于 payment-svc",
     "p99 latency 120ms, 0.13s for order-svc, 850ms, 900ms for payment-svc"),
    ("payment-svc 的 p99 延迟低于 order-svc。", "payment-svc 的 p99 延迟低于 order-svc",
     "p99 latency 120ms, 0.13s for order-svc, 850ms, 900ms for payment-svc"),
    ("The p99 latency of order-svc is higher than that of payment-svc.",
     "order-svc is higher than that of payment-svc", "for order-svc"),
    ("order-svc's p99 latency exceeded payment-svc's", "order-svc's p99 latency exceeded payment-svc",
     "for order-svc"),
    ("order-svc 的 p99 延迟比 payment-svc 更高", "order-svc 的 p99 延迟比 payment-svc 更高", "for order-svc"),
    ("order-svc 的延迟比 payment-svc 慢", "order-svc 的延迟比 payment-svc 慢", "latency"),
    ("order-svc is slower than payment-svc in p99 latency", "order-svc is slower than payment-svc",
     "for order-svc"),
    ("/api/pay 的 p99 延迟高于 /api/orders", "/api/pay 的 p99 延迟高于 /api/orders",
     "p99 latency 180ms for /api/pay, 5300ms for /api/orders"),
])
def test_a_comparison_the_readings_reverse_is_contradicted(claim: str, written: str, said: str) -> None:
    found = _reversed(claim, LOG if "/api" not in claim else GATEWAY)
    assert found is not None and found[0] == written and said in found[1]


@pytest.mark.parametrize("claim", [
    "payment-svc 的 p99 延迟高于 order-svc",  # as the readings say
    "order-svc 的 p99 延迟低于 payment-svc",
    "payment-svc is slower than order-svc in p99 latency",
    "order-svc 的 CPU 使用率高于 payment-svc",  # 30%, 35% against 80%, 28%: they overlap
    "order-svc 的 p99 延迟不高于 payment-svc",  # negated: no order said
    "order-svc's p99 latency is not higher than payment-svc's",
    "order-svc 的 p99 延迟高于 100ms",  # a bound, not a comparison
    "order-svc 比 payment-svc 慢",  # which metric, the claim does not say
    "order-svc 的 p99 延迟高于 inventory-api",  # no reading of the other
    "order-svc 的 CPU 使用率比例高于 payment-svc 的 p99 延迟",  # two metrics
])
def test_a_comparison_the_readings_allow_or_cannot_tell_is_not(claim: str) -> None:
    assert _reversed(claim) is None


def _superlative(claim: str, output: str = LOG) -> tuple[str, str] | None:
    found = superlative_contradicted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "written", "said"), [
    ("order-svc 的 p99 延迟最高", "order-svc 的 p99 延迟最高",
     "p99 latency 900ms for payment-svc, 0.13s at most"),
    ("最慢的服务是 order-svc", "最慢的服务是 order-svc", "900ms for payment-svc"),
    ("The slowest service was order-svc.", "slowest service was order-svc", "900ms for payment-svc"),
    ("order-svc 的 CPU 使用率最低", "order-svc 的 CPU 使用率最低",
     "cpu usage 28% for payment-svc, 30% at least for order-svc"),  # each one's lowest
    ("/api/pay 耗时最长", "/api/pay 耗时最长", "duration 5300ms for /api/orders"),
])
def test_an_entity_another_goes_beyond_said_highest_or_lowest_is_contradicted(
        claim: str, written: str, said: str) -> None:
    output = GATEWAY.replace("p99_latency", "duration") if "/api" in claim else LOG
    found = _superlative(claim, output)
    assert found is not None and found[0] == written and said in found[1]


@pytest.mark.parametrize("claim", [
    "payment-svc 的 p99 延迟最高",  # as the readings say
    "The fastest service was order-svc.",
    "payment-svc 的 CPU 使用率最高",  # 85% is its highest, above order-svc's 35%
    "order-svc 的 CPU 使用率最高为 35%",  # a value: a peak (`extremes`)
    "payment-svc 的优先级最高",  # no metric
    "order-svc 和 payment-svc 中 payment-svc 最慢",  # two entities in the clause
    "order-svc 的 p99 延迟不是最高的",  # denied
])
def test_the_highest_or_lowest_entity_or_one_unsure_is_not(claim: str) -> None:
    assert _superlative(claim) is None


@pytest.mark.parametrize(("before", "negated"), [
    ("web is not ", True), ("web 没有处于 ", True), ("no ", True),
    ("web is now ", False), ("the node ", False),  # `now` is no `no`
])
def test_a_negator_right_before_a_word(before: str, negated: bool) -> None:
    assert (NEGATED.search(before) is not None) is negated
