"""A ZooKeeper or Redis instance given the role its status does not print fails, when the claim
names the instance by its product alone or puts it in a mode; its printed role passes.

`zookeeper 处于 leader 模式` citing `zkServer.sh status`'s `Mode: follower`; `Redis 是 master` citing
`INFO replication`'s `role:slave`: the role is the output's word of another instance, and the
product alone (not `zk 节点`, `该实例`) named no instance, nor did `处于`, `running in` give one a
role, so of 60 forged claims 55 passed. Now the product names the one instance such a status is
of, a mode is a role given, and a role that is another's (`是 master 的副本`) or said after a
change (`切换后`) is unsure (`gatekeeper.rules.support.evidence.roles`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

ZOOKEEPER = ("ZooKeeper JMX enabled by default\nUsing config: /opt/zookeeper/bin/../conf/zoo.cfg\n"
             "Client port found: 2181. Client address: localhost. Client SSL: false.\nMode: {role}")
SRVR = ("Zookeeper version: 3.8.{minor}-{build}, built on 2023-05-03 UTC\n"
        "Latency min/avg/max: 0/{avg}/{max}\nReceived: {received}\nSent: {sent}\n"
        "Connections: {connections}\nOutstanding: 0\nZxid: 0x{zxid:x}\nMode: {role}\nNode count: {nodes}")
REDIS = ("$ redis-cli -p 6379 INFO replication\n# Replication\nrole:{role}\nconnected_slaves:{slaves}\n"
         "master_replid:{replid:040x}\nmaster_repl_offset:{offset}\nrepl_backlog_active:1")
REDIS_REPLICA = ("$ redis-cli -p 6379 INFO replication\n# Replication\nrole:{role}\n"
                 "master_host:10.0.{a}.{b}\nmaster_port:6379\nmaster_link_status:up\nslave_repl_offset:{offset}")
#: (product as the claim writes it, the roles it prints, outputs)
PRODUCTS = ((("zookeeper", "ZooKeeper", "zk", "ZK"), ("leader", "follower"), (ZOOKEEPER, SRVR)),
            (("redis", "Redis"), ("master", "slave"), (REDIS, REDIS_REPLICA)))
FORMS = ("{p} 处于 {r} 模式", "{p} 当前处于 {r} 模式", "{p} 是 {r}", "{p} 目前运行在 {r} 模式",
         "{p} 的角色为 {r}", "{p} is running in {r} mode", "{p} is the {r}", "{p} is in {r} mode",
         "当前 {p} 是 {r}")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names, roles, outputs = rng.choice(PRODUCTS)
    printed, other = rng.sample(roles, 2)
    template = outputs[0] if printed in ("leader", "master") else rng.choice(outputs)
    output = template.format(role=printed, minor=rng.randint(0, 4), build=f"{rng.getrandbits(32):08x}",
                             avg=rng.randint(0, 9), max=rng.randint(10, 900),
                             received=rng.randint(100, 99999),
                             sent=rng.randint(100, 99999), connections=rng.randint(1, 300),
                             zxid=rng.getrandbits(36), nodes=rng.randint(10, 9999), slaves=rng.randint(0, 3),
                             replid=rng.getrandbits(160), offset=rng.randint(1000, 9_999_999),
                             a=rng.randint(0, 9), b=rng.randint(2, 250))
    form, name = rng.choice(FORMS), rng.choice(names)
    return form.format(p=name, r=printed), form.format(p=name, r=other), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6911, 60)


def test_an_instance_given_the_role_it_does_not_print_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_an_instance_given_its_printed_role_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
