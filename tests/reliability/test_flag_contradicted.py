"""A yes or no a status output prints, restated (`从库 SQL 线程已停止` for MySQL's `Slave_SQL_Running:
No`, `主从链接已断开` for Redis' `master_link_status:down`, `节点存在内存压力` for a node's
`MemoryPressure   True`), passes, and the other way fails.

The field's name and value are words, no anchor: every forged claim passed. Now a flag's value
is read against the clause naming it (`gatekeeper.rules.support.evidence.flags`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected


def _slave(rng: random.Random) -> tuple[str, str, str]:
    io, sql = rng.choice(((True, False), (False, True), (True, True), (False, False)))
    yes_no = {True: "Yes", False: "No"}
    output = "\n".join(["*************************** 1. row ***************************",
                        "               Slave_IO_State: Waiting for master to send event",
                        f"                  Master_Host: 10.0.3.{rng.randint(2, 250)}",
                        f"             Slave_IO_Running: {yes_no[io]}",
                        f"            Slave_SQL_Running: {yes_no[sql]}",
                        f"                   Last_Errno: {0 if sql else 1062}",
                        f"        Seconds_Behind_Master: {rng.randint(0, 900) if sql else 'NULL'}"])
    thread, running = rng.choice((("SQL", sql), ("IO", io)))
    # (an English `is not running` warns: the negation check reads `Running` in the field's name)
    says = {True: rng.choice(("从库 {t} 线程运行正常", "Slave_{t}_Running 为 Yes",
                              "the replica's {t} thread is running")),
            False: rng.choice(("从库 {t} 线程已停止", "从库 {t} 线程未运行", "Slave_{t}_Running 为 No"))}
    return says[running].format(t=thread), says[not running].format(t=thread), output


def _redis(rng: random.Random) -> tuple[str, str, str]:
    up = rng.random() < 0.5
    output = "\n".join(["# Replication", "role:slave", f"master_host:10.0.3.{rng.randint(2, 250)}",
                        "master_port:6379", f"master_link_status:{'up' if up else 'down'}",
                        f"master_last_io_seconds_ago:{rng.randint(0, 9) if up else -1}"])
    says = {True: rng.choice(("Redis 主从链接正常", "master_link_status 为 up")),
            False: rng.choice(("Redis 主从链接已断开", "the master link is down"))}
    return says[up], says[not up], output


def _node(rng: random.Random) -> tuple[str, str, str]:
    memory, disk = rng.random() < 0.5, rng.random() < 0.5
    stamp = "Mon, 30 Nov 2026 10:00:01 +0000"
    output = "\n".join(["Conditions:", "  Type             Status  LastHeartbeatTime                 Reason",
                        f"  MemoryPressure   {memory}    {stamp}   KubeletHasSufficientMemory",
                        f"  DiskPressure     {disk}    {stamp}   KubeletHasNoDiskPressure",
                        f"  Ready            True    {stamp}   KubeletReady"])
    kind, pressure = rng.choice((("内存", memory), ("磁盘", disk)))
    says = {True: f"节点 node-{{n}} 存在{kind}压力", False: f"节点 node-{{n}} 没有{kind}压力"}
    n = rng.randint(1, 9)
    output = output.replace("Conditions:", f"Name: node-{n}\nConditions:")
    return says[pressure].format(n=n), says[not pressure].format(n=n), output


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3306)
    return [(_slave, _redis, _node)[n % 3](rng) for n in range(60)]


def test_a_flag_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_a_flag_said_the_other_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
