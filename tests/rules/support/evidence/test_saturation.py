"""A pool or a disk said exhausted or full while its readings have room
(gatekeeper.rules.support.evidence.saturation)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.saturation import saturation_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

SPARE = "2026-12-06 03:14:10 [payment-svc] HikariPool-1 - Pool stats (total=50, active=7, idle=43, waiting=0)"
BUSY = "2026-12-06 03:14:20 [payment-svc] HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=37)"
DF = ("Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   20G   30G  40% /\n"
      "/dev/sdb1       500G  225G  275G  45% /data")


def _contradicted(claim: str, output: str) -> str | None:
    found = saturation_contradicted(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else found[0].raw


@pytest.mark.parametrize(("claim", "output", "raw"), [
    ("payment-svc 连接池已耗尽", SPARE, "连接池已耗尽"),
    ("The connection pool of payment-svc was exhausted", "[payment-svc] active=7/50",
     "pool of payment-svc was exhausted"),
    ("磁盘 /data 已满", DF, "磁盘 /data 已满"),
    ("磁盘已满", DF, "磁盘已满"),  # no mount named: every row has room
    ("The disk /data is full", DF, "disk /data is full"),
    ("order-svc 线程池已满", "[order-svc] ThreadPool stats: active=150, poolSize=200, max=200, queue=0",
     "线程池已满"),  # a thread pool: fewer busy than its bound, none queued
])
def test_a_pool_or_disk_said_full_whose_readings_all_have_room_is_contradicted(claim: str, output: str,
                                                                               raw: str) -> None:
    assert _contradicted(claim, output) == raw


@pytest.mark.parametrize(("claim", "output"), [
    ("payment-svc 连接池已耗尽", f"{SPARE}\n{BUSY}"),  # exhausted at one reading
    ("payment-svc 连接池已耗尽", f"{SPARE}\n[payment-svc] HikariPool-1 - Connection is not available"
                              ", request timed out: pool exhausted"),  # stated in words
    ("payment-svc 连接池未耗尽", SPARE), ("payment-svc pool is not exhausted", SPARE),  # denied
    ("没有任何磁盘已满", DF), ("none of the disks are full", DF),  # denied of every disk
    ("order-svc 连接池已耗尽", SPARE),  # another service's reading
    ("磁盘 /var 已满", DF),  # a mount no row is of
    ("磁盘 /data 已满", DF.replace("45% /data", "98% /data")),
    ("payment-svc 的磁盘已满", "write failed: No space left on device"),
])
def test_a_reading_of_exhaustion_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is None


DF_I = ("$ df -i\nFilesystem      Inodes  IUsed   IFree IUse% Mounted on\n"
        "/dev/sda1      6553600 6553600      0  100% /")
DF_H = "$ df -h\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   22G   26G  46% /"


@pytest.mark.parametrize(("claim", "contradicted"), [
    ("磁盘空间已满", True), ("磁盘容量已满", True),  # the space has room
    ("The disk space of / is full", True),
    ("磁盘 inode 已满", False), ("磁盘已满", False),  # the inodes, or either: one is full
    ("磁盘空间已用尽", True), ("磁盘空间已经用完", True), ("the disk has run out of space", True),
    ("inode 已耗尽", False), ("没有可用的 inode", False), ("inodes are exhausted", False),
])
def test_space_is_read_off_df_h_and_inodes_off_df_i(claim: str, contradicted: bool) -> None:
    assert (_contradicted(claim, f"{DF_I}\n{DF_H}") is not None) is contradicted


def test_a_thread_pool_at_its_bound_or_queueing_is_full_and_a_connection_pool_s_stats_are_not_its() -> None:
    assert _contradicted("线程池已满", "active=200, poolSize=200, max=200, queue=0") is None
    assert _contradicted("线程池已满", "active=150, poolSize=200, max=200, queue=37") is None
    assert _contradicted("payment-svc 线程池已满", SPARE) is None  # HikariCP's: no thread pool's


FREE_ROOM = "              total   used   free\nMem:   15884   8123   1200\nSwap:   2047   0   2047"
FREE_FULL = "               total        used        free\nSwap:          2.0Gi       2.0Gi          0B"
MEMINFO_HALF = "SwapTotal:       2097152 kB\nSwapCached:          0 kB\nSwapFree:        1048576 kB"


@pytest.mark.parametrize(("claim", "output", "contradicted"), [
    ("swap 已用尽", FREE_ROOM, True), ("Swap 已被完全使用", MEMINFO_HALF, True),
    ("swap is full", FREE_ROOM, True),
    ("系统正在大量使用 swap", FREE_ROOM, True), ("heavy swapping on web-01", FREE_ROOM, True),
    ("swap 已用尽", FREE_FULL, False), ("系统正在大量使用 swap", MEMINFO_HALF, False),  # as printed
    ("swap 已用尽", MEMINFO_HALF, True), ("没有大量使用 swap", FREE_ROOM, False),  # half used; a denial
])
def test_swap_said_used_up_or_heavily_is_read_off_its_readings(claim: str, output: str,
                                                                contradicted: bool) -> None:
    assert (_contradicted(claim, output) is not None) is contradicted
