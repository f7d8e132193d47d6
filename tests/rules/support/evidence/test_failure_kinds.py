"""A failure named where the evidence prints another of its family
(gatekeeper.rules.support.evidence.failure_kinds)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.failure_kinds import failure_kind_swapped

LOCK_WAIT = "ERROR 1205 (HY000): Lock wait timeout exceeded; try restarting transaction"
DEADLOCK = "ERROR 1213 (40001): Deadlock found when trying to get lock; try restarting transaction"
OOM = "kernel: Out of memory: Killed process 1234 (java) total-vm:8123456kB, anon-rss:6123456kB"
NXDOMAIN = ";; ->>HEADER<<- opcode: QUERY, status: NXDOMAIN, id: 12345"
UNTRUSTED = ("SSL routines:tls_process_server_certificate:certificate verify failed: "
             "unable to get local issuer certificate")
READONLY = "(error) READONLY You can't write against a read only replica."


def _swapped(claim: str, output: str) -> bool:
    return failure_kind_swapped(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("mysql 发生了死锁", LOCK_WAIT), ("mysql 锁等待超时", DEADLOCK),
    ("the transaction hit a deadlock", LOCK_WAIT),
    ("进程 java 因段错误崩溃", OOM), ("DNS 解析超时", NXDOMAIN), ("DNS returned SERVFAIL", NXDOMAIN),
    ("TLS 握手失败，原因是证书过期", UNTRUSTED), ("redis 返回 OOM 错误", READONLY),
])
def test_another_failure_of_the_family_is_contradicted(claim: str, output: str) -> None:
    assert _swapped(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("mysql 发生死锁，事务被回滚", DEADLOCK), ("进程被 OOM killer 杀死", OOM),
    ("DNS 解析返回 NXDOMAIN", NXDOMAIN),
    ("排除了死锁，原因是锁等待超时", LOCK_WAIT), ("不是死锁，而是锁等待超时", LOCK_WAIT),  # ruled out
    ("mysql 的慢查询导致锁等待", LOCK_WAIT),  # no failure of the family named
    ("发生了死锁", OOM),  # nothing of the family printed
    ("服务发生了死锁", LOCK_WAIT),  # no subject of the family named
])
def test_the_printed_failure_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _swapped(claim, output)
