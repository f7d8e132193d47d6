"""An upstream cluster's counts against Envoy's `/stats` (gatekeeper.rules.support.evidence.envoy_stats)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.envoy_stats import cluster_stats, envoy_stat_swapped

STATS = """cluster.outbound|8080||payments.default.svc.cluster.local.upstream_rq_5xx: 132
cluster.outbound|8080||payments.default.svc.cluster.local.upstream_rq_timeout: 17
cluster.outbound|8080||orders.default.svc.cluster.local.upstream_rq_5xx: 3
cluster.outbound|8080||orders.default.svc.cluster.local.upstream_rq_timeout: 0"""


def test_each_cluster_s_stats_are_read() -> None:
    payments = cluster_stats(STATS)["outbound|8080||payments.default.svc.cluster.local"]
    assert payments["upstream_rq_5xx"][0] == 132


@pytest.mark.parametrize("claim", [
    "payments 的上游 5xx 为 3 次", "orders 的上游 5xx 为 132 次", "payments 上游超时 132 次",
    "payments.default.svc.cluster.local had 3 upstream timeouts", "payments 上游没有超时",
])
def test_a_count_given_otherwise_is_contradicted(claim: str) -> None:
    assert envoy_stat_swapped(claim, [], [STATS], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "payments 的上游 5xx 为 132 次", "orders had 0 upstream timeouts", "orders 上游没有超时",
    "payments 和 orders 的 5xx 为 3 次",  # two clusters
    "payments 的 5xx 超过 100 次",  # a bound
    "search 的上游 5xx 为 3 次",  # no cluster printed
])
def test_a_count_as_printed_or_unsure_is_not(claim: str) -> None:
    assert envoy_stat_swapped(claim, [], [STATS], lambda line: []) is None
