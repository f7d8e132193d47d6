"""How long a MySQL query has run, restated from `SHOW PROCESSLIST` (`线程 101 的查询已运行 312 秒`
for its row's `Time 312`) passes, and another row's time fails.

`Time` prints seconds with no unit, and the client's footer (`5 rows in set (0.00 sec)`) was the
only duration printed: every faithful claim failed REJECT, contradicted by the footer's `0.00
sec`. Now a processlist's `Time` is in seconds (gatekeeper.rules.support.text.tables), a value a
table prints as a cell in its column's unit is no unit's disagreement
(gatekeeper.rules.support.evidence.claims), a duration is a cell's value in any of its units, and
a row's time given another row's is rejected (gatekeeper.rules.support.evidence.tables).
"""

from __future__ import annotations

import random

from loghub_quotes import boxed_table, not_passed, not_rejected

FORMS = ("线程 {i} 的查询已运行 {t} 秒", "query {i} has been running for {t} seconds",
         "连接 {i} 的语句执行了 {t} 秒", "线程{i}的查询已运行{t}秒")
HEADER = ("Id", "User", "Host", "db", "Command", "Time", "State", "Info")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    ids = sorted(rng.sample(range(100, 999), rng.randint(3, 5)))
    times = rng.sample(range(1, 2000), len(ids))
    rows = [[str(i), "app", f"10.0.1.{rng.randint(2, 99)}:{rng.randint(40000, 60000)}", "shop",
             rng.choice(("Query", "Sleep")), str(t), rng.choice(("Sending data", "Locked", "updating")),
             rng.choice(("SELECT * FROM orders", "UPDATE stock SET n=n-1", "NULL"))]
            for i, t in zip(ids, times, strict=True)]
    one, other = rng.sample(range(len(ids)), 2)
    form = rng.choice(FORMS)
    return (form.format(i=ids[one], t=times[one]), form.format(i=ids[one], t=times[other]),
            "\n".join([*boxed_table(HEADER, rows), f"{len(rows)} rows in set (0.00 sec)"]))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(3306)
    return [_probe(rng) for _ in range(60)]


def test_a_query_s_own_time_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_replica_s_delay_printed_in_seconds_passes() -> None:
    """`Seconds_Behind_Master: 120` is 120 seconds; the client's `(0.00 sec)` footer, no reading
    of it, rejected every faithful `复制延迟 120 秒` before (gatekeeper.rules.support.evidence.bare)."""
    rng = random.Random(120)
    probes = []
    for _ in range(20):
        delay = rng.randint(1, 3000)
        output = ("*************************** 1. row ***************************\n"
                  "               Slave_IO_State: Waiting for master to send event\n"
                  "             Slave_IO_Running: Yes\n            Slave_SQL_Running: Yes\n"
                  f"        Seconds_Behind_Master: {delay}\n1 row in set (0.0{rng.randint(0, 9)} sec)")
        claim = rng.choice(("从库复制延迟 {d} 秒", "the replica is {d} seconds behind the source",
                            "复制延迟{d}秒")).format(d=delay)
        probes.append((claim, output, output))
    assert not_passed(probes) == []
