"""A claim saying a resource has room (`磁盘空间充足`, `连接池未耗尽`, `the conntrack table is not
full`) fails when its cited log reports that resource exhausted; saying it is exhausted, or that
another resource has room, does not.

Every such forged claim passed: the state is no anchor and the resource's words are the log's
(`pool`, `full`, `space`), so at most a warning said a word was negated (ceiling PASS). Now a
clause giving a resource room is contradicted by a line stating its exhaustion
(`evidence/exhausted.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, clock_stamp, not_failed

SERVICES = ("payment-svc", "order-svc", "auth-svc", "inventory-api")
#: (resource, lines stating it exhausted, claims giving it room, claims saying it is exhausted)
RESOURCES = (
    ("disk", ("write /data/app-{n}.log: no space left on device",
              'ERROR:  could not extend file "base/16384/{n}": No space left on device',
              "java.io.IOException: No space left on device"),
     ("{s} 的磁盘空间充足", "{s} 磁盘没有满", "the disk of {s} has enough space", "{s} 的磁盘还有剩余空间"),
     ("{s} 的磁盘已满", "{s} 磁盘空间不足", "the disk of {s} is full")),
    ("connection pool", ("HikariPool-1 - Connection is not available, request timed out after {n}ms.",
                         "Cannot get a connection, pool error Timeout waiting for idle object"),
     ("{s} 的连接池未耗尽", "{s} 连接池没有被打满", "the connection pool of {s} was not exhausted"),
     ("{s} 的连接池已耗尽", "the connection pool of {s} was exhausted")),
    ("conntrack", ("kernel: nf_conntrack: nf_conntrack: table full, dropping packet",),
     ("{s} 所在节点的 conntrack 表没有满", "the conntrack table of {s}'s node is not full"),
     ("{s} 所在节点的 conntrack 表已满",)),
    ("file descriptors", ("java.io.IOException: Too many open files",
                          "accept4() failed (24: Too many open files)"),
     ("{s} 的文件句柄充足", "{s} has enough file descriptors"),
     ("{s} 的文件句柄耗尽", "{s} ran out of file descriptors")),
    ("heap", ("java.lang.OutOfMemoryError: Java heap space",
              "java.lang.OutOfMemoryError: GC overhead limit exceeded"),
     ("{s} 的堆内存充足", "{s} 堆内存没有耗尽"),
     ("{s} 的堆内存耗尽", "{s} 发生了 OutOfMemoryError")),
    ("thread pool", ("java.util.concurrent.RejectedExecutionException: Task rejected from java.util."
                     "concurrent.ThreadPoolExecutor[Running, pool size = {n}, active threads = {n}]",),
     ("{s} 的线程池没有被打满", "{s} 线程池未满"),
     ("{s} 的线程池被打满，任务被拒绝",)),
)


def _log(rng: random.Random, service: str, exhausted: str) -> str:
    clock = rng.randrange(3600, 80000)
    lines = [f"{clock_stamp(clock + n)} INFO [{service}] request handled in {rng.randint(5, 90)}ms"
             for n in range(rng.randint(1, 3))]
    lines.append(f"{clock_stamp(clock + 5)} ERROR [{service}] {exhausted.format(n=rng.randint(200, 30000))}")
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str, str]]:
    """(forged claim, faithful claim, another resource given room, log)."""
    rng = random.Random(3402)
    probes = []
    for n in range(96):
        service = rng.choice(SERVICES)
        _, lines, room, full = RESOURCES[n % len(RESOURCES)]
        other = RESOURCES[(n + 1 + rng.randrange(len(RESOURCES) - 1)) % len(RESOURCES)]
        log = _log(rng, service, rng.choice(lines))
        probes.append((rng.choice(room).format(s=service), rng.choice(full).format(s=service),
                       rng.choice(other[2]).format(s=service), log))
    return probes


def test_a_resource_given_room_that_its_log_reports_exhausted_fails() -> None:
    assert not_failed((forged, log, log) for forged, _, _, log in _probes()) == []


def test_the_exhaustion_stated_or_another_resource_given_room_does_not_fail() -> None:
    claims = [(claim, log) for _, faithful, other, log in _probes() for claim in (faithful, other)]
    assert [claim for claim, log in claims if check(claim, log, log).status == "fail"] == []
