"""A level said of every log line or of none (gatekeeper.rules.support.evidence.level_generalised)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.level_generalised import level_generalised
from gatekeeper.rules.support.text.anchors import extract_anchors

LINES = """\
2015-07-29 17:41:44,747 - INFO  [QuorumPeer[myid=1]:FastLeaderElection@774] - Notification time out: 3200
2015-07-29 17:41:44,748 - WARN  [WorkerSender[myid=1]:QuorumCnxManager@368] - Cannot open channel to 3
2015-07-29 17:41:44,750 - INFO  [QuorumPeer[myid=1]:FastLeaderElection@774] - Notification time out: 6400"""
SERVICES = """2026-12-05 03:14:09 ERROR [payment-svc] java.net.SocketTimeoutException: Read timed out
2026-12-05 03:14:10 INFO  [order-svc] request served in 12ms"""


def contradicted(claim: str, text: str) -> bool:
    return level_generalised(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("所有日志都是 INFO 级别", LINES), ("日志全是 INFO", LINES), ("all log lines are INFO", LINES),
    ("日志里没有 WARN", LINES), ("没有警告日志", LINES), ("no WARN lines", LINES),
    ("there were no warnings", LINES),
    ("order-svc 的日志中没有错误", SERVICES.replace("INFO  [order-svc]", "ERROR [order-svc]")),
])
def test_a_level_a_line_denies_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("日志里没有 ERROR", LINES), ("所有日志都是 INFO 级别", LINES.replace("WARN ", "INFO ")),
    ("除了一条 WARN，所有日志都是 INFO 级别", LINES),  # an exception
    ("并非所有日志都是 INFO 级别", LINES),  # not every
    ("重启之后日志里没有 WARN", LINES),  # another time
    ("order-svc 的日志中没有错误", SERVICES),  # another service's line
])
def test_a_level_as_printed_or_unsure_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)
