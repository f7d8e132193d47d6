"""A Java thread's state (gatekeeper.rules.support.evidence.thread_states)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.thread_states import thread_state_denied

DUMP = '''"http-nio-8080-exec-5" #45 daemon prio=5 tid=0x7f3c2c00a800 nid=0x1a2b waiting for monitor entry
   java.lang.Thread.State: BLOCKED (on object monitor)
\tat com.shop.order.OrderService.reserve(OrderService.java:88)
"http-nio-8080-exec-7" #47 daemon prio=5 os_prio=0 tid=0x7f3c2c00c800 nid=0x1a2d runnable
   java.lang.Thread.State: RUNNABLE
"pool-2-thread-1" #52 prio=5 os_prio=0 tid=0x7f3c2c0ff000 nid=0x1a40 waiting on condition
   java.lang.Thread.State: TIMED_WAITING (parking)
"main" #1 prio=5 os_prio=0 tid=0x7f3c2c009800 nid=0x1a01 runnable'''


def _denied(claim: str) -> str | None:
    found = thread_state_denied(claim, [], [DUMP], lambda text: [])
    return None if found is None else found[1][0]


@pytest.mark.parametrize("claim", [
    "http-nio-8080-exec-5 处于 RUNNABLE 状态", "http-nio-8080-exec-7 is BLOCKED",
    "http-nio-8080-exec-7 被阻塞",
    "pool-2-thread-1 正在运行", "pool-2-thread-1 is WAITING", "http-nio-8080-exec-7处于BLOCKED状态",
])
def test_a_state_the_thread_s_state_line_denies_is_found(claim: str) -> None:
    assert _denied(claim) is not None


def test_the_finding_names_the_thread_s_state() -> None:
    assert _denied("http-nio-8080-exec-7 is BLOCKED") == (
        "http-nio-8080-exec-7's state RUNNABLE ('java.lang.Thread.State: RUNNABLE')")


@pytest.mark.parametrize("claim", [
    "http-nio-8080-exec-5 is BLOCKED", "http-nio-8080-exec-5 在等待锁", "pool-2-thread-1 is waiting",
    "pool-2-thread-1 被阻塞",  # a thread not running is blocked, colloquially
    "http-nio-8080-exec-5 不再阻塞",  # negated: unsure
    "http-nio-8080-exec-5 从 BLOCKED 变为 RUNNABLE",  # two states: a change told
    "http-nio-8080-exec-5 is blocked by http-nio-8080-exec-7",  # two threads
    "the main thread is BLOCKED",  # no state line printed for it
])
def test_a_state_allowed_or_unsure_is_no_finding(claim: str) -> None:
    assert _denied(claim) is None
