"""A claim that a query used an index, or scanned its table whole, fails when the cited
`EXPLAIN` says otherwise, and passes when it agrees.

`该查询使用了索引 idx_user_id` citing MySQL's `type: ALL`, `possible_keys: idx_user_id`, `key:
NULL`; `查询走了全表扫描` citing `key: idx_user_id`; `the query used an index` citing PostgreSQL's
`Seq Scan on orders`: every word and name is the plan's, so each passed (`evidence/query_plans.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

TABLES = (("orders", "user_id"), ("payments", "order_id"), ("inventory", "sku"), ("sessions", "token"))
USED = ("该查询使用了索引 {index}", "查询走了索引 {index}", "{table} 表的查询命中了索引 {index}",
        "the query used the index {index}", "查询使用了 {index} 索引", "The query on {table} used an index")
FULL = ("该查询走了全表扫描", "查询没有使用索引，对 {table} 表进行了全表扫描", "{table} 表的查询没有走索引",
        "the query did a full table scan on {table}", "The query on {table} did not use an index",
        "索引未生效")


def _mysql(rng: random.Random, table: str, index: str, used: bool) -> str:
    kind, key = (rng.choice(("ref", "range", "eq_ref")), index) if used else ("ALL", "NULL")
    rows = rng.randint(1, 200) if used else rng.randint(10 ** 5, 10 ** 7)
    cells = {"id": "1", "select_type": "SIMPLE", "table": table, "partitions": "NULL", "type": kind,
             "possible_keys": index, "key": key, "key_len": "8" if used else "NULL",
             "ref": "const" if used else "NULL", "rows": str(rows), "filtered": "100.00",
             "Extra": "Using index condition" if used else "Using where"}
    if rng.random() < 0.5:
        width = max(len(name) for name in cells)
        return "\n".join(["*************************** 1. row ***************************",
                          *(f"{name:>{width}}: {value}" for name, value in cells.items())])
    widths = {name: max(len(name), len(value)) for name, value in cells.items()}
    border = "+" + "+".join("-" * (w + 2) for w in widths.values()) + "+"
    return "\n".join([border, "| " + " | ".join(n.ljust(widths[n]) for n in cells) + " |", border,
                      "| " + " | ".join(v.ljust(widths[n]) for n, v in cells.items()) + " |", border,
                      "1 row in set, 1 warning (0.00 sec)"])


def _postgres(rng: random.Random, table: str, column: str, index: str, used: bool) -> str:
    value = rng.randint(1, 99999)
    if not used:
        cost, rows = rng.randint(1000, 99999), rng.randint(10 ** 4, 10 ** 6)
        nodes = [f" Seq Scan on {table}  (cost=0.00..{cost}.00 rows={rows} width=64)",
                 f"   Filter: ({column} = {value})"]
    elif rng.random() < 0.5:
        nodes = [f" Index Scan using {index} on {table}  (cost=0.42..8.44 rows=1 width=64)",
                 f"   Index Cond: ({column} = {value})"]
    else:
        nodes = [f" Bitmap Heap Scan on {table}  (cost=4.50..120.00 rows=40 width=64)",
                 f"   Recheck Cond: ({column} = {value})",
                 f"   ->  Bitmap Index Scan on {index}  (cost=0.00..4.49 rows=40 width=0)",
                 f"         Index Cond: ({column} = {value})"]
    return "\n".join(["                              QUERY PLAN", "-" * 70, *nodes])


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, plan): the forged says the other way."""
    rng = random.Random(3504)
    probes = []
    for n in range(80):
        table, column = rng.choice(TABLES)
        index, used = f"idx_{column}", n % 2 == 0
        plan = (_mysql(rng, table, index, used) if n % 4 < 2
                else _postgres(rng, table, column, index, used))
        said, other = (USED, FULL) if used else (FULL, USED)
        faithful, forged = rng.choice(said), rng.choice(other)
        probes.append((faithful.format(table=table, index=index), forged.format(table=table, index=index),
                       f"EXPLAIN SELECT * FROM {table} WHERE {column} = 42;\n{plan}"))
    return probes


def test_a_way_the_plan_denies_fails() -> None:
    assert not_failed((forged, plan, plan) for _, forged, plan in _probes()) == []


def test_the_way_the_plan_shows_passes() -> None:
    assert not_passed((faithful, plan, plan) for faithful, _, plan in _probes()) == []
