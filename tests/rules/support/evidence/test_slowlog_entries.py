"""A slow command's duration against its `SLOWLOG GET` entry
(gatekeeper.rules.support.evidence.slowlog_entries)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.slowlog_entries import slow_entries, slowlog_duration_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted

SLOWLOG = """127.0.0.1:6379> SLOWLOG GET 2
1) 1) (integer) 14
   2) (integer) 1733040000
   3) (integer) 52340
   4) 1) "KEYS"
      2) "user:*"
2) 1) (integer) 13
   2) (integer) 1733039000
   3) (integer) 1200
   4) 1) "HGETALL"
      2) "session:abc\""""


def contradicted(claim: str) -> bool:
    return slowlog_duration_contradicted(claim, [], [SLOWLOG], lambda text: []) is not None


def test_each_entry_is_read_with_its_command() -> None:
    assert slow_entries(SLOWLOG) == {"KEYS": 52340, "HGETALL": 1200}


@pytest.mark.parametrize("claim", ["HGETALL 耗时 52340 微秒", "KEYS 命令耗时 1200 微秒",
                                   "the HGETALL command took 52 ms", "慢查询 KEYS 耗时 1 毫秒"])
def test_another_entry_s_duration_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, [], [SLOWLOG], lambda text: []) is not None  # through the gate


@pytest.mark.parametrize("claim", [
    "KEYS 命令耗时 52340 微秒", "KEYS took 52ms", "HGETALL 执行了 1.2ms", "HGETALL took 1 ms",
    "KEYS 耗时约 50 毫秒",  # an approximation
    "KEYS 和 HGETALL 共耗时 53540 微秒",  # two commands
    "慢查询耗时 52340 微秒",  # none named
])
def test_its_own_duration_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)
