"""Programs against `supervisorctl status` (gatekeeper.rules.support.evidence.supervised)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.supervised import program_contradicted, programs

STATUS = """api                              RUNNING   pid 1234, uptime 2 days, 3:04:05
web:web_00                       RUNNING   pid 2200, uptime 0:14:05
web:web_01                       RUNNING   pid 2201, uptime 1 day, 0:14:05
worker                           FATAL     Exited too quickly (process log may have details)
celery                           BACKOFF   Exited too quickly (process log may have details)
scheduler                        STOPPED   Dec 07 10:01 AM"""


def test_each_row_is_read() -> None:
    assert programs(STATUS)["api"] == ("RUNNING", "1234", 2)
    assert programs(STATUS)["web:web_00"] == ("RUNNING", "2200", 0)
    assert programs(STATUS)["worker"] == ("FATAL", None, None)


def test_a_name_listed_twice_is_no_list() -> None:
    assert programs("api  RUNNING   pid 1, uptime 0:00:01\napi  STOPPED   Dec 07 10:01 AM") == {}


@pytest.mark.parametrize("claim", [
    "api 进程处于 FATAL 状态", "worker is running", "scheduler 正在运行", "api 已停止",
    "api 启动失败，退出过快",
    "web_00 处于 BACKOFF 状态", "web:web_01 已退出",
    "worker 的 pid 为 1234", "web_00 的 pid 为 2201", "scheduler runs as PID 2200",
    "worker 已运行 2 天", "api 已运行 1 天", "web_00 has been up for 1 day",
])
def test_a_state_pid_or_days_the_list_gives_otherwise_is_contradicted(claim: str) -> None:
    assert program_contradicted(claim, [], [STATUS], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "worker 进程处于 FATAL 状态", "worker 启动失败", "worker 已停止",  # FATAL: it gave up
    "celery 在反复重启", "celery 启动失败", "api is running", "scheduler is stopped",
    "api 的 pid 为 1234", "web_01 的进程号是 2201", "api 已运行 2 天",
    "web_00 的 pid 为 9999",  # found nowhere
    "api 没有停止",  # a negator: unsure
    "api 和 worker 都在运行",  # two programs
    "api 已运行超过 1 天", "api 已运行约 3 天",  # a bound, an approximation
    "nginx 已停止",  # not listed
    "web 正在运行",  # a group, not a program
])
def test_what_the_list_holds_or_leaves_unsure_is_not(claim: str) -> None:
    assert program_contradicted(claim, [], [STATUS], lambda line: []) is None


def test_two_lists_that_differ_leave_it_unsure() -> None:
    other = STATUS.replace("FATAL     Exited", "RUNNING   Exited")
    assert program_contradicted("worker is running", [], [STATUS, other], lambda line: []) is None
