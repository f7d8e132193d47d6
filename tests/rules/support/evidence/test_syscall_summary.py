"""A system call's values against `strace -c`'s summary
(gatekeeper.rules.support.evidence.syscall_summary)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.syscall_summary import syscall_value_swapped

SUMMARY = """% time     seconds  usecs/call     calls    errors syscall
------ ----------- ----------- --------- --------- ----------------
 62.35    0.412345          41     10023       512 futex
 10.02    0.066271         331       200        87 connect
  7.52    0.049734           4     12433           read
------ ----------- ----------- --------- --------- ----------------
100.00    0.661362                 22656       599 total"""


@pytest.mark.parametrize("claim", [
    "connect 失败了 512 次", "futex 调用了 12433 次", "futex 占用了 10.02% 的时间",
    "connect 每次调用耗时 41 微秒",
    "futex 报错 10023 次", "总共 10023 次系统调用", "read took 0.066 seconds",
])
def test_another_call_s_or_column_s_value_is_contradicted(claim: str) -> None:
    assert syscall_value_swapped(claim, [], [SUMMARY], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "connect 失败了 87 次", "futex 调用了 10023 次", "futex 占用了 62.35% 的时间",
    "connect 每次调用耗时 331 微秒",
    "futex 占用了 62.4% 的时间",  # rounded
    "futex 和 read 调用了 10023 次",  # two calls
    "readv 调用了 200 次",  # no call of the summary (`read` is no part of it)
    "futex 调用超过 10000 次",  # a bound
])
def test_the_call_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert syscall_value_swapped(claim, [], [SUMMARY], lambda text: []) is None
