"""A setting given another word (gatekeeper.rules.support.evidence.settings)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.settings import setting_swapped

MYSQL = """+-----------------------+-----------------+
| Variable_name         | Value           |
+-----------------------+-----------------+
| transaction_isolation | REPEATABLE-READ |
| binlog_format         | ROW             |
+-----------------------+-----------------+"""
REDIS = "# Memory\nmaxmemory_policy:noeviction\n# Replication\nrole:master\nconnected_slaves:2"
SESTATUS = ("SELinux status:                 enabled\nLoaded policy name:             targeted\n"
            "Current mode:                   permissive\nMode from config file:          enforcing")


def _swapped(claim: str, output: str) -> str | None:
    found = setting_swapped(claim, [], [output], lambda text: [])
    return None if found is None else found[1][0]


@pytest.mark.parametrize(("claim", "output", "setting"), [
    ("MySQL 的隔离级别为 READ-COMMITTED", MYSQL, "transaction_isolation REPEATABLE-READ"),
    ("binlog_format is STATEMENT", MYSQL, "binlog_format ROW"),
    ("Redis 的淘汰策略为 allkeys-lru", REDIS, "maxmemory_policy noeviction"),
    ("Redis 的角色为 slave", REDIS, "role master"),  # (`connected_slaves` prints no `slave`)
    ("Redis 的角色不是 master", REDIS, "role master"),  # its own word denied
    ("MySQL 的隔离级别不是 REPEATABLE-READ", MYSQL, "transaction_isolation REPEATABLE-READ"),
    ("Redis 的淘汰策略没有设置为 noeviction", REDIS, "maxmemory_policy noeviction"),
    ("Redis 的淘汰策略为 ROW", f"{REDIS}\n{MYSQL}", "maxmemory_policy noeviction"),  # another setting's
    ("SELinux 当前模式为 enforcing", SESTATUS, "current mode permissive"),
    ("SELinux 运行在 enforcing 模式", SESTATUS, "current mode permissive"),  # its words after the word
    ("配置文件中的模式为 permissive", SESTATUS, "mode from config file enforcing"),
])
def test_another_word_for_a_setting_is_contradicted(claim: str, output: str, setting: str) -> None:
    assert (_swapped(claim, output) or "").startswith(setting)


@pytest.mark.parametrize(("claim", "output"), [
    ("MySQL 的隔离级别为 REPEATABLE-READ", MYSQL), ("Redis 的角色为 master", REDIS),
    ("binlog_format 为 row", MYSQL),  # its word, in another case
    ("隔离级别为 RR", MYSQL),  # an abbreviation: unsure
    ("SELinux 处于 permissive 模式", SESTATUS), ("配置文件中的模式为 enforcing", SESTATUS),
    ("改为 READ-COMMITTED 之后隔离级别为 READ-COMMITTED", MYSQL),  # after a change
    ("服务状态为 degraded", MYSQL),  # no setting named
    ("Redis 的角色不是 slave", REDIS), ("Redis 的淘汰策略没有设置为 allkeys-lru", REDIS),  # denied
    ("the role was not set to replica", REDIS),
])
def test_the_setting_s_word_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None
