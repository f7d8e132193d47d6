"""A resource a claim gives room while its evidence reports it exhausted
(gatekeeper.rules.support.evidence.exhausted)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.exhausted import room_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

ENOSPC = "2026-12-05 03:14:09 ERROR [payment-svc] write /data/app.log: no space left on device"
DF = ("Filesystem      Size  Used Avail Use% Mounted on\n"
      "/dev/sda1        50G   20G   30G  40% /\n"
      "/dev/sdc1       1.0T  1.0T     0 100% /backup\n"
      "/dev/loop0       56M   56M     0 100% /snap/core18/2128")
SWAP = ("              total        used        free      shared  buff/cache   available\n"
        "Mem:          15885       12034         412         305        3438        3187\n"
        "Swap:          2047        2047           0")
INODES = ("Filesystem       Inodes   IUsed IFree IUse% Mounted on\n"
          "/dev/vdb1      13107200 13107200     0  100% /data\n"
          "/dev/vdc1      13107200   20480 13086720    1% /backup")
HIKARI = "HikariPool-1 - Connection is not available, request timed out after 30000ms."


def _contradicted(claim: str, output: str) -> bool:
    return room_contradicted(claim, extract_anchors(claim), [output], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("磁盘空间充足", ENOSPC), ("payment-svc 的磁盘没有满", ENOSPC), ("the disk has enough space", ENOSPC),
    ("磁盘 /data 还有剩余空间", ENOSPC),  # the line writes to /data
    ("磁盘 /backup 没有满", DF),  # the row of the mount named, at 100%
    ("没有分区写满", DF), ("no partition is full", DF),  # none full: any row at 100%
    ("根分区还有很多空间", DF.replace("40% /", "100% /").replace("20G   30G", "50G     0")),  # `/`
    ("连接池未耗尽", HIKARI), ("the connection pool was not exhausted", HIKARI),
    ("连接池没有被打满", "Pool stats (total=50, active=50, idle=0, waiting=12)"),
    ("conntrack 表没有满", "kernel: nf_conntrack: nf_conntrack: table full, dropping packet"),
    ("文件句柄充足", "java.io.IOException: Too many open files"),
    ("堆内存充足", "java.lang.OutOfMemoryError: Java heap space"),
    ("线程池未满", "java.util.concurrent.RejectedExecutionException: Task rejected"),
    ("主机内存充足", "kernel: Out of memory: Killed process 1234 (java)"),
    ("swap 还有空闲", SWAP),
    ("inode 没有用完", INODES.rsplit("\n", 1)[0]), ("/data 的 inode 还有剩余", INODES),  # `df -i` at 100%
    ("swap 空间充足", SWAP.replace("2047        2047           0", "2.0Gi       2.0Gi          0B")),
])
def test_room_given_to_a_resource_reported_exhausted_is_contradicted(claim: str, output: str) -> None:
    assert _contradicted(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("磁盘空间不足", ENOSPC), ("磁盘空间并不充足", ENOSPC),  # the exhaustion said, room denied
    ("清理日志后磁盘空间充足", ENOSPC), ("目前磁盘空间充足", ENOSPC),  # a later point: it may be over
    ("磁盘 /data2 没有满", ENOSPC),  # another mount
    ("order-svc 的磁盘没有满", ENOSPC),  # another service's line
    ("磁盘空间充足", DF),  # one row of three full (a snap's loop device is always full)
    ("根分区还有很多空间", DF), ("没有分区写满", DF.replace("100% /backup", " 99% /backup")),
    ("主机内存充足，但容器超出 limit 被 OOMKilled", "kernel: Out of memory: Killed process 1234 (java)"),
    ("主机内存充足", "java.lang.OutOfMemoryError: Java heap space"),  # the heap is no host's memory
    ("磁盘空间充足", HIKARI),  # another resource
    ("swap 还有空闲", SWAP.replace("2047           0", "1024        1023")),
    ("inode 没有用完", DF),  # `df`'s blocks, no inodes
    ("/backup 的 inode 还有剩余", INODES), ("inode 没有用完", INODES),  # another mount; which one
])
def test_no_contradiction_or_unsure_says_nothing(claim: str, output: str) -> None:
    assert not _contradicted(claim, output)
