"""A failure a claim says is still going on, while its evidence ends with a recovery
(gatekeeper.rules.support.evidence.ongoing)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.ongoing import still_failing
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-02 10:04:00 [order-svc] health check failed: connection refused
2026-12-02 10:04:30 [alertmanager] alert HighErrorRate firing for order-svc
2026-12-02 10:05:00 [order-svc] health check passed
2026-12-02 10:06:00 ERROR [payment-svc] java.net.SocketTimeoutException: Read timed out
2026-12-02 10:09:00 [alertmanager] alert HighErrorRate resolved for order-svc"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _still(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = still_failing(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written"), [
    ("order-svc 健康检查一直失败", "一直失败"),
    ("order-svc is still failing its health checks.", "still failing"),
    ("order-svc 的 HighErrorRate 告警仍在触发，尚未恢复", "告警仍在"),
    ("order-svc remains unavailable.", "remains unavailable"),
    ("order-svc 的健康检查最终失败", "最终失败"),
    ("order-svc's health check eventually failed", "eventually failed"),
])
def test_a_failure_said_to_go_on_that_the_evidence_ends_with_a_recovery_of_is_contradicted(
        claim: str, written: str) -> None:
    found = _still(claim)
    assert found is not None and found[0] == written
    assert found[1] == ["a recovery at 2026-12-02 10:09:00 ('2026-12-02 10:09:00 [alertmanager] "
                        "alert HighErrorRate resolved for order-svc'), no failure after it"]


@pytest.mark.parametrize("claim", [
    "payment-svc 仍然报错",  # its last line is a failure
    "order-svc 健康检查在 10:04 失败，10:05 恢复",  # no word of going on
    "order-svc 可能仍在失败",  # a hedge
    "order-svc 的 CPU 使用率一直很高",  # no failure named
    # a failure that lasted, bounded: `持续到 10:05`, `持续了 5 分钟`, `一直到`
    "order-svc 健康检查从 10:04 持续到 10:09 失败", "order-svc 的故障持续了约 5 分钟",
    "order-svc 一直到 10:09 才恢复",
])
def test_a_failure_the_evidence_does_not_end_with_a_recovery_of_is_not(claim: str) -> None:
    assert _still(claim) is None


def test_lines_without_a_time_tell_nothing() -> None:
    assert _still("order-svc 一直失败", "order-svc failed\norder-svc passed") is None


def test_an_alert_s_recovery_is_its_own() -> None:
    alerts = """2026-12-02T10:00:00Z FIRING   HighCPUUsage    service=order-svc
2026-12-02T10:05:00Z FIRING   HighLatencyP99  service=payment-svc
2026-12-02T10:20:00Z RESOLVED HighLatencyP99  service=payment-svc"""
    # another alert's resolution: the claim's alert is still firing
    assert _still("HighCPUUsage 告警在 10:00 触发，目前仍未恢复", alerts) is None
    found = _still("HighLatencyP99 告警仍在触发", alerts)
    assert found is not None and "RESOLVED HighLatencyP99" in found[1][0]
