"""Gunicorn workers' events against its log (gatekeeper.rules.support.evidence.worker_events)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.evidence.worker_events import worker_event_swapped, worker_events
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = ("[2026-12-07 10:12:01 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:4121)\n"
       "[2026-12-07 10:12:01 +0000] [4121] [INFO] Worker exiting (pid: 4121)\n"
       "[2026-12-07 10:12:02 +0000] [1] [WARNING] Worker with pid 4121 was terminated due to signal 9\n"
       "[2026-12-07 10:12:02 +0000] [4388] [INFO] Booting worker with pid: 4388")


def contradicted(claim: str, text: str = LOG) -> bool:
    return worker_event_swapped(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_pid_s_events_are_read() -> None:
    assert worker_events(LOG) == {"4121": frozenset({"timeout", "exited", "killed"}),
                                  "4388": frozenset({"booted"})}


@pytest.mark.parametrize("claim", [
    "pid 为 4388 的 worker 超时", "worker 4388 timed out", "worker 4388 被信号 9 终止",
    "新启动的 worker pid 为 4121",
    "worker 4388 exited", "pid:4388 的 worker 退出了",
    "worker 4388 在 10:12:01 超时",  # a clock's parts are no pids
])
def test_an_event_another_pid_had_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [LOG], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "pid 为 4121 的 worker 超时", "worker 4121 被信号 9 终止", "新启动的 worker pid 为 4388",
    "worker 4121 exited",
    "worker 4121 和 4388 超时", "worker 4388 超时后被终止",  # two pids, two events
    "worker 4388 没有超时", "worker 4388 was not killed",  # a negator
    "worker 9999 超时",  # a pid the log prints nowhere
])
def test_its_own_event_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_an_event_no_worker_had_is_not() -> None:
    booted = LOG.split("\n")[3]
    assert not contradicted("worker 4388 超时", booted)


def test_a_text_without_worker_gives_nothing() -> None:
    claim = "pid 为 4388 的 worker 超时"
    text = "TIMEOUT (pid:4121)\nBooting with pid: 4388"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
