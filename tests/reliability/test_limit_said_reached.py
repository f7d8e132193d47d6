"""A resource said at its configured limit while its use is well under it, or said under it
while its use is at it, fails; said as the use is, it passes.

`Redis 内存已经达到 maxmemory 上限` citing `used_memory:2684354560` and `maxmemory:4294967296`;
`连接数还没有达到上限` citing MySQL's `Threads_connected 500` and `max_connections 500`: the words
are the output's and a judgement is no anchor (`evidence/limit_reached.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

GIB = 2**30
#: (claims said at the limit, claims said under it), per resource.
MEMORY = (("Redis 内存已经达到 maxmemory 上限", "Redis 内存已满", "Redis memory has reached its limit",
           "Redis 的内存用满了"),
          ("Redis 内存还没有达到上限", "Redis 内存未满", "Redis memory is below the limit",
           "Redis has not hit maxmemory"))
CONNECTIONS = (("MySQL 连接数达到了 max_connections", "连接数已经打满", "MySQL connections are maxed out",
                "MySQL has reached max_connections"),
               ("MySQL 连接数还没有达到上限", "连接数没有达到 max_connections",
                "MySQL connections are below the limit"))
CLIENTS = (("Redis 客户端连接数达到了 maxclients 上限", "Redis clients have hit the limit"),
           ("Redis 客户端连接数没有达到上限", "Redis clients are below the limit"))


def _redis_memory(rng: random.Random, full: bool) -> str:
    limit = rng.choice((1, 2, 4, 8, 16)) * GIB
    # at its limit, Redis evicts once the use passes it: the use reads a little over
    used = limit + rng.randint(0, 2**20) if full else int(limit * rng.uniform(0.05, 0.8))
    return "\n".join(["$ redis-cli INFO memory", "# Memory", f"used_memory:{used}",
                      f"used_memory_human:{used / GIB:.2f}G",
                      f"used_memory_peak:{used + rng.randint(0, 2**20)}",
                      f"maxmemory:{limit}", f"maxmemory_human:{limit / GIB:.2f}G",
                      f"maxmemory_policy:{rng.choice(('allkeys-lru', 'volatile-lru', 'noeviction'))}"])


def _mysql(rng: random.Random, full: bool) -> str:
    limit = rng.choice((151, 300, 500, 1000))
    connected = limit if full else rng.randint(5, int(limit * 0.8))
    most = max(connected, rng.randint(5, int(limit * 0.8)))
    rows = [("Threads_connected", connected), ("Max_used_connections", most)]
    status = "\n".join(f"| {name:<20} | {value:<5} |" for name, value in rows)
    rule = "+----------------------+-------+"
    header = "| Variable_name        | Value |"
    return "\n".join(["mysql> SHOW GLOBAL STATUS WHERE Variable_name LIKE '%_connect%';",
                      rule, header, rule, status, rule, "mysql> SHOW VARIABLES LIKE 'max_connections';",
                      rule, header, rule, f"| {'max_connections':<20} | {limit:<5} |", rule])


def _redis_clients(rng: random.Random, full: bool) -> str:
    limit = rng.choice((1000, 4064, 10000))
    connected = limit if full else rng.randint(1, int(limit * 0.8))
    return "\n".join(["$ redis-cli INFO clients", "# Clients", f"connected_clients:{connected}",
                      f"blocked_clients:{rng.randint(0, 5)}", f"maxclients:{limit}"])


def _draw(rng: random.Random) -> tuple[str, str, str]:
    full = rng.random() < 0.5
    output, (reached, under) = rng.choice(((_redis_memory, MEMORY), (_mysql, CONNECTIONS),
                                           (_redis_clients, CLIENTS)))
    own, other = (reached, under) if full else (under, reached)
    return rng.choice(own), rng.choice(other), output(rng, full)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3971, 60)


def test_a_limit_said_reached_the_other_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_limit_said_as_the_use_is_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
