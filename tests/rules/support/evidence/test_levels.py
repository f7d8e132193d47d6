"""A count of a log's lines by their level (gatekeeper.rules.support.evidence.levels)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.levels import (
    level_count_contradicted,
    level_counts_held,
    state_count_contradicted,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2024-03-01 11:15:40 WARN [order-svc] slow query took 1200ms
2024-03-01 11:15:41 WARN [order-svc] slow query took 1500ms
2024-03-01 11:15:42 WARN [payment-svc] pool usage 90%
2024-03-01 11:15:43 ERROR [order-svc] timeout after 5000ms
2024-03-01 11:15:44 INFO [order-svc] retry ok
{"ts":"2024-03-01T11:15:45Z","level":"warn","msg":"cache miss"}"""


def _held(claim: str, texts: list[str]) -> bool:
    anchors = extract_anchors(claim, include_timestamps=True)
    numbers = [a for a in anchors if a.kind == "number"]
    return level_counts_held(claim, anchors, numbers, [texts]) == []


@pytest.mark.parametrize("claim", [
    "日志中有 4 条警告", "出现了 1 条 ERROR 日志", "WARN 级别日志共 4 条", "有 4 个 WARN 级别的日志",
    "there were 4 WARN lines", "the output shows 4 warnings", "1 error line",
    "order-svc 有 2 条警告日志",  # the sentence's service: its lines only
])
def test_a_count_of_a_level_s_lines_is_held(claim: str) -> None:
    assert _held(claim, [LOG])


@pytest.mark.parametrize("claim", [
    "日志中有 3 条警告",  # four
    "出现了 4 条错误日志",  # another level's
    "there were 4 lines",  # no level
    "重试了 4 次",  # no count of lines
])
def test_another_count_is_not(claim: str) -> None:
    assert not _held(claim, [LOG])


def test_a_count_another_level_makes_or_lower_than_its_lines_is_contradicted() -> None:
    claim = "出现了 4 条错误日志"
    found = level_count_contradicted(claim, extract_anchors(claim), [[LOG]])
    assert found is not None and found[1] == ["1 line printing ERROR, 4 WARN"]
    claim = "日志中只有 2 条警告"
    found = level_count_contradicted(claim, extract_anchors(claim), [[LOG]])
    assert found is not None and found[1] == ["4 lines printing WARN"]


@pytest.mark.parametrize(("claim", "texts"), [
    ("出现了 5 条错误日志", [LOG]),  # more, and no level's lines make it: unsure
    ("出现了 4 条错误日志", [LOG + "\n... (truncated)"]),  # a cut output may hold more
    ("ERROR 日志共 4 条", ["matched 9 lines: INFO 4, WARN 1, ERROR 4", LOG]),  # a summary counts so
])
def test_an_unsure_count_is_not_contradicted(claim: str, texts: list[str]) -> None:
    assert level_count_contradicted(claim, extract_anchors(claim), [texts]) is None


DUMP = "\n".join(f'"exec-{n}" #{n} daemon\n   java.lang.Thread.State: {state}'
                 for n, state in enumerate(("BLOCKED", "BLOCKED", "WAITING", "BLOCKED", "RUNNABLE")))


@pytest.mark.parametrize(("claim", "held"), [
    ("有 3 个线程处于 BLOCKED 状态", True), ("3 threads are BLOCKED", True), ("1 个线程为 RUNNABLE", True),
    ("有 2 个线程处于 BLOCKED 状态", False), ("有 3 个线程处于 WAITING 状态", False),
])
def test_a_count_of_a_state_s_lines_is_held(claim: str, held: bool) -> None:
    assert _held(claim, [DUMP]) is held


@pytest.mark.parametrize(("claim", "said"), [
    ("有 2 个线程处于 BLOCKED 状态", "3 lines printing BLOCKED"),  # fewer than its lines
    ("有 1 个线程处于 WAITING 状态 ", None),  # its own
    ("有 3 个线程处于 WAITING 状态", "1 line printing WAITING, 3 BLOCKED"),  # another state's
    ("有 4 个线程处于 WAITING 状态", None),  # no state's: unsure
])
def test_a_count_of_a_state_another_state_makes_is_contradicted(claim: str, said: str | None) -> None:
    found = state_count_contradicted(claim, extract_anchors(claim), [[DUMP]])
    assert (found and found[1][0]) == said


APACHE = """[Sun Dec 04 04:47:44 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties
[Sun Dec 04 04:47:44 2005] [error] mod_jk child workerEnv in error state 6
[Sun Dec 04 04:51:08 2005] [notice] jk2_init() Found child 6725 in scoreboard slot 10"""


def test_apache_s_bracketed_levels_are_its_lines_levels() -> None:
    # `[error]` is the line's level, not the word `error` later in it (a count is of lines)
    assert _held("日志中有 1 条 error", [APACHE]) and _held("there were 2 notice lines", [APACHE])
    claim = "出现了 2 条错误日志"
    found = level_count_contradicted(claim, extract_anchors(claim), [[APACHE]])
    assert found is not None and found[1] == ["1 line printing ERROR, 2 NOTICE"]
