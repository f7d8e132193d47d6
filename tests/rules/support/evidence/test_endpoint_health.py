"""Whether an endpoint is healthy (gatekeeper.rules.support.evidence.endpoint_health)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.endpoint_health import endpoint_health_denied

ETCD = ("https://10.0.0.1:2379 is healthy: successfully committed proposal: took = 2.1ms\n"
        "https://10.0.0.2:2379 is unhealthy: failed to commit proposal: context deadline exceeded")
TARGETS = ('{"status":"success","data":{"activeTargets":[{"labels":{"job":"payment-svc","instance":'
           '"10.0.0.5:8080"},"health":"up"},{"labels":{"job":"order-svc","instance":"10.0.0.6:8080"},'
           '"health":"down","lastError":"context deadline exceeded"}]}}')
CHECKS = ("2026-12-05 03:14:09 [payment-svc] health check passed\n"
          "2026-12-05 03:14:10 [order-svc] health check failed: connection refused")
HAPROXY = ("[WARNING] 338/100215 (1201) : Server be_app/web2 is DOWN, reason: Layer4 connection problem, "
           "check duration: 0ms. 1 active and 0 backup servers left.\n"
           "[WARNING] 338/100301 (1201) : Server be_app/web1 is UP, reason: Layer7 check passed, code: 200")


def _denied(claim: str, output: str) -> bool:
    return endpoint_health_denied(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("etcd 节点 10.0.0.2 健康", ETCD), ("etcd 节点 10.0.0.1 不健康", ETCD),
    ("10.0.0.2 正常，10.0.0.1 异常", ETCD), ("https://10.0.0.2:2379 is healthy", ETCD),
    ("web1 宕机", HAPROXY), ("后端 web2 健康检查正常", HAPROXY), ("web2节点正常", HAPROXY),
    # every endpoint said healthy, one of them not (`UP` in capitals is a word of health)
    ("etcd 所有节点都健康", ETCD), ("all etcd endpoints are healthy", ETCD),
    ("所有后端都是 UP 状态", HAPROXY),
    ("web1 健康检查失败", HAPROXY), ("所有后端的健康检查都失败了", HAPROXY),  # a check of health, failed
    # a service's own check lines (`[order-svc] health check failed`)
    ("order-svc 健康检查通过", CHECKS), ("所有健康检查都通过了", CHECKS),
    ("payment-svc 健康检查失败", CHECKS),
    # Prometheus' targets, by job or instance (`up` after `是`, `are up`)
    ("所有 target 都是 up 状态", TARGETS), ("all targets are up", TARGETS),
    ("order-svc 的 target 健康", TARGETS),
])
def test_the_health_the_check_denies_is_contradicted(claim: str, output: str) -> None:
    assert _denied(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("etcd 节点 10.0.0.2 不健康", ETCD), ("10.0.0.1 正常，10.0.0.2 异常", ETCD),
    ("web2 宕机", HAPROXY), ("web2 is down while web1 is healthy", HAPROXY),
    ("10.0.0.1 和 10.0.0.2 都健康", ETCD),  # two endpoints: unsure
    ("10.0.0.3 健康", ETCD),  # an endpoint no line checks
    ("并非所有 etcd 节点都健康", ETCD), ("所有节点都健康", ETCD.split("\n")[0]),
    ("web2 健康检查失败", HAPROXY),  # it read as healthy (`健康`): REJECT
    ("payment-svc 健康检查通过", CHECKS), ("order-svc 健康检查失败", CHECKS),
    ("payment-svc 的 target 健康", TARGETS), ("10.0.0.6 的抓取目标处于 down 状态", TARGETS),
])
def test_the_checked_health_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _denied(claim, output)
