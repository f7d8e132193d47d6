"""A start said just now, recently, or long ago, that the time up its evidence prints
contradicts (gatekeeper.rules.support.evidence.restarted)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.restarted import restart_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

LONG_UP = " 10:01:02 up 412 days,  3:04,  2 users,  load average: 8.12, 6.40, 5.01"
JUST_UP = " 10:01:02 up 5 min,  2 users,  load average: 0.12, 0.40, 0.51"
PODS = """NAME            READY   STATUS    RESTARTS       AGE
order-7d9f-x2   1/1     Running   5 (3m ago)     251d
api-7f9c-q2     1/1     Running   0              130d
pay-5c8b-k9     1/1     Running   0              4m"""
DOCKER = """CONTAINER ID   IMAGE     STATUS          NAMES
8b1e2d3f4a55   redis:7   Up 3 weeks      cache
3f2a9c1d7e44   nginx     Up 12 minutes   api-gw"""


def contradicted(claim: str, text: str) -> bool:
    return restart_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("系统刚刚重启过", LONG_UP), ("主机最近重启过", LONG_UP), ("the host was rebooted recently", LONG_UP),
    ("服务器刚启动不久", LONG_UP), ("系统已经很久没有重启", JUST_UP), ("系统最近没有重启", JUST_UP),
    ("api-7f9c-q2 最近重启过", PODS),  # no restart, 130 days old
    ("order-7d9f-x2 很久没有重启", PODS), ("order-7d9f-x2 has not been restarted recently", PODS),
    ("容器 cache 刚启动不久", DOCKER), ("api-gw 长时间未重启", DOCKER),
])
def test_a_start_the_time_up_contradicts_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("系统刚刚重启过", JUST_UP), ("系统很久没有重启", LONG_UP),  # as printed
    ("系统不是刚重启的", LONG_UP),  # denied
    ("系统在升级前刚刚重启过", LONG_UP),  # another time
    ("order-7d9f-x2 刚刚重启", PODS), ("pay-5c8b-k9 刚刚重启", PODS),  # 3 minutes ago; created 4 minutes ago
    ("api-7f9c-q2 和 order-7d9f-x2 最近重启过", PODS),  # two rows
    ("order-svc 刚刚重启", LONG_UP),  # a service: the host's uptime is not its
    ("刚刚重启", f"web-01 | {LONG_UP}"),  # a host's line: whose is unsure
    ("pod 刚刚重启", PODS),  # no row named
])
def test_a_start_as_printed_or_unsure_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)
