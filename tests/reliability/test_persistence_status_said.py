"""Redis' persistence outcomes as `INFO persistence` prints them (`RDB 最后一次后台保存失败`, `AOF 写入
状态正常`, `the last AOF rewrite failed`), pass; the other persistence's outcome fails.

    rdb_last_bgsave_status:err
    aof_last_bgrewrite_status:ok
    aof_last_write_status:ok

`RDB 最后一次后台保存失败` failed REJECT (at 3f755b4): `err` was no failure, `ok` the only outcome.
`AOF 最后一次写入失败` passed.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {("rdb", "bgsave", "err"): ("RDB 最后一次后台保存失败", "RDB bgsave failed"),
        ("rdb", "bgsave", "ok"): ("RDB 后台保存正常", "the last RDB bgsave was ok"),
        ("aof", "bgrewrite", "err"): ("AOF 重写失败", "the last AOF rewrite failed"),
        ("aof", "bgrewrite", "ok"): ("AOF 重写正常", "the last AOF rewrite was ok"),
        ("aof", "write", "err"): ("AOF 最后一次写入失败", "the last AOF write failed"),
        ("aof", "write", "ok"): ("AOF 写入状态正常", "AOF writes are ok")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    outcomes = {("rdb", "bgsave"): rng.choice(("ok", "err")), ("aof", "bgrewrite"): rng.choice(("ok", "err")),
                ("aof", "write"): rng.choice(("ok", "err"))}
    lines = ["# Persistence", "loading:0", "async_loading:0",
             f"rdb_changes_since_last_save:{rng.randint(0, 99999)}", "rdb_bgsave_in_progress:0",
             f"rdb_last_save_time:{rng.randint(1_700_000_000, 1_760_000_000)}",
             f"rdb_last_bgsave_status:{outcomes['rdb', 'bgsave']}",
             f"rdb_last_bgsave_time_sec:{rng.randint(0, 90)}", "aof_enabled:1", "aof_rewrite_in_progress:0",
             f"aof_last_bgrewrite_status:{outcomes['aof', 'bgrewrite']}",
             f"aof_last_write_status:{outcomes['aof', 'write']}"]
    if rng.random() < 0.5:
        lines = [line + "\r" for line in lines]  # redis-cli prints CRLF
    kind, operation = rng.choice(list(outcomes))
    outcome = outcomes[kind, operation]
    form = rng.randrange(2)
    wrong = "ok" if outcome == "err" else "err"
    return (SAID[kind, operation, outcome][form], SAID[kind, operation, wrong][form], "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4841)


def test_a_persistence_s_own_outcome_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_outcome_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
