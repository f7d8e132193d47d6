"""gatekeeper/rules/support/evidence/unit_state.py: a unit's state its status contradicts."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.unit_state import unit_state_contradicted, units_of
from gatekeeper.rules.support.text.anchors import extract_anchors

FAILED = ("● order-svc.service - Order Service\n"
          "     Active: failed (Result: exit-code) since Tue 2026-12-01 03:14:09 UTC; 5min ago\n"
          "   Main PID: 1234 (code=exited, status=1/FAILURE)\n\n"
          "● payment-svc.service - Payment Service\n"
          "     Active: active (running) since Tue 2026-12-01 03:10:00 UTC; 9min ago")


def _contradicted(claim: str, output: str = FAILED) -> str | None:
    found = unit_state_contradicted(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else found[0].value


def test_the_units_and_their_states() -> None:
    assert [(u.name, u.state) for u in units_of(FAILED)] == [
        ("order-svc", "failed"), ("payment-svc", "active")]
    assert units_of("Active: failed") == ()  # no unit named


@pytest.mark.parametrize(("claim", "said"), [
    ("order-svc 服务运行正常", "running"),
    ("order-svc服务运行正常", "running"),  # no space before Chinese: still the unit's name
    ("order-svc is active (running)", "running"),
    ("payment-svc 启动失败", "failed"),
    ("payment-svc 已停止", "stopped"),
    ("payment-svc is not running", "stopped"),
    # `处于运行状态`, `是 active 的`, `处于 running 状态` passed over a failed unit
    ("order-svc 服务处于运行状态", "running"), ("order-svc 服务是 active 的", "running"),
    ("order-svc 处于 running 状态", "running"), ("payment-svc 的状态是 inactive", "stopped"),
    ("payment-svc 的状态是 failed", "failed"),
])
def test_a_state_the_active_line_contradicts(claim: str, said: str) -> None:
    assert _contradicted(claim) == said


@pytest.mark.parametrize("claim", [
    "order-svc 启动失败",
    "order-svc is not running",  # a failed unit does not run
    "payment-svc 正在运行",
    "order-svc-canary 正在运行",  # another unit's name
    "order-svc 和 payment-svc 正在运行",  # two units: whose state is unsure
    "服务运行正常",  # no unit named
    "order-svc 不是 active 的", "order-svc 不处于运行状态",  # denied
])
def test_what_says_nothing(claim: str) -> None:
    assert _contradicted(claim) is None


def test_a_state_told_of_another_time_or_logged_says_nothing() -> None:
    # the unit runs now; the claim tells of a failure at 03:14, or one its journal logs
    assert _contradicted("payment-svc 在 03:14 启动失败，随后自动恢复") is None
    assert _contradicted("payment-svc 曾启动失败") is None
    journal = FAILED + ("\nDec 01 03:09:58 host systemd[1]: payment-svc.service: "
                        "Failed with result 'exit-code'.")
    assert _contradicted("payment-svc 启动失败", journal) is None
    assert _contradicted("payment-svc 启动失败") == "failed"  # no such line: contradicted
    assert _contradicted("order-svc 在 03:20 之前运行正常") is None
