"""An autoscaler's maximum and target against `kubectl get hpa`
(gatekeeper.rules.support.evidence.autoscalers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.autoscalers import autoscaler_contradicted

HPA = ("NAME          REFERENCE                TARGETS   MINPODS   MAXPODS   REPLICAS   AGE\n"
       "payment-svc   Deployment/payment-svc   85%/70%   2         10        10         5d\n"
       "order-svc     Deployment/order-svc     40%/70%   3         8         3          9d")
METRICS = ("NAME          REFERENCE                TARGETS                         MINPODS   MAXPODS   "
           "REPLICAS   AGE\n"
           "payment-svc   Deployment/payment-svc   cpu: 85%/70%, memory: 40%/80%   2         10        "
           "6          5d")
UNKNOWN = ("NAME        REFERENCE              TARGETS         MINPODS   MAXPODS   REPLICAS   AGE\n"
           "order-svc   Deployment/order-svc   <unknown>/70%   3         8         8          1m")


def contradicted(claim: str, table: str = HPA) -> bool:
    return autoscaler_contradicted(claim, [], [table], lambda line: []) is not None


@pytest.mark.parametrize(("claim", "table"), [
    ("payment-svc 的 HPA 还没有达到最大副本数", HPA), ("order-svc 的 HPA 已达到最大副本数", HPA),
    ("order-svc has reached its max replicas", HPA), ("payment-svc 的 CPU 使用率低于目标值", HPA),
    ("order-svc 的 CPU 使用率超过目标", HPA), ("payment-svc CPU is below the target", HPA),
    ("payment-svc 内存使用率高于目标", METRICS), ("payment-svc CPU 低于目标", METRICS),
    ("副本数已达上限", METRICS),  # the one row
])
def test_what_the_row_denies_is_contradicted(claim: str, table: str) -> None:
    assert contradicted(claim, table)


@pytest.mark.parametrize(("claim", "table"), [
    ("payment-svc 的 HPA 已达到最大副本数", HPA), ("order-svc 还没有扩容到上限", HPA),
    ("order-svc 的 CPU 使用率未超过目标", HPA), ("payment-svc CPU 高于目标", METRICS),
    ("HPA 已达到最大副本数", HPA),  # two rows, none named
    ("payment-svc 的使用率低于目标", METRICS),  # two metrics, none named
    ("order-svc 的 CPU 低于目标", UNKNOWN),  # no reading
    ("payment-svc 在 10:00 之前低于目标", HPA),  # another time
])
def test_what_the_row_holds_or_leaves_open_is_not(claim: str, table: str) -> None:
    assert not contradicted(claim, table)
