"""A replica said to replicate normally, or without lag, against its status
(gatekeeper.rules.support.evidence.replication)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.replication import replication_contradicted

IO_STOPPED = "Slave_IO_Running: No\nSlave_SQL_Running: Yes\nSeconds_Behind_Master: NULL"
LAGGING = "Replica_IO_Running: Yes\nReplica_SQL_Running: Yes\nSeconds_Behind_Source: 3600"
CAUGHT_UP = "Slave_IO_Running: Yes\nSlave_SQL_Running: Yes\nSeconds_Behind_Master: 2"
LINK_DOWN = "# Replication\nrole:slave\nmaster_link_status:down"


def _contradicted(claim: str, status: str) -> bool:
    return replication_contradicted(claim, [], [status], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "status"), [
    ("主从复制正常", IO_STOPPED), ("mysql replication is healthy", IO_STOPPED),
    ("从库同步正常", LINK_DOWN), ("主从复制正常，没有延迟", LAGGING), ("从库没有复制延迟", IO_STOPPED),
    ("the replica has no lag", LAGGING), ("复制延迟为 0", LAGGING),
])
def test_a_judgement_the_status_denies_is_contradicted(claim: str, status: str) -> None:
    assert _contradicted(claim, status)


@pytest.mark.parametrize(("claim", "status"), [
    ("主从复制正常，没有延迟", CAUGHT_UP),  # 2 seconds: under LAGGING
    ("主从复制不正常", IO_STOPPED),  # denied
    ("从库延迟 3600 秒", LAGGING),  # a value: the fields' to read
    ("重启 IO 线程后复制恢复正常", IO_STOPPED), ("目前复制已恢复正常", IO_STOPPED),  # a later point
    ("主从复制正常", f"{IO_STOPPED}\n---\n{CAUGHT_UP}"),  # printed both ways: unsure
])
def test_a_judgement_the_status_agrees_with_or_unsure_is_not(claim: str, status: str) -> None:
    assert not _contradicted(claim, status)
