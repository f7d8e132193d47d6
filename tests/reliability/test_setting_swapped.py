"""A setting given a word its status prints nowhere, while the setting prints another, fails; the
setting's own word passes.

`MySQL 的隔离级别为 READ-COMMITTED` citing `| transaction_isolation | REPEATABLE-READ |`, `Redis 的淘汰
策略为 allkeys-lru` citing `maxmemory_policy:noeviction`, `binlog_format 为 STATEMENT` citing `ROW`,
`Redis 的角色为 slave` citing `role:master` only warned (ceiling PASS): the word was a name found
nowhere, the setting the output's (`evidence/settings.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed, not_passed

#: (how a claim names the setting, its name as printed, its words)
SETTINGS = (
    ("MySQL 的隔离级别为 {v}", "transaction_isolation",
     ("REPEATABLE-READ", "READ-COMMITTED", "SERIALIZABLE")),
    ("binlog_format 为 {v}", "binlog_format", ("ROW", "STATEMENT", "MIXED")),
    ("Redis 的淘汰策略为 {v}", "maxmemory_policy", ("noeviction", "allkeys-lru", "volatile-lru")),
    ("Redis 的 maxmemory_policy 为 {v}", "maxmemory_policy", ("noeviction", "allkeys-lru", "volatile-ttl")),
    ("Redis 的角色为 {v}", "role", ("master", "slave")),
    ("The transaction isolation level is {v}", "transaction_isolation",
     ("REPEATABLE-READ", "READ-COMMITTED")),
)


def _status(rng: random.Random, name: str, value: str) -> str:
    if name in ("maxmemory_policy", "role"):
        return "\n".join(["$ redis-cli INFO", f"used_memory_human:{rng.randint(1, 9)}.20G",
                          f"{name}:{value}", f"connected_clients:{rng.randint(10, 900)}"])
    border = "+-----------------------+-----------------+"
    return "\n".join(["mysql> SHOW VARIABLES;", border, "| Variable_name         | Value           |", border,
                      f"| {name:<21} | {value:<15} |",
                      f"| {'max_connections':<21} | {rng.randint(150, 2000):<15} |", border])


def _probes(forms: tuple[tuple[str, str, tuple[str, ...]], ...] = SETTINGS, seed: int = 3515,
            count: int = 60) -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, status)."""
    rng = random.Random(seed)
    probes = []
    for _ in range(count):
        said, name, values = rng.choice(forms)
        value, other = rng.sample(values, 2)
        probes.append((said.format(v=value), said.format(v=other), _status(rng, name, value)))
    return probes


def test_another_word_for_the_setting_fails() -> None:
    assert not_failed((forged, status, status) for _, forged, status in _probes()) == []


def test_the_setting_s_own_word_passes() -> None:
    assert not_passed((faithful, status, status) for faithful, _, status in _probes()) == []


NOW = (("Redis 当前角色是 {v}", "role", ("master", "slave")),
       ("MySQL 目前的隔离级别为 {v}", "transaction_isolation", ("REPEATABLE-READ", "READ-COMMITTED")),
       ("现在 binlog_format 是 {v}", "binlog_format", ("ROW", "STATEMENT", "MIXED")))
#: A setting said after a change: the output may be from before it (unsure).
CHANGED = ("主从切换后 Redis 的角色为 {v}", "After the failover the role is {v}")


def _now_probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, status): `Redis 当前角色是 slave` citing `role:master` passed,
    `当前` read as a point after which the setting may have changed; the output prints it now."""
    return _probes(NOW, 3605, 30)


def test_the_setting_said_as_it_is_now_is_read() -> None:
    assert not_passed((faithful, status, status) for faithful, _, status in _now_probes()) == []
    assert not_failed((forged, status, status) for _, forged, status in _now_probes()) == []


def test_the_setting_said_after_a_change_is_unsure() -> None:
    status = _status(random.Random(1), "role", "master")
    claims = [claim.format(v="slave") for claim in CHANGED]
    assert [claim for claim in claims if check(claim, status, status).status == "fail"] == []
