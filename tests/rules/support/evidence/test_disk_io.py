"""A process's or the disk's rates against `iotop -b` (gatekeeper.rules.support.evidence.disk_io)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.disk_io import io_rate_swapped, io_rows

IOTOP = """Total DISK READ:       1.20 M/s | Total DISK WRITE:      45.30 M/s
Actual DISK READ:       1.18 M/s | Actual DISK WRITE:      44.90 M/s
    TID  PRIO  USER     DISK READ  DISK WRITE  SWAPIN     IO>    COMMAND
  28411 be/4 mysql       0.00 B/s   38.20 M/s  0.00 % 87.12 % mysqld --defaults-file=/etc/my.cnf
   1203 be/4 root        1.10 M/s    6.50 M/s  0.00 % 12.40 % /usr/bin/rsync -a /data /backup"""


def test_the_totals_and_each_process_are_read() -> None:
    rows = io_rows(IOTOP)
    assert rows["total"]["write"] == "45.30 M/s" and rows["rsync"]["io"] == "12.40 %"


@pytest.mark.parametrize("claim", [
    "rsync 写入 38.20 M/s", "mysqld 的 IO 占用 12.40%", "磁盘总读取 45.30 M/s", "rsync reads 6.50 M/s",
])
def test_another_process_s_or_direction_s_rate_is_contradicted(claim: str) -> None:
    assert io_rate_swapped(claim, [], [IOTOP], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "mysqld 写入 38.20 M/s", "mysqld 写入 38.2 MB/s", "磁盘总写入 45.3 M/s", "rsync 的 IO 占用 12.4%",
    "mysqld 写入 39100 K/s",  # another unit: unsure
    "mysqld 读写 38.20 M/s",  # both directions
    "mysqld 和 rsync 写入 38.20 M/s",  # two processes
])
def test_its_own_rate_or_unsure_is_not(claim: str) -> None:
    assert io_rate_swapped(claim, [], [IOTOP], lambda line: []) is None
