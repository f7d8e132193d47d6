"""A recovery a claim reports after a point (gatekeeper.rules.support.evidence.recovered)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.recovered import recovery_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-11-27 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space
2026-11-27 03:14:30 INFO [k8s] pod order-svc-7d9f restarted (OOMKilled)
2026-11-27 03:15:02 INFO [deployer] payment-svc rolled out v2.14.0
2026-11-27 03:15:40 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out
2026-11-27 03:16:10 WARN [payment-svc] slow response 900ms"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _contradicted(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = recovery_contradicted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written"), [
    ("order-svc 重启后恢复正常，问题已解决", "重启后恢复正常"),
    ("order-svc 在 03:14:30 重启之后未再出现错误", "重启之后未再出现错误"),
    ("重启后 order-svc 没有再报错", "重启后 order-svc 没有再报错"),
    ("After the restart, order-svc recovered.", "After the restart, order-svc recovered"),
    ("order-svc has been back to normal since the restart at 03:14:30",
     "back to normal since the restart"),
    ("发布之后 order-svc 恢复正常", "发布之后 order-svc 恢复正常"),
    ("03:15:02 之后问题已解决", "03:15:02 之后问题已解决"),
    ("No more errors after the deploy.", "No more errors after the deploy"),
])
def test_a_recovery_a_later_error_line_denies_is_contradicted(claim: str, written: str) -> None:
    found = _contradicted(claim)
    assert found is not None and found[0] == written
    assert "then an error at 2026-11-27 03:15:40 ('2026-11-27 03:15:40 ERROR [order-svc]" in found[1][0]


@pytest.mark.parametrize("claim", [
    "payment-svc 发布之后恢复正常",  # the later error is order-svc's
    "order-svc 重启后预计恢复正常",  # a hedge
    "order-svc 重启后仍然报错",  # no recovery
    "03:16 之后 order-svc 恢复正常",  # nothing after 03:16 is an error of order-svc
    "03:15 之后 order-svc 恢复正常",  # 03:15:40 is within 03:15, the claim's precision
    "order-svc 已恢复正常",  # no point to be after
])
def test_a_recovery_no_later_error_line_denies_is_not(claim: str) -> None:
    assert _contradicted(claim) is None


def test_lines_without_a_time_say_nothing() -> None:
    output = "2026-11-27 03:14:30 pod order-svc-7d9f restarted\nERROR [order-svc] timeout"
    assert _contradicted("order-svc 重启后恢复正常", output) is None
