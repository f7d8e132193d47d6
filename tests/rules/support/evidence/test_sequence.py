"""The order a claim puts two events in (gatekeeper.rules.support.evidence.sequence)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.sequence import order_reversed
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space
2026-12-01 03:14:30 INFO [order-svc] pod order-svc-7d9f restarted (OOMKilled)
2026-12-01 03:15:02 ERROR [payment-svc] java.net.SocketTimeoutException: Read timed out
2026-12-01 03:15:40 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out"""
OOM, RESTART = "03:14:09", "03:14:30"


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _reversed(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = order_reversed(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written"), [
    ("order-svc 先重启，随后抛出 java.lang.OutOfMemoryError", "先重启，随后抛出 java.lang.OutOfMemoryError"),
    ("order-svc 重启之后出现 OutOfMemoryError", "重启之后出现 OutOfMemoryError"),
    ("order-svc 重启后抛出 java.lang.OutOfMemoryError", "重启后抛出 java.lang.OutOfMemoryError"),
    ("order-svc 在 OutOfMemoryError 之前已重启", "OutOfMemoryError 之前已重启"),
    ("重启早于 OutOfMemoryError", "重启早于 OutOfMemoryError"),
    ("OutOfMemoryError 晚于 order-svc 重启", "OutOfMemoryError 晚于 order-svc 重启"),
    ("order-svc restarted before the java.lang.OutOfMemoryError.",
     "restarted before the java.lang.OutOfMemoryError"),
    ("OutOfMemoryError was thrown after the restart", "OutOfMemoryError was thrown after the restart"),
    ("After the restart, order-svc threw java.lang.OutOfMemoryError.",
     "After the restart, order-svc threw java.lang.OutOfMemoryError"),
    ("Before the OutOfMemoryError, the pod restarted.",
     "Before the OutOfMemoryError, the pod restarted"),
    ("order-svc restarted, then threw OutOfMemoryError", "restarted, then threw OutOfMemoryError"),
    ("The restart was followed by an OutOfMemoryError",
     "restart was followed by an OutOfMemoryError"),
])
def test_two_events_put_in_the_order_no_lines_have_are_contradicted(claim: str,
                                                                   written: str) -> None:
    found = _reversed(claim)
    assert found is not None and found[0] == written
    assert any(f"at 2026-12-01 {OOM} ('2026-12-01 {OOM} ERROR" in said for said in found[1])
    assert any(f"at 2026-12-01 {RESTART} ('2026-12-01 {RESTART} INFO" in said
               for said in found[1])


@pytest.mark.parametrize("claim", [
    "order-svc 先抛出 java.lang.OutOfMemoryError，随后重启",
    "OutOfMemoryError 之后 order-svc 重启",
    "OutOfMemoryError 出现后 order-svc 重启",
    "order-svc 重启之前出现了 OutOfMemoryError",
    "OutOfMemoryError 早于重启",
    "order-svc restarted after the java.lang.OutOfMemoryError",
    "After the OutOfMemoryError, order-svc restarted.",
    "Before the restart, order-svc threw java.lang.OutOfMemoryError.",
    "order-svc 重启后仍出现 java.net.SocketTimeoutException",  # 03:15:40, after 03:14:30
    "order-svc 在 OutOfMemoryError 之后出现 java.net.SocketTimeoutException",
    "order-svc 重启，原因是 OutOfMemoryError",  # no order word between them
    "order-svc 重启。之后 OutOfMemoryError 的告警被确认",  # two sentences
    "order-svc 可能先重启，随后抛出 OutOfMemoryError",  # a hedge: no observed order
    "order-svc 后端先重启",  # one event
])
def test_the_order_the_lines_have_or_none_is_not(claim: str) -> None:
    assert _reversed(claim) is None


@pytest.mark.parametrize(("claim", "written", "again"), [
    ("order-svc 重启后未再出现 java.net.SocketTimeoutException",
     "重启后未再出现 java.net.SocketTimeoutException", "03:15:40"),
    ("No java.net.SocketTimeoutException was logged after the restart.",
     "No java.net.SocketTimeoutException was logged after the restart", "03:15:40"),
    ("After the restart, SocketTimeoutException no longer occurred",
     "After the restart, SocketTimeoutException no longer", "03:15:40"),
])
def test_an_event_said_to_stop_after_another_that_a_later_line_writes_is_contradicted(
        claim: str, written: str, again: str) -> None:
    found = _reversed(claim)
    assert found is not None and found[0] == written
    assert f"at 2026-12-01 {again} ('2026-12-01 {again} ERROR" in found[1][1]


def test_an_event_that_did_stop_after_another_is_not() -> None:
    assert _reversed("order-svc 重启后未再出现 OutOfMemoryError") is None
    assert _reversed("No OutOfMemoryError was logged after the restart.") is None


@pytest.mark.parametrize("output", [
    # a line writing one of them with no time: when it happened is not known
    "java.lang.OutOfMemoryError: Java heap space\n2026-12-01 03:14:30 pod restarted",
    # on two days: times of day tell nothing
    "2026-12-02 03:14:09 java.lang.OutOfMemoryError\n2026-12-01 03:14:30 pod restarted",
    # at the same minute, the claim's precision being the lines' coarser one
    "2026-12-01 03:14 java.lang.OutOfMemoryError\n2026-12-01 03:14:30 pod restarted",
])
def test_lines_that_cannot_tell_the_order_say_nothing(output: str) -> None:
    assert _reversed("order-svc 先重启，随后抛出 OutOfMemoryError", output) is None


def test_one_line_of_either_event_in_the_claimed_order_is_enough() -> None:
    later_oom = LOG + "\n2026-12-01 03:16:00 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space"
    assert _reversed("order-svc 先重启，随后抛出 OutOfMemoryError", later_oom) is None


def test_events_are_read_across_languages() -> None:
    # `超时` is the glossary's timeout; the lines write `timed out` (03:15:02 at the earliest)
    found = _reversed("order-svc 先超时，随后重启")
    assert found is not None and "timed out" in found[1][1]
    assert _reversed("order-svc 重启后出现超时") is None
