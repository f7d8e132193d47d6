"""A Service's external IP said assigned or pending the other way from `kubectl get svc`
(gatekeeper.rules.support.evidence.external_ips)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.external_ips import external_ip_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

HEADER = "NAME        TYPE           CLUSTER-IP     EXTERNAL-IP   PORT(S)        AGE"
PENDING = f"{HEADER}\ngateway     LoadBalancer   10.96.12.34    <pending>     80:31234/TCP   5m"
ASSIGNED = f"{HEADER}\ngateway     LoadBalancer   10.96.12.34    34.120.8.9    80:31234/TCP   5m"
BOTH = f"{ASSIGNED}\norder-svc   ClusterIP      10.96.40.2     <none>        8080/TCP       30d"


def contradicted(claim: str, output: str) -> bool:
    return external_ip_contradicted(claim, extract_anchors(claim), [output], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("gateway 服务的外部 IP 已分配", PENDING), ("the gateway service has an external IP", PENDING),
    ("外部 IP 已经分配好了", PENDING),  # the table's only row
    ("gateway 的外部 IP 一直处于 pending 状态", ASSIGNED), ("gateway 还没有分配外部 IP", ASSIGNED),
    ("gateway 的外部 IP 还在 pending", BOTH),
])
def test_an_external_ip_said_the_other_way_is_contradicted(claim: str, output: str) -> None:
    assert contradicted(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("gateway 服务的外部 IP 已分配", ASSIGNED), ("the gateway service has no external IP yet", PENDING),
    ("order-svc 没有外部 IP", BOTH),  # `<none>`: no external IP, none pending
    ("gateway 的外部 IP 已分配，order-svc 没有外部 IP", BOTH),
    ("外部 IP 已分配", BOTH),  # two rows, none named
    ("重启之前 gateway 的外部 IP 是 pending", ASSIGNED),  # another time
])
def test_an_external_ip_said_its_way_or_unsure_is_not(claim: str, output: str) -> None:
    assert not contradicted(claim, output)
