"""A table's tuples and scans as `pg_stat_user_tables` prints them (`orders 表有 893112 个死元组`,
`customers was sequentially scanned 98123 times`), pass; another table's, or another column's,
fails.

      relname   | n_live_tup | n_dead_tup | seq_scan | idx_scan
    ------------+------------+------------+----------+----------
     orders     |    1203121 |     893112 |      124 |   981231
     customers  |      84123 |        312 |    98123 |     4123

`customers 表有 893112 个死元组` (orders') passed (at 3f755b4): no word of a claim's named
PostgreSQL's columns.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COLUMNS = ("n_live_tup", "n_dead_tup", "seq_scan", "idx_scan")
SAID = {"n_live_tup": ("{t} 表有 {v} 个活元组", "{t} has {v} live tuples"),
        "n_dead_tup": ("{t} 表有 {v} 个死元组", "{t} 的死元组数为 {v}", "{t} has {v} dead tuples"),
        "seq_scan": ("{t} 表被顺序扫描了 {v} 次", "{t} 的全表扫描次数为 {v}", "{t} had {v} sequential scans"),
        "idx_scan": ("{t} 表的索引扫描次数为 {v}", "{t} had {v} index scans")}
TABLES = ("orders", "customers", "audit_log", "order_items", "payments", "sessions")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    tables = rng.sample(TABLES, rng.randint(2, 4))
    values = iter(rng.sample(range(3, 20_000_000), len(tables) * len(COLUMNS)))
    rows = {table: {column: next(values) for column in COLUMNS} for table in tables}
    lines = ["   relname   | " + " | ".join(c.rjust(10) for c in COLUMNS),
             "-" * 13 + "+" + "+".join("-" * 12 for _ in COLUMNS)]
    lines += [f" {table:<11} | " + " | ".join(str(rows[table][c]).rjust(10) for c in COLUMNS)
              for table in tables]
    lines.append(f"({len(tables)} rows)")
    one, other = rng.sample(tables, 2)
    column = rng.choice(COLUMNS)
    form = rng.choice(SAID[column])
    faithful = form.format(t=one, v=rows[one][column])
    if rng.random() < 0.5:
        return faithful, form.format(t=one, v=rows[other][column]), "\n".join(lines)
    wrong = rng.choice([c for c in COLUMNS if c != column])
    return faithful, form.format(t=one, v=rows[one][wrong]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4813)


def test_a_table_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_table_s_or_column_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
