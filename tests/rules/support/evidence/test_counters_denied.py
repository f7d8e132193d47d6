"""A denial of what a status counter counts above zero
(gatekeeper.rules.support.evidence.counters_denied)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.counters_denied import counter_denied

REDIS = ("# Clients\nconnected_clients:512\nblocked_clients:3\n# Stats\ntotal_connections_received:9001\n"
         "rejected_connections:37\nexpired_keys:0\nevicted_keys:1200")
MYSQL = "Variable_name\tValue\nAborted_clients\t0\nAborted_connects\t128\nSlow_queries\t0"


def _denied(claim: str, output: str) -> str | None:
    found = counter_denied(claim, [], [output], lambda text: [])
    return None if found is None else found[1][0]


@pytest.mark.parametrize(("claim", "counter"), [
    ("redis 没有驱逐任何 key", "evicted_keys 1200"), ("没有 key 被驱逐", "evicted_keys 1200"),
    ("redis did not evict any keys", "evicted_keys 1200"),
    ("No keys were evicted on cache-01", "evicted_keys 1200"),
    ("没有被拒绝的连接", "rejected_connections 37"),
    ("no connections were rejected", "rejected_connections 37"),
    ("没有阻塞的客户端", "blocked_clients 3"), ("redis has no blocked clients", "blocked_clients 3"),
    ("没有被阻塞的客户端进程", "blocked_clients 3"),  # `进程`: a filler
])
def test_a_denial_of_a_counter_above_zero_is_contradicted(claim: str, counter: str) -> None:
    assert (_denied(claim, REDIS) or "").startswith(counter)


def test_a_table_of_variables_counts_too() -> None:
    assert (_denied("MySQL 没有中止的连接尝试", MYSQL) or "").startswith("aborted_connects 128")


@pytest.mark.parametrize("claim", [
    "没有 key 过期",  # expired_keys:0
    "MySQL 没有中止的客户端",  # Aborted_clients 0
    "重启后没有再驱逐 key", "目前没有阻塞的客户端", "最近没有 key 被驱逐",  # a later point or a window
    "No more keys were evicted after the restart",
    "没有大量驱逐 key",  # a qualifier
    "evicted_keys 没有增长", "没有客户端连接失败",  # another verb
    "没有 1200 个 key 被驱逐",  # a count denied: the fields' to read
    "没有中止的连接",  # Aborted_clients or Aborted_connects: unsure
    "没有问题",  # no counter named
])
def test_a_denial_held_placed_qualified_or_unsure_is_not(claim: str) -> None:
    assert _denied(claim, f"{REDIS}\n{MYSQL}") is None
