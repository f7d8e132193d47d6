"""A count a claim gives what a `grep -c` echoed in its evidence counted otherwise
(gatekeeper.rules.support.evidence.grep_counts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.grep_counts import grep_count_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

THREADS = ("$ jstack 2231 | grep -c 'java.lang.Thread.State: BLOCKED'\n37\n"
           "$ jstack 2231 | grep -c 'java.lang.Thread.State: RUNNABLE'\n200")
ERRORS = "$ grep -c ERROR /var/log/app.log\n37"
TIMEOUTS = "$ grep -i timeout /var/log/app.log | wc -l\n12"


def swapped(claim: str, text: str) -> bool:
    return grep_count_swapped(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("有 200 个线程处于 BLOCKED 状态", THREADS), ("37 threads are RUNNABLE", THREADS),
    ("app.log 中有 12 条 ERROR 日志", ERRORS), ("there were 37 timeout errors", TIMEOUTS),
])
def test_a_count_the_grep_of_its_word_counts_otherwise_is_swapped(claim: str, text: str) -> None:
    assert swapped(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("有 37 个线程处于 BLOCKED 状态", THREADS), ("app.log 中有 37 条 ERROR 日志", ERRORS),  # as counted
    ("共有 200 个线程", THREADS),  # no grep's word
    ("BLOCKED 和 RUNNABLE 的线程共 237 个", THREADS),  # two greps' words
    ("超过 30 个线程 BLOCKED", THREADS), ("ERROR 日志的 p99 为 12ms", ERRORS),  # a bound, a unit
    ("重启前有 12 条 ERROR 日志", ERRORS),  # another time
    ("有 12 条 ERROR 日志", "$ grep ERROR /var/log/app.log\n12"),  # no count asked: a line's number
])
def test_a_count_as_counted_or_unsure_is_not(claim: str, text: str) -> None:
    assert not swapped(claim, text)
