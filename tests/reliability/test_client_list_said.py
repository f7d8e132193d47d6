"""A Redis client's idle seconds, age and database as `CLIENT LIST` prints them (`10.0.0.6 的连接空闲
了 1800 秒`, `client api has been idle for 1800 seconds`, `api 客户端使用的是 db 2`), pass; another
client's fails.

    id=3 addr=10.0.0.5:52314 laddr=10.0.0.10:6379 fd=8 name=worker age=120 idle=0 flags=N db=0 cmd=get
    id=4 addr=10.0.0.6:40112 laddr=10.0.0.10:6379 fd=9 name=api age=3600 idle=1800 flags=N db=2 cmd=blpop

Every faithful claim of seconds failed LOW_CONFID (at 3f755b4): `age=` and `idle=` are seconds
printed bare; and a client named by its address, without its port, was no row's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

IDLE = ("{c} 的连接空闲了 {v} 秒", "{c} 已空闲 {v} 秒", "client {c} has been idle for {v} seconds")
AGE = ("{c} 的连接已存活 {v} 秒", "client {c} has an age of {v} seconds")
DB = ("{c} 客户端使用的是 db {v}", "client {c} uses db {v}")
NAMES = ("worker", "api", "cron", "sidekiq", "billing", "web")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    count = rng.randint(2, 4)
    names = rng.sample(NAMES, count)
    hosts = rng.sample(range(2, 250), count)
    clients = []
    for n, (name, host) in enumerate(zip(names, hosts, strict=True)):
        age = rng.randint(10, 90_000)
        clients.append({"name": name, "addr": f"10.0.{rng.randint(0, 3)}.{host}",
                        "port": rng.randint(30000, 60000), "age": age, "idle": rng.randint(0, age),
                        "db": rng.randint(0, 15), "id": 3 + n})
    lines = [f"id={c['id']} addr={c['addr']}:{c['port']} laddr=10.0.0.10:6379 fd={5 + c['id']} "
             f"name={c['name']} age={c['age']} idle={c['idle']} flags=N db={c['db']} sub=0 psub=0 "
             f"cmd={rng.choice(('get', 'blpop', 'set'))}"
             for c in clients]
    one, other = rng.sample(clients, 2)
    said = one["addr"] if rng.random() < 0.5 else one["name"]
    kind = rng.choice(("idle", "age", "db"))
    if one[kind] == other[kind]:
        return None
    form = rng.choice({"idle": IDLE, "age": AGE, "db": DB}[kind])
    return form.format(c=said, v=one[kind]), form.format(c=said, v=other[kind]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4834)


def test_a_client_s_own_seconds_and_database_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_client_s_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
