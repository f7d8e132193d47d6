"""Whether a claim says a pod is ready (gatekeeper.rules.support.evidence.readiness)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.readiness import readiness_denied

PODS = """NAME                            READY   STATUS             RESTARTS      AGE
order-svc-7d9f8b6c5-x2x9k       0/1     CrashLoopBackOff   12 (2m ago)   40m
order-svc-7d9f8b6c5-k8p2m       2/2     Running            0             40m
order-svc-7d9f8b6c5-q1w2e       1/2     Running            3 (9m ago)    40m"""


def _denied(claim: str) -> bool:
    return readiness_denied(claim, [], [PODS], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "order-svc-7d9f8b6c5-x2x9k 已就绪", "order-svc-7d9f8b6c5-k8p2m 未就绪",
    "pod order-svc-7d9f8b6c5-q1w2e is ready",
    "order-svc-7d9f8b6c5-k8p2m is unready",
    "order-svc-7d9f8b6c5-x2x9k 有 1 个容器就绪", "order-svc-7d9f8b6c5-q1w2e shows 2/2 containers ready",
])
def test_readiness_the_row_denies_is_contradicted(claim: str) -> None:
    assert _denied(claim)


@pytest.mark.parametrize("claim", [
    "order-svc-7d9f8b6c5-x2x9k 未就绪", "order-svc-7d9f8b6c5-k8p2m 已就绪",
    "order-svc-7d9f8b6c5-q1w2e 没有就绪",
    "order-svc-7d9f8b6c5-x2x9k 和 order-svc-7d9f8b6c5-k8p2m 均已就绪",  # two rows: unsure
    "order-svc-7d9f8b6c5-zzzzz 已就绪",  # no row of its own
    "order-svc-7d9f8b6c5-k8p2m 的就绪探针失败",  # a readiness probe, no readiness
    "order-svc-7d9f8b6c5-q1w2e 有 1 个容器就绪", "order-svc-7d9f8b6c5-q1w2e shows 1/2 containers ready",
    "order-svc-7d9f8b6c5-k8p2m 已就绪 3 分钟",  # a number of something else
])
def test_the_row_s_own_readiness_or_an_unsure_claim_is_not(claim: str) -> None:
    assert not _denied(claim)
