"""Machine-printed text told from prose (gatekeeper.rules.support.text.machine)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.machine import machine_printed


@pytest.mark.parametrize("text", [
    "Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for root from 103.99.0.122 port 56079",
    "[Mon Dec 05 10:59:29 2005] [error] mod_jk child workerEnv in error state 6",
    "03-17 16:14:08.245  2626  2839 I PhoneInterfaceManager: shouldBlockLocation  ret:false",
    "2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽：active=50/50",
    "081109 204815 653 INFO dfs.DataNode$DataXceiver: Receiving block blk_5792489080791696128",
    # a level and a dotted name of code; a clock time and one
    "081111 061534 21779 INFO dfs.DataNode$PacketResponder: PacketResponder 2 for block "
    "blk_-615578808743808725 terminating",
    '03-17 16:14:08.266  1702  8290 D PowerManagerService: Releasing suspend blocker '
    '"PowerManagerService.WakeLocks".',
])
def test_log_lines_are_machine_printed(text: str) -> None:
    assert machine_printed(text)


@pytest.mark.parametrize("text", [
    "Sutton says he was just 8 years old in 1940 when his blacksmith father brought him.",
    "The meeting starts at 10:05 and ends at noon.",  # one sign is a sentence's
    "We expect organic sales growth to be within our 3% to 5% long-term target range.",
    "支付服务在 11 月 30 日出现请求超时，CPU 使用率 92%。",
    "He read it on dailymail.co.uk, e.g. the U.S. Steel story, on his iPhone.",  # hosts are no code
])
def test_prose_is_not(text: str) -> None:
    assert not machine_printed(text)
