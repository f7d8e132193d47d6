"""A Cassandra thread pool given another pool's pending or blocked tasks in `nodetool tpstats`
fails; its own pass.

`ReadStage 有 2048 个待处理任务` citing tpstats' `ReadStage  32  1450 ...` and
`Native-Transport-Requests  128  2048 ...`: the header's names of two and three words (`Pool
Name`, `All time blocked`) over right-aligned numbers made no table, so the claim passed. Now
such a header is read by its runs of spaces when nothing else reads it
(`gatekeeper.rules.support.text.tables`), and `待处理`, `积压`, `pending` name `Pending`
(`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

POOLS = ("ReadStage", "MutationStage", "CompactionExecutor", "Native-Transport-Requests", "GossipStage",
         "MemtableFlushWriter", "CounterMutationStage")
SAID = {2: ("{p} 有 {v} 个待处理任务", "{p} 积压 {v} 个任务", "{p} pending 为 {v}",
            "{p} has {v} pending tasks"),
        4: ("{p} 阻塞了 {v} 个任务", "{p} has {v} blocked tasks")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    pools = rng.sample(POOLS, 4)
    rows = [(pool, rng.randint(0, 128), rng.randint(0, 4000), rng.randint(1000, 900000000),
             rng.randint(0, 60)) for pool in pools]
    lines = ["Pool Name                         Active   Pending      Completed   Blocked  All time blocked"]
    lines += [f"{pool:<35}{active:>6}{pending:>10}{done:>15}{blocked:>10}{blocked * rng.randint(1, 40):>18}"
              for pool, active, pending, done, blocked in rows]
    column = rng.choice(tuple(SAID))
    mine, other = rng.sample(rows, 2)
    if mine[column] == other[column] or str(other[column]) in map(str, mine):
        return None
    form = rng.choice(SAID[column])
    return form.format(p=mine[0], v=mine[column]), form.format(p=mine[0], v=other[column]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8550, 60)


def test_another_pool_s_tasks_fail() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_pool_s_own_tasks_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
