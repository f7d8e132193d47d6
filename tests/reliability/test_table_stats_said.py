"""A table's statistic as `nodetool tablestats` prints it (`order_items 表有 37 个 SSTable`,
`orders 的本地读延迟为 0.231 ms`), pass; another table's fails.

                    Table: order_items
                    SSTable count: 37
                    Local read latency: 0.512 ms
                    Table: orders
                    SSTable count: 8
                    Local read latency: 0.231 ms

`orders 表有 37 个 SSTable` (order_items') passed (at 3f755b4): fields of one name printed for
several tables were nobody's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"SSTable count": ("{t} 表有 {v} 个 SSTable", "{t} 的 SSTable 数量为 {v}", "{t} has {v} SSTables"),
        "Local read latency": ("{t} 的本地读延迟为 {v} ms", "local read latency of {t} is {v} ms"),
        "Local write latency": ("{t} 的本地写延迟为 {v} ms", "local write latency of {t} is {v} ms"),
        "Pending flushes": ("{t} 有 {v} 个 pending flushes",)}
TABLES = ("orders", "order_items", "customers", "events", "sessions", "payments")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    tables = rng.sample(TABLES, rng.randint(2, 4))
    values = {t: {"SSTable count": str(rng.randint(1, 300)),
                  "Local read latency": f"{rng.randint(0, 9)}.{rng.randint(100, 999)}",
                  "Local write latency": f"0.{rng.randint(10, 999):03d}",
                  "Pending flushes": str(rng.randint(1, 40))} for t in tables}
    lines = [f"Total number of tables: {len(tables) + 30}", "----------------", "Keyspace : shop",
             f"\tRead Count: {rng.randint(1000, 99999)}", f"\tRead Latency: 0.{rng.randint(100, 999)} ms"]
    for t in tables:
        lines += [f"\t\tTable: {t}", f"\t\tSSTable count: {values[t]['SSTable count']}",
                  f"\t\tSpace used (live): {rng.randint(1, 99)}.{rng.randint(1, 9)} GiB",
                  f"\t\tLocal read latency: {values[t]['Local read latency']} ms",
                  f"\t\tLocal write latency: {values[t]['Local write latency']} ms",
                  f"\t\tPending flushes: {values[t]['Pending flushes']}", ""]
    one, other = rng.sample(tables, 2)
    stat = rng.choice(tuple(SAID))
    if values[one][stat] == values[other][stat]:
        return None
    form = rng.choice(SAID[stat])
    return (form.format(t=one, v=values[one][stat]), form.format(t=one, v=values[other][stat]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4822)


def test_a_table_s_own_statistic_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_table_s_statistic_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
