"""A replica's binlog positions of `SHOW SLAVE STATUS\\G` named in Chinese (`已读取的主库日志位置为
4530011`, `已执行的主库日志位置`, `中继日志位置`), given the field's own value pass; another
position's value fails.

A claim named a field by its name as printed or by every word of it, and no Chinese word named
`read`, `exec`, `master`, `log` or `pos`: 53 of 60 forged claims passed. Now they do
(`gatekeeper.rules.support.evidence.field_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {"Read_Master_Log_Pos": ("已读取的主库日志位置为 {v}", "IO 线程已读到主库 binlog 位置 {v}",
                                 "Read_Master_Log_Pos 为 {v}"),
         "Exec_Master_Log_Pos": ("已执行的主库日志位置为 {v}", "SQL 线程执行到主库 binlog 位置 {v}",
                                 "已应用的主库日志位点是 {v}"),
         "Relay_Log_Pos": ("中继日志位置为 {v}", "relay log 位置为 {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    read = rng.randint(10**5, 10**9)
    positions = {"Read_Master_Log_Pos": str(read), "Exec_Master_Log_Pos": str(read - rng.randint(1, 90000)),
                 "Relay_Log_Pos": str(rng.randint(10**4, 10**9))}
    fields = [("Slave_IO_State", "Waiting for master to send event"),
              ("Master_Host", f"10.0.3.{rng.randint(2, 250)}"), ("Master_Port", "3306"),
              ("Master_Log_File", f"mysql-bin.{rng.randint(1, 999):06d}"),
              ("Read_Master_Log_Pos", positions["Read_Master_Log_Pos"]),
              ("Relay_Log_File", f"relay-bin.{rng.randint(1, 999):06d}"),
              ("Relay_Log_Pos", positions["Relay_Log_Pos"]),
              ("Slave_IO_Running", "Yes"), ("Slave_SQL_Running", rng.choice(("Yes", "No"))),
              ("Exec_Master_Log_Pos", positions["Exec_Master_Log_Pos"]),
              ("Seconds_Behind_Master", str(rng.randint(0, 900)))]
    output = "\n".join(["*************************** 1. row ***************************",
                        *(f"{name:>29}: {value}" for name, value in fields)])
    field = rng.choice(list(FORMS))
    other = rng.choice([name for name in positions if name != field])
    form = rng.choice(FORMS[field])
    return form.format(v=positions[field]), form.format(v=positions[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1308)
    return [_probe(rng) for _ in range(60)]


def test_a_position_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_position_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
