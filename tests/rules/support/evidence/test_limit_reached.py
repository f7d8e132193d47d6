"""A resource said at its configured limit, or under it, the other way from the use its
evidence prints (gatekeeper.rules.support.evidence.limit_reached)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.limit_reached import limit_reach_contradicted


def redis(used: int, limit: int, peak: int | None = None) -> str:
    lines = ["# Memory", f"used_memory:{used}", f"used_memory_human:{used / 2**30:.2f}G"]
    lines += [f"used_memory_peak:{peak}"] if peak is not None else []
    return "\n".join([*lines, f"maxmemory:{limit}", f"maxmemory_human:{limit / 2**30:.2f}G",
                      "maxmemory_policy:allkeys-lru"])


def mysql(connected: int, most: int, limit: int) -> str:
    """`mysql -e "SHOW GLOBAL STATUS ...; SHOW VARIABLES ..."`, in batch mode."""
    return (f"Variable_name\tValue\nThreads_connected\t{connected}\nMax_used_connections\t{most}\n"
            f"Variable_name\tValue\nmax_connections\t{limit}")


def conntrack(count: int, limit: int) -> str:
    return (f"$ sysctl net.netfilter.nf_conntrack_count net.netfilter.nf_conntrack_max\n"
            f"net.netfilter.nf_conntrack_count = {count}\nnet.netfilter.nf_conntrack_max = {limit}")


def descriptors(count: int, limit: int, ulimit: bool = False) -> str:
    if ulimit:
        return f"$ lsof -p 2231 | wc -l\n{count}\n$ ulimit -n\n{limit}"
    return (f"$ ls /proc/2231/fd | wc -l\n{count}\n$ cat /proc/2231/limits | grep 'open files'\n"
            f"Max open files            {limit}                {limit * 4}                files")


GIB = 2**30


def contradicted(claim: str, output: str) -> bool:
    return limit_reach_contradicted(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("Redis 内存已经达到 maxmemory 上限", redis(2 * GIB, 4 * GIB)),
    ("Redis 内存已满", redis(2 * GIB, 4 * GIB)), ("Redis memory has reached its limit", redis(GIB, 4 * GIB)),
    ("Redis 内存还没有达到上限", redis(4 * GIB, 4 * GIB)),
    ("Redis memory is below the limit", redis(4 * GIB, 4 * GIB)),
    ("连接数达到了 max_connections", mysql(151, 200, 500)),
    ("MySQL connections are maxed out", mysql(151, 200, 500)),
    ("连接数还没有达到上限", mysql(500, 500, 500)),
    ("conntrack 表已满", conntrack(65536, 262144)), ("conntrack 表还没有达到上限", conntrack(262144, 262144)),
    ("the conntrack table is full", conntrack(1024, 262144)),
    ("进程打开的文件数已达到上限", descriptors(1021, 65535)),
    ("进程的文件描述符已耗尽", descriptors(1021, 65535)),
    ("the process hit its open files limit", descriptors(812, 1024, ulimit=True)),
    ("文件句柄还没有达到上限", descriptors(65535, 65535)),
])
def test_a_limit_said_reached_the_other_way_is_contradicted(claim: str, output: str) -> None:
    assert contradicted(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("Redis 内存已满", redis(4 * GIB, 4 * GIB)), ("Redis 内存未满", redis(2 * GIB, 4 * GIB)),
    ("Redis 内存已经达到上限", redis(int(3.8 * GIB), 4 * GIB)),  # 95%: a rounding
    ("Redis 内存曾经达到上限", redis(2 * GIB, 4 * GIB, peak=4 * GIB)),  # its peak did
    ("Redis 内存已满", redis(2 * GIB, 0)),  # no limit set: unsure
    ("Redis 内存接近上限", redis(2 * GIB, 4 * GIB)),  # near
    ("Redis 内存达到 2G 的上限", redis(2 * GIB, 4 * GIB)),  # a number: the number checks' own
    ("连接数达到了上限", mysql(151, 500, 500)),  # its most used did
    ("重启前连接数达到了上限", mysql(151, 200, 500)),  # another time
    ("内存和连接数都没有达到上限", redis(GIB, 4 * GIB) + "\n" + mysql(500, 500, 500)),  # two resources
    ("conntrack 表已满", conntrack(262144, 262144)), ("conntrack 表还没有满", conntrack(65536, 262144)),
    ("进程打开的文件数已达到上限", descriptors(65530, 65535)),
    ("fds are exhausted", descriptors(1024, 1024, ulimit=True)),
    ("进程打开的文件数已达到上限", "$ ls /proc/2231/fd | wc -l\n1021"),  # no limit printed
    ("进程打开的文件数已达到上限",
     descriptors(1021, 65535) + "\n$ ls /proc/4410/fd | wc -l\n65535"),  # two processes' counts
])
def test_a_limit_said_its_way_or_unsure_is_not(claim: str, output: str) -> None:
    assert not contradicted(claim, output)
