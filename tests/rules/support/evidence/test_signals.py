"""Which signal ended a process (gatekeeper.rules.support.evidence.signals)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.signals import (
    claimed_signals,
    held_spans,
    printed_signals,
    signal_contradicted,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

SYSTEMD = "order-svc.service: Main process exited, code=killed, status=9/KILL"


@pytest.mark.parametrize(("text", "signals"), [
    (SYSTEMD, [9]), ("      Exit Code:    143", [15]), ("Exited (137) 5 minutes ago", [9]),
    ("exit status 2\nsignal: killed", [9]), ("received signal SIGTERM, shutting down", [15]),
    ("Segmentation fault (core dumped)", [11]), ("      Reason:       OOMKilled", [9]),
    ("Failed with result 'signal'.", []), ("Exit Code:    1", []),  # no signal's code
])
def test_the_signals_an_output_prints_in_each_form(text: str, signals: list[int]) -> None:
    assert [number for number, _ in printed_signals(text)] == signals


@pytest.mark.parametrize(("claim", "signals"), [
    ("被 SIGKILL 杀死", [9]), ("被 kill -9 杀死", [9]), ("收到信号 15", [15]), ("收到 15 号信号", [15]),
    ("terminated by signal 15", [15]), ("进程因段错误退出", [11]), ("kill -TERM 1234", [15]),
    ("the signal was lost", []),
])
def test_the_signals_a_claim_names(claim: str, signals: list[int]) -> None:
    assert [number for _, _, number in claimed_signals(claim)] == signals


@pytest.mark.parametrize(("claim", "contradicted"), [
    ("order-svc 被 SIGTERM 终止", True), ("order-svc 收到信号 15", True), ("进程因段错误退出", True),
    ("order-svc 被 SIGKILL 杀死", False), ("order-svc 被 kill -9 杀死", False),
    ("先发送 SIGTERM，超时后 SIGKILL", False),  # one of them printed
])
def test_a_signal_the_evidence_does_not_print_is_contradicted(claim: str, contradicted: bool) -> None:
    found = signal_contradicted(claim, extract_anchors(claim), [SYSTEMD], extract_anchors)
    assert (found is not None) is contradicted


def test_no_signal_printed_is_no_finding() -> None:
    assert signal_contradicted("被 SIGTERM 终止", [], ["order-svc exited"], extract_anchors) is None


def test_a_signal_printed_otherwise_holds_the_claim_s_words() -> None:
    assert held_spans("order-svc 被 SIGKILL 杀死", [SYSTEMD]) == [(12, 19)]
    assert held_spans("order-svc 被 SIGTERM 终止", [SYSTEMD]) == []
