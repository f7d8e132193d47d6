"""Which member is the primary, restated (`pg-2 是当前的 Leader` for `patronictl list`'s `Leader`
row; `mongo-2 is the primary`, Elasticsearch's `*` master, etcd's `IS LEADER`, Redis' `role:slave`,
ZooKeeper's `Mode: follower`, `kubectl get nodes`' `ROLES`) passes, and a replica called the
primary, or the primary a replica, fails.

The member and the role's word were both the output's, and a table's cells were compared as
written (`Leader`, never `leader`): all 60 forged claims passed. Now each member's printed
role is read (`gatekeeper.rules.support.evidence.roles`). Round 30 had the one instance Redis and
ZooKeeper print called by its product too (`Redis 实例`, `zk 节点`, `the ZooKeeper server`): 5 of
the 60 forged claims passed; now none does.
"""

from __future__ import annotations

import json
import random

from loghub_quotes import aligned_table, boxed_table, not_passed, not_rejected

PRIMARY = ("{m} 是当前的主库", "{m} is the leader", "{m} 是 primary", "{m} was promoted to primary",
           "当前的主节点是 {m}", "{m}是主节点", "the primary is {m}")
REPLICA = ("{m} 是从库", "{m} is a replica", "{m} 不是主库", "{m} is no longer the leader",
           "{m}是从节点", "{m} is a secondary")


def _said(rng: random.Random, member: str, primary: bool) -> tuple[str, str]:
    """(the claim giving the member its own role, the one giving it the other)."""
    own, other = (PRIMARY, REPLICA) if primary else (REPLICA, PRIMARY)
    return rng.choice(own).format(m=member), rng.choice(other).format(m=member)


def _patroni(rng: random.Random) -> tuple[str, str, str]:
    members = [f"pg-{n}" for n in range(1, rng.randint(3, 5))]
    leader = rng.choice(members)
    rows = [[m, f"10.0.0.{10 + n}", "Leader" if m == leader else rng.choice(("Replica", "Sync Standby")),
             "running" if m == leader else "streaming", "4", "" if m == leader else str(rng.randint(0, 40))]
            for n, m in enumerate(members)]
    lines = boxed_table(["Member", "Host", "Role", "State", "TL", "Lag in MB"], rows)
    output = "\n".join([f"+ Cluster: pg-main ({rng.randint(10**18, 10**19)}) " + "-" * 20, *lines[1:]])
    member = rng.choice(members)
    return (*_said(rng, member, member == leader), output)


def _mongo(rng: random.Random) -> tuple[str, str, str]:
    members = [f"mongo-{n}" for n in range(1, 4)]
    primary = rng.choice(members)
    status = {"set": "rs0", "ok": 1, "members": [
        {"_id": n, "name": f"{m}:27017", "health": 1, "state": 1 if m == primary else 2,
         "stateStr": "PRIMARY" if m == primary else "SECONDARY", "uptime": rng.randint(1000, 90000)}
        for n, m in enumerate(members)]}
    member = rng.choice(members)
    return (*_said(rng, member, member == primary), json.dumps(status, indent=2))


def _elasticsearch(rng: random.Random) -> tuple[str, str, str]:
    nodes = [f"es-node-{n}" for n in range(1, 4)]
    master = rng.choice(nodes)
    rows = [[f"10.0.4.{11 + n}", str(rng.randint(30, 80)), str(rng.randint(90, 99)), str(rng.randint(1, 20)),
             f"{rng.uniform(0, 2):.2f}", "dim", "*" if node == master else "-", node]
            for n, node in enumerate(nodes)]
    member = rng.choice(nodes)
    return (*_said(rng, member, member == master),
            aligned_table(["ip", "heap.percent", "ram.percent", "cpu", "load_1m", "node.role", "master",
                           "name"], rows))


def _redis(rng: random.Random) -> tuple[str, str, str]:
    master = rng.random() < 0.5
    lines = [f"$ redis-cli -h 10.0.3.{rng.randint(2, 250)} info replication", "# Replication",
             f"role:{'master' if master else 'slave'}"]
    lines += ([f"connected_slaves:{rng.randint(1, 3)}", "master_repl_offset:8812345"] if master else
              [f"master_host:10.0.3.{rng.randint(2, 250)}", "master_port:6379",
               f"master_link_status:{rng.choice(('up', 'down'))}"])
    return (*_said(rng, rng.choice(("该实例", "this instance", "Redis 实例", "the Redis instance")), master),
            "\n".join(lines))


def _etcd(rng: random.Random) -> tuple[str, str, str]:
    hosts = [f"10.0.0.{n}" for n in rng.sample(range(1, 60), 3)]
    leader = rng.choice(hosts)
    rows = [[f"{host}:2379", f"{rng.randrange(16**16):016x}", "3.5.9", "25 MB", str(host == leader).lower(),
             "false", "7"] for host in hosts]
    header = ["ENDPOINT", "ID", "VERSION", "DB SIZE", "IS LEADER", "IS LEARNER", "RAFT TERM"]
    lines = boxed_table(header, rows, right=True)
    host = rng.choice(hosts)
    return (*_said(rng, host, host == leader), "\n".join(lines))


def _zookeeper(rng: random.Random) -> tuple[str, str, str]:
    leader = rng.random() < 0.5
    output = ("ZooKeeper JMX enabled by default\nUsing config: /opt/zookeeper/bin/../conf/zoo.cfg\n"
              "Client port found: 2181. Client address: localhost.\n"
              f"Mode: {'leader' if leader else 'follower'}")
    called = ("该节点", "this node", "zk 节点", "ZooKeeper 节点", "the ZooKeeper server")
    return (*_said(rng, rng.choice(called), leader), output)


def _kubernetes(rng: random.Random) -> tuple[str, str, str]:
    nodes = [f"node-{n}" for n in range(1, rng.randint(3, 5))]
    plane = rng.choice(nodes)
    rows = [[node, rng.choice(("Ready", "Ready", "NotReady")), "control-plane" if node == plane else "<none>",
             f"{rng.randint(2, 90)}d", "v1.28.4"] for node in nodes]
    node = rng.choice(nodes)
    output = aligned_table(["NAME", "STATUS", "ROLES", "AGE", "VERSION"], rows)
    return (*_said(rng, node, node == plane), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(6379)
    return [(_patroni, _mongo, _elasticsearch, _redis, _etcd, _zookeeper, _kubernetes)[n % 7](rng)
            for n in range(60)]


def test_a_member_s_own_role_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_role_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_role_said_beside_the_member_is_no_finding() -> None:
    redis = "# Replication\nrole:slave\nmaster_host:10.0.3.21\nmaster_link_status:up"
    patroni = ("| Member | Host      | Role    | State     | TL | Lag in MB |\n"
               "+--------+-----------+---------+-----------+----+-----------+\n"
               "| pg-1   | 10.0.0.11 | Replica | streaming |  4 |         0 |\n"
               "| pg-2   | 10.0.0.12 | Leader  | running   |  4 |           |")
    assert not_passed([("该实例的主库是 10.0.3.21，复制链路正常", redis, redis),
                       ("pg-1 的主库是 pg-2", patroni, patroni),
                       ("pg-1 从主库同步数据", patroni, patroni)]) == []
