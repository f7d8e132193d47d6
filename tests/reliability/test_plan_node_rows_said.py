"""The times and rows PostgreSQL's `EXPLAIN ANALYZE` prints as a claim says them (`执行时间为
45.912 ms`, `orders 表的顺序扫描实际返回 4987 行`, `planning took 0.123 ms`), pass; the planner's
estimate or the other time fails.

    Seq Scan on orders  (cost=0.00..1234.00 rows=5000 width=64) (actual time=0.012..45.678 rows=4987 loops=1)
    Planning Time: 0.123 ms
    Execution Time: 45.912 ms

The faithful `执行时间为 45.912 ms` failed REJECT (at d102e32: `执行` read as no field's word, the
value contradicted by the actual time's end), and `实际返回 5000 行` (the estimate) passed.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

EXECUTION = ("执行时间为 {v} ms", "查询执行耗时 {v} ms", "execution time was {v} ms")
PLANNING = ("规划时间为 {v} ms", "查询计划耗时 {v} ms", "planning took {v} ms")
ACTUAL = ("{t} 表的顺序扫描实际返回 {v} 行", "{t} 上的 Seq Scan 实际返回了 {v} 行",
          "the scan of {t} actually returned {v} rows")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    table = rng.choice(("orders", "users", "payments", "events", "line_items"))
    estimate, actual = rng.sample(range(10, 900000), 2)
    first, last = rng.randint(1, 900) / 1000, rng.randint(1000, 900000) / 1000
    planning = rng.randint(50, 5000) / 1000
    execution = round(last + rng.randint(10, 9000) / 1000, 3)
    output = (f"Seq Scan on {table}  (cost=0.00..{rng.randint(100, 99999)}.00 rows={estimate} "
              f"width={rng.randint(8, 200)})"
              f" (actual time={first:.3f}..{last:.3f} rows={actual} loops=1)\n"
              f"  Filter: (status = 'pending'::text)\n  Rows Removed by Filter: {rng.randint(1, 99999)}\n"
              f"Planning Time: {planning:.3f} ms\nExecution Time: {execution:.3f} ms")
    kind = rng.randrange(3)
    if kind == 0:
        form = rng.choice(EXECUTION)
        return form.format(v=f"{execution:.3f}"), form.format(v=f"{rng.choice((planning, last)):.3f}"), output
    if kind == 1:
        form = rng.choice(PLANNING)
        return form.format(v=f"{planning:.3f}"), form.format(v=f"{execution:.3f}"), output
    form = rng.choice(ACTUAL)
    return form.format(t=table, v=actual), form.format(t=table, v=estimate), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4613)
    return [_probe(rng) for _ in range(60)]


def test_the_plan_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_estimate_or_the_other_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
