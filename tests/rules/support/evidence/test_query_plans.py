"""Whether a query used an index, against its plan (gatekeeper.rules.support.evidence.query_plans)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.query_plans import Access, plan_accesses, plan_contradicted

VERTICAL_FULL = """*************************** 1. row ***************************
           id: 1
  select_type: SIMPLE
        table: orders
         type: ALL
possible_keys: idx_user_id
          key: NULL
         rows: 998877
        Extra: Using where"""
BOXED_INDEX = """+----+-------------+--------+------+----------------------------+-------------+------+
| id | select_type | table  | type | possible_keys              | key         | rows |
+----+-------------+--------+------+----------------------------+-------------+------+
|  1 | SIMPLE      | orders | ref  | idx_user_id,idx_created_at | idx_user_id |   12 |
+----+-------------+--------+------+----------------------------+-------------+------+"""
PG_SEQ = """                              QUERY PLAN
----------------------------------------------------------------------
 Seq Scan on orders  (cost=0.00..18334.00 rows=998877 width=64)
   Filter: (user_id = 42)"""
PG_BITMAP = """ Bitmap Heap Scan on orders  (cost=4.50..120.00 rows=40 width=64)
   Recheck Cond: (user_id = 42)
   ->  Bitmap Index Scan on idx_user_id  (cost=0.00..4.49 rows=40 width=0)"""
PG_JOIN = """ Hash Join  (cost=10.00..200.00 rows=100 width=64)
   ->  Seq Scan on orders o  (cost=0.00..180.00 rows=1000 width=32)
   ->  Hash  (cost=8.00..8.00 rows=1 width=32)
         ->  Index Scan using users_pkey on users u  (cost=0.29..8.00 rows=1 width=32)"""


def test_each_format_gives_each_table_s_access() -> None:
    assert plan_accesses(VERTICAL_FULL) == (Access("orders", None, "table: orders type: ALL key: NULL"),)
    assert [(a.table, a.used_index) for a in plan_accesses(BOXED_INDEX)] == [("orders", "idx_user_id")]
    assert [(a.table, a.used_index) for a in plan_accesses(PG_SEQ)] == [("orders", None)]
    assert [(a.table, a.used_index) for a in plan_accesses(PG_BITMAP)] == [("orders", "idx_user_id")]
    assert [(a.table, a.used_index) for a in plan_accesses(PG_JOIN)] == [("orders", None),
                                                                         ("users", "users_pkey")]


def _contradicted(claim: str, plan: str) -> bool:
    return plan_contradicted(claim, [], [plan], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "plan"), [
    ("该查询使用了索引 idx_user_id", VERTICAL_FULL), ("查询走了索引", PG_SEQ),
    ("the query used an index", PG_SEQ),
    ("该查询走了全表扫描", BOXED_INDEX), ("查询没有使用索引", PG_BITMAP), ("索引未生效", BOXED_INDEX),
    ("the query did a full table scan", BOXED_INDEX),
    ("orders 表命中了索引 idx_created_at", BOXED_INDEX),  # another index than the one used
    ("orders 表走了全表扫描", PG_BITMAP), ("users 表进行了全表扫描", PG_JOIN),  # the table named
])
def test_a_way_the_plan_denies_is_contradicted(claim: str, plan: str) -> None:
    assert _contradicted(claim, plan)


@pytest.mark.parametrize(("claim", "plan"), [
    ("该查询没有使用索引，进行了全表扫描", VERTICAL_FULL), ("查询使用了 idx_user_id 索引", PG_BITMAP),
    ("orders 表命中了索引 idx_user_id", BOXED_INDEX), ("orders 表走了全表扫描", PG_JOIN),
    ("该查询没有全表扫描", BOXED_INDEX),  # denied: which way, unsure
    ("建议添加索引以避免全表扫描", BOXED_INDEX),  # advice
    ("如果走索引，耗时会降到 10 ms", PG_SEQ),  # a supposition
    ("加索引后查询走了索引", PG_SEQ),  # after a change
    ("查询使用了索引", PG_JOIN),  # two tables, none named
    ("payments 表走了全表扫描", BOXED_INDEX),  # a table the plan does not print
])
def test_a_way_the_plan_holds_or_unsure_is_not(claim: str, plan: str) -> None:
    assert not _contradicted(claim, plan)
