"""What a claim says of a monitoring alert that the alert's own lines deny
(gatekeeper.rules.support.evidence.alerts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.alerts import alert_contradicted, alert_names
from gatekeeper.rules.support.text.anchors import extract_anchors

TABLE = """2026-12-02T10:00:00Z FIRING   HighCPUUsage    severity=critical service=order-svc
2026-12-02T10:05:00Z FIRING   HighLatencyP99  severity=warning  service=payment-svc
2026-12-02T10:20:00Z RESOLVED HighLatencyP99  severity=warning  service=payment-svc"""
JSON = """{"alertname": "KubePodCrashLooping", "status": "resolved", "labels": {"pod": "order-svc-7d9f"}, \
"startsAt": "2026-12-02T03:14:00Z", "endsAt": "2026-12-02T03:40:00Z"}
{"alertname": "TargetDown", "status": "firing", "labels": {"service": "inventory-api"}, \
"startsAt": "2026-12-02T03:20:00Z"}"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _denied(claim: str, output: str = TABLE) -> tuple[str, str] | None:
    found = alert_contradicted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "output", "written", "said"), [
    # resolved, while its lines are firing only
    ("HighCPUUsage 告警已恢复", TABLE, "HighCPUUsage 告警已恢复", "HighCPUUsage firing ("),
    ("The HighCPUUsage alert was resolved.", TABLE, "The HighCPUUsage alert was resolved",
     "no line resolving it"),
    ("TargetDown 告警已解除", JSON, "TargetDown 告警已解除", "TargetDown firing"),
    # resolved at a time no resolving line is at (a JSON line's times are all its stamps)
    ("HighLatencyP99 告警已于 10:30 恢复", TABLE, "HighLatencyP99 告警已于 10:30 恢复",
     "HighLatencyP99 resolved ("),
    ("KubePodCrashLooping resolved at 03:30", JSON, "KubePodCrashLooping resolved",
     "KubePodCrashLooping resolved"),
    # fired at a time none of its firing lines is at
    ("HighCPUUsage 告警在 10:05 触发", TABLE, "10:05 触发", "HighCPUUsage firing ("),
    ("HighCPUUsage fired at 10:05.", TABLE, "fired at 10:05", "at 10:00:00"),
    # given to a service its lines do not name
    ("payment-svc 触发了 HighCPUUsage 告警", TABLE, "payment-svc 触发了 HighCPUUsage",
     "HighCPUUsage for order-svc"),
    ("TargetDown fired for order-svc", JSON, "TargetDown fired for order-svc",
     "TargetDown for inventory-api"),
])
def test_what_an_alert_s_lines_deny_is_contradicted(claim: str, output: str, written: str,
                                                   said: str) -> None:
    found = _denied(claim, output)
    assert found is not None and found[0] == written and said in found[1]


@pytest.mark.parametrize(("claim", "output"), [
    ("HighLatencyP99 告警已于 10:20 恢复", TABLE),
    ("The HighLatencyP99 alert for payment-svc fired at 10:05 and resolved at 10:20", TABLE),
    ("order-svc 触发了 HighCPUUsage 告警", TABLE),
    ("HighCPUUsage 告警在 10:00 触发，目前尚未恢复", TABLE),  # a resolution denied
    ("The HighCPUUsage alert has not been resolved.", TABLE),
    ("HighCPUUsage 告警可能已恢复", TABLE),  # hedged
    ("payment-svc 超时导致 HighCPUUsage 告警", TABLE),  # a cause, not whose alert
    ("KubePodCrashLooping 已于 03:40 恢复", JSON),  # its endsAt
    ("order-svc-7d9f 的 KubePodCrashLooping 告警在 03:14 触发后已恢复", JSON),
    ("HighMemory 告警已恢复", TABLE),  # no line of it: nothing to tell
])
def test_what_an_alert_s_lines_allow_or_cannot_tell_is_not(claim: str, output: str) -> None:
    assert _denied(claim, output) is None


def test_alerts_are_the_names_printed_with_a_status() -> None:
    assert alert_names("HighCPUUsage 与 HighLatencyP99 告警", 0, 30, [TABLE]) == [
        "HighCPUUsage", "HighLatencyP99"]
    assert alert_names("TargetDown", 0, 10, [JSON]) == ["TargetDown"]
    # a capitalised word of a line with no status is none (`ALERT` alone is no status)
    assert alert_names("HighCPUUsage", 0, 12, ["ALERT HighCPUUsage order-svc"]) == []
