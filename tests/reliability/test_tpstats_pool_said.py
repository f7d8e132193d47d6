"""A Cassandra thread pool's counts as `nodetool tpstats` prints them (`MutationStage 有 312 个待处理任务`,
`Native-Transport-Requests 累计被阻塞 4567 次`), pass; another pool's, or another column's, fails.

`累计被阻塞` was no word of `All time blocked`, so it named `Blocked` (its `阻塞`): the faithful
`累计被阻塞 4567 次` was contradicted by the pool's `Blocked 12` (REJECT), and `累计被阻塞 12 次`
passed (at 89443fd, 6 faithful claims failed and 17 forged ones passed). Now `累计被阻塞` and
`total blocked` name `All time blocked`
(`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

POOLS = ("ReadStage", "MutationStage", "Native-Transport-Requests", "CompactionExecutor", "GossipStage",
         "MemtableFlushWriter")
SAID = {"pending": ("{p} 有 {v} 个待处理任务", "{p} has {v} pending tasks"),
        "active": ("{p} 有 {v} 个活跃任务", "{p} has {v} active tasks"),
        "blocked": ("{p} 当前有 {v} 个任务被阻塞",),
        "all time blocked": ("{p} 累计被阻塞 {v} 次", "{p} has {v} all time blocked tasks")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    pools = rng.sample(POOLS, rng.randint(2, 4))
    rows = {}
    for pool in pools:
        active, pending, blocked, total = rng.sample(range(1, 5000), 4)
        rows[pool] = {"active": active, "pending": pending, "completed": rng.randint(10**6, 10**8),
                      "blocked": blocked, "all time blocked": total}
    lines = ["Pool Name                         Active   Pending      Completed   Blocked  All time blocked"]
    lines += [f"{p:<33} {r['active']:>6} {r['pending']:>9} {r['completed']:>14} {r['blocked']:>9} "
              f"{r['all time blocked']:>17}" for p, r in rows.items()]
    pool = rng.choice(pools)
    kind = rng.choice(tuple(SAID))
    own = rows[pool]
    pair = {"blocked": "all time blocked", "all time blocked": "blocked", "pending": "active",
            "active": "pending"}
    other = rng.choice([p for p in pools if p != pool])
    forged = own[pair[kind]] if rng.random() < 0.5 else rows[other][kind]
    form = rng.choice(SAID[kind])
    return form.format(p=pool, v=own[kind]), form.format(p=pool, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4523)
    return [_probe(rng) for _ in range(60)]


def test_a_pool_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_pool_s_or_column_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
