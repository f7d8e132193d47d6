"""A function's share, time or command against a CPU profile's rows
(gatekeeper.rules.support.evidence.profile_rows)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.profile_rows import profile_rows, profile_value_contradicted

PPROF = """Showing nodes accounting for 4.20s, 84.00% of 5s total
      flat  flat%   sum%        cum   cum%
     1.50s 30.00% 30.00%      2.10s 42.00%  runtime.mallocgc
     0.62s 12.40% 42.40%      0.62s 12.40%  syscall.Syscall
     0.40s  8.00% 50.40%      3.20s 64.00%  main.handleRequest"""
PERF = """# Overhead  Command  Shared Object      Symbol
# ........  .......  .................  ......
#
    23.45%  mysqld   [kernel.kallsyms]  [k] _raw_spin_lock
    12.30%  mysqld   mysqld             [.] row_search_mvcc
     4.10%  java     [kernel.kallsyms]  [k] ext4_mark_iloc"""


def contradicted(claim: str, text: str) -> bool:
    return profile_value_contradicted(claim, [], [text], lambda text: []) is not None


def test_each_function_s_row_is_read_with_its_function_last() -> None:
    rows = profile_rows(PPROF)
    assert rows["main.handleRequest"].amounts == (("flat", "0.40s"), ("cum", "3.20s"))
    assert profile_rows(PERF)["ext4_mark_iloc"].command == "java"
    twice = f"{PERF}\n    1.00%  java  libjvm.so  [.] ext4_mark_iloc"
    assert profile_rows(twice).get("ext4_mark_iloc") is None


@pytest.mark.parametrize("claim", [
    "main.handleRequest 累计耗时 2.10s",  # mallocgc's cum
    "runtime.mallocgc 的 flat 占比为 42.00%",  # its cum%, not its flat%
    "syscall.Syscall 占 CPU 8.00%", "main.handleRequest spent 1.5s in itself",
])
def test_another_function_s_value_is_contradicted(claim: str) -> None:
    assert contradicted(claim, PPROF)


@pytest.mark.parametrize("claim", [
    "main.handleRequest 累计耗时 3.20s", "main.handleRequest 累计耗时 3200 ms", "runtime.mallocgc 占 30%",
    "runtime.mallocgc 的 cum% 为 42%", "syscall.Syscall 自身耗时 0.62s",
    "mallocgc 占 12.40%",  # a name not written whole: none named
    "runtime.mallocgc 和 syscall.Syscall 共占 42.40%",  # two functions
    "runtime.mallocgc 约占 40%",  # an approximation
    "runtime.mallocgc 累计耗时从 2.1s 增加到 3.2s",  # two values
])
def test_a_function_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim, PPROF)


@pytest.mark.parametrize(("claim", "found"), [
    ("ext4_mark_iloc 占用 CPU 12.30%", True), ("ext4_mark_iloc 来自 mysqld 进程", True),
    ("row_search_mvcc 占用 CPU 12.30%", False), ("ext4_mark_iloc 来自 java 进程", False),
    ("_raw_spin_lock 占 23.5%", False),  # rounded as written
])
def test_perf_s_overhead_and_command_are_a_symbol_s_own(claim: str, found: bool) -> None:
    assert contradicted(claim, PERF) is found
