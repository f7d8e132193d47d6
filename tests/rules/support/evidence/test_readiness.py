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


DEPLOYMENTS = """NAME          READY   UP-TO-DATE   AVAILABLE   AGE
payment-svc   1/3     3            1           5m
order-svc     3/3     3            3           2d"""


@pytest.mark.parametrize(("claim", "denied"), [
    ("payment-svc 的副本均已可用", True), ("All replicas of payment-svc are available", True),
    ("order-svc 不可用", True), ("order-svc 部分可用", True), ("payment-svc 有 2 个副本可用", True),
    ("Not all replicas of order-svc are ready", True),
    ("order-svc 的副本均已可用", False), ("payment-svc 部分可用", False), ("payment-svc 未全部就绪", False),
    ("payment-svc 仅 1 个副本可用", False), ("Not all replicas of payment-svc are available", False),
    ("payment-svc 所在可用区 us-east-1a", False),  # a zone, no availability
])
def test_a_deployment_s_replicas_available_are_its_available_cell(claim: str, denied: bool) -> None:
    assert (readiness_denied(claim, [], [DEPLOYMENTS], lambda text: []) is not None) is denied


def test_availability_needs_an_available_column() -> None:
    # a pod's table has no AVAILABLE: `可用` says nothing of its READY
    assert readiness_denied("order-svc-7d9f8b6c5-x2x9k 可用", [], [PODS], lambda text: []) is None


JOBS = """NAME               COMPLETIONS   DURATION   AGE
backup-28391022    0/1           45m        45m
cleanup-28391020   1/1           12s        47m"""


@pytest.mark.parametrize(("claim", "denied"), [
    ("backup-28391022 任务已完成", True), ("Job backup-28391022 has completed", True),
    ("cleanup-28391020 未完成", True), ("backup-28391022 尚未完成", False),
    ("cleanup-28391020 已完成", False), ("backup-28391022已完成", True),  # Chinese with no spaces
    ("Job backup-28391022 is incomplete", False),
])
def test_a_job_s_completions_are_its_completions_cell(claim: str, denied: bool) -> None:
    assert (readiness_denied(claim, [], [JOBS], lambda text: []) is not None) is denied


CERTIFICATES = """NAME       READY   SECRET            AGE
shop-tls   True    shop-tls-secret   41d
api-tls    False   api-tls-secret    3d"""


@pytest.mark.parametrize(("claim", "denied"), [
    ("api-tls 证书已就绪", True), ("shop-tls is not ready", True), ("shop-tls 证书已就绪", False),
    ("api-tls 尚未就绪", False),
])
def test_a_certificate_s_readiness_is_its_true_or_false(claim: str, denied: bool) -> None:
    assert (readiness_denied(claim, [], [CERTIFICATES], lambda text: []) is not None) is denied


NONE_READY = DEPLOYMENTS.replace("payment-svc   1/3     3            1 ",
                                 "payment-svc   0/3     3            0 ")


@pytest.mark.parametrize(("claim", "output", "denied"), [
    ("order-svc has no ready replicas", NONE_READY, True),
    ("payment-svc has no ready replicas", NONE_READY, False),
    ("order-svc-7d9f8b6c5-k8p2m has no ready containers", PODS, True),
    ("order-svc-7d9f8b6c5-x2x9k has no ready containers", PODS, False),
    ("payment-svc is ready", NONE_READY, True), ("order-svc is ready", NONE_READY, False),  # as before
])
def test_no_ready_replicas_is_not_ready(claim: str, output: str, denied: bool) -> None:
    assert (readiness_denied(claim, [], [output], lambda text: []) is not None) is denied
