"""A claim saying replication is well, or the replica does not lag, fails when the cited replica
status says a thread stopped, the link is down or it lags; it passes over a healthy status.

`主从复制正常`, `replication is healthy`, `主从同步正常，没有延迟` citing `SHOW REPLICA STATUS\\G`
with `Slave_IO_Running: No` or `Seconds_Behind_Master: 3600`, or Redis's `INFO replication` with
`master_link_status:down`, passed: a judgement is no anchor (`evidence/replication.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed

WELL = ("主从复制正常", "{db} 的主从复制状态正常", "{db} replication is healthy", "从库同步正常")
NO_LAG = ("从库没有复制延迟", "{db} 主从同步正常，没有延迟", "the replica has no lag", "复制延迟为 0")


def _mysql(rng: random.Random, io: str, sql: str, behind: str) -> str:
    host = f"10.0.{rng.randint(1, 9)}.{rng.randint(2, 250)}"
    return "\n".join(["*************************** 1. row ***************************",
                      "               Slave_IO_State: Waiting for master to send event",
                      f"                  Master_Host: {host}", "                  Master_Port: 3306",
                      f"              Master_Log_File: mysql-bin.{rng.randint(1, 999):06d}",
                      f"             Slave_IO_Running: {io}", f"            Slave_SQL_Running: {sql}",
                      f"        Seconds_Behind_Master: {behind}"])


def _redis(rng: random.Random, link: str) -> str:
    return "\n".join(["# Replication", "role:slave", f"master_host:10.0.3.{rng.randint(2, 250)}",
                      "master_port:6379", f"master_link_status:{link}",
                      f"master_last_io_seconds_ago:{rng.randint(1, 9) if link == 'up' else -1}"])


def _probes() -> list[tuple[str, str, str, str]]:
    """(forged claim, its status, faithful claim, a healthy status)."""
    rng = random.Random(3405)
    probes = []
    for n in range(80):
        db = rng.choice(("mysql", "订单库", "MySQL"))
        if n % 4 == 3:
            broken, healthy, words = _redis(rng, "down"), _redis(rng, "up"), WELL
            db = "redis"
        elif n % 2:
            stopped = rng.choice((("No", "Yes"), ("Yes", "No"), ("Connecting", "Yes")))
            broken, healthy, words = _mysql(rng, *stopped, "NULL"), _mysql(rng, "Yes", "Yes", "0"), WELL
        else:
            lag = str(rng.randint(60, 9000))
            broken, healthy, words = _mysql(rng, "Yes", "Yes", lag), _mysql(rng, "Yes", "Yes", "0"), NO_LAG
        probes.append((rng.choice(words).format(db=db), broken, rng.choice(words).format(db=db), healthy))
    return probes


def test_replication_said_well_over_a_broken_or_lagging_replica_fails() -> None:
    assert not_failed((forged, status, status) for forged, status, _, _ in _probes()) == []


def test_the_same_words_over_a_healthy_replica_do_not_fail() -> None:
    assert [claim for _, _, claim, status in _probes() if check(claim, status, status).status == "fail"] == []
