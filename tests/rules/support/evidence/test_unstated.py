"""Ops events a claim states that none of its evidence names
(gatekeeper.rules.support.evidence.unstated)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.unstated import unstated_events
from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.glossary import text_events
from gatekeeper.rules.support.text.normalize import compact

LOG = ("2026-12-06 03:14:10 ERROR [payment-svc] request timeout after 5000ms\n"
       "2026-12-06 03:16:10 WARN [payment-svc] slow query 2300ms")

CRICTL = ("CONTAINER      IMAGE     CREATED      STATE     NAME          ATTEMPT   POD ID\n"
          "3f2a1b4c5d6e  a1b2c3d4  2 hours ago  Running   payment-svc   3         9a8b7c6d")


def _unstated(claim: str, output: str = LOG) -> list[str]:
    anchors = extract_anchors(claim)
    return [a.raw for a in unstated_events(claim, anchors, lambda: [output], compact, text_events)]


@pytest.mark.parametrize(("claim", "raw"), [
    ("payment-svc 出现死锁", ["死锁"]), ("payment-svc 在 03:14:10 重启", ["重启"]),
    ("payment-svc restarted at 03:14:10", ["restarted"]), ("payment-svc 已回滚", ["回滚"]),
    ("payment-svc 出现 OOM，触发限流", ["OOM", "限流"]),
])
def test_an_event_its_evidence_names_nowhere_is_found(claim: str, raw: list[str]) -> None:
    assert _unstated(claim) == raw


@pytest.mark.parametrize(("claim", "output"), [
    ("payment-svc 出现请求超时", LOG),  # a timeout: tools name it in many ways, not read
    ("payment-svc 重启了", "[kubelet] Back-off restarting failed container payment-svc"),
    ("payment-svc 没有重启", LOG), ("建议重启 payment-svc", LOG), ("payment-svc 可能存在死锁", LOG),
    ("payment-svc 因重启过于频繁而失败", LOG),  # a cause: the tool's own words
    ("谈判将于下周重启", LOG),  # no subject: no ops claim
    ("payment-svc 出现 OOM", "[kubelet] payment-svc-7d9f OOMKilled, out of memory"),
    # crictl counts a container's restarts under ATTEMPT
    ("payment-svc 容器已重启 3 次", CRICTL),
    # pm2 counts them under `↺`
    ("api 已重启 3 次", "│ id │ name │ mode    │ pid   │ uptime │ ↺  │ status │\n"
                      "│ 0  │ api  │ cluster │ 31201 │ 2D     │ 3  │ online │"),
])
def test_an_event_named_somewhere_or_not_reported_is_not(claim: str, output: str) -> None:
    assert _unstated(claim, output) == []
