"""Which member of a replicated group is its primary (gatekeeper.rules.support.evidence.roles)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.roles import role_denied

PATRONI = """| Member | Host      | Role         | State     | TL | Lag in MB |
+--------+-----------+--------------+-----------+----+-----------+
| pg-1   | 10.0.0.11 | Replica      | streaming |  4 |         0 |
| pg-2   | 10.0.0.12 | Leader       | running   |  4 |           |
| pg-3   | 10.0.0.13 | Sync Standby | streaming |  4 |        16 |"""
MONGO = ('{"members": [{"_id": 0, "name": "mongo-1:27017", "stateStr": "SECONDARY"},'
         ' {"_id": 1, "name": "mongo-2:27017", "stateStr": "PRIMARY"}]}')
ELASTIC = """ip        heap.percent node.role master name
10.0.4.11           62 dim       -      es-node-1
10.0.4.12           48 dim       *      es-node-2"""
REDIS = "# Replication\nrole:slave\nmaster_host:10.0.3.21\nmaster_link_status:up"
ETCD = """|   ENDPOINT    | VERSION | IS LEADER | RAFT TERM |
+---------------+---------+-----------+-----------+
| 10.0.0.1:2379 |  3.5.9  |     false |         7 |
| 10.0.0.2:2379 |  3.5.9  |      true |         7 |"""
ZOOKEEPER = "Using config: /opt/zookeeper/conf/zoo.cfg\nMode: follower"
MNTR = "zk_version\t3.8.1\nzk_avg_latency\t12\nzk_server_state\tfollower\nzk_znode_count\t48211"
NODES = """NAME     STATUS   ROLES           AGE   VERSION
node-1   Ready    control-plane   41d   v1.28.4
node-2   Ready    <none>          41d   v1.28.4"""


def _denied(claim: str, output: str) -> str | None:
    found = role_denied(claim, [], [output], lambda text: [])
    return None if found is None else found[1][0]


@pytest.mark.parametrize(("claim", "output"), [
    ("pg-1 is the leader", PATRONI), ("pg-1 是当前的主库", PATRONI), ("当前的主库是 pg-3", PATRONI),
    ("pg-2 不是主库", PATRONI), ("pg-2 is a replica", PATRONI), ("10.0.0.11 是主库", PATRONI),
    ("pg-3 was promoted to primary", PATRONI), ("Leader: pg-1", PATRONI), ("pg-1（主库）延迟为 0", PATRONI),
    ("mongo-1 是 PRIMARY", MONGO), ("mongo-2 is a secondary", MONGO), ("mongo-1是主节点", MONGO),
    ("es-node-1 是 master 节点", ELASTIC), ("es-node-2 is no longer the master", ELASTIC),
    ("该实例是 master", REDIS), ("this instance is the primary", REDIS),
    ("pg-1 和 pg-2 是 replica", PATRONI), ("pg-1, pg-2 are replicas", PATRONI),  # each listed
    ("node-2 是 master 节点", NODES), ("node-1 是工作节点", NODES),
    ("10.0.0.1 是 leader", ETCD), ("10.0.0.2:2379 is a follower", ETCD), ("该节点是 leader", ZOOKEEPER),
    ("当前节点是 leader", MNTR),  # mntr's `zk_server_state`
    # the product names the one instance its status is of; a mode is a role given
    ("zookeeper 处于 leader 模式", ZOOKEEPER), ("ZooKeeper is running in leader mode", ZOOKEEPER),
    ("redis 是 master", REDIS), ("Redis 当前运行在 master 模式", REDIS),
    ("10.0.0.2:2379 不是 leader", ETCD),  # an address's port is no time the role was said at
])
def test_a_role_the_member_s_printed_role_denies_is_found(claim: str, output: str) -> None:
    assert _denied(claim, output) is not None


def test_the_finding_names_the_printed_role() -> None:
    assert _denied("pg-1 is the leader", PATRONI) == (
        "ROLE Replica for pg-1 ('pg-1  10.0.0.11  Replica  streaming  4  0MB')")
    assert _denied("该实例是 master", REDIS) == "role:slave ('role:slave')"


@pytest.mark.parametrize(("claim", "output"), [
    ("pg-2 is the leader", PATRONI), ("pg-1 不是主库", PATRONI), ("pg-3 是从库", PATRONI),
    ("the leader is pg-2", PATRONI), ("pg-1 is no longer the leader", PATRONI),
    ("mongo-2 is the primary", MONGO), ("es-node-2 是 master 节点", ELASTIC), ("该实例是 slave", REDIS),
    ("10.0.0.2 is the leader", ETCD), ("this node is a follower", ZOOKEEPER), ("当前节点是 follower", MNTR),
    ("node-1 is the control-plane node", NODES), ("node-2 is a worker", NODES),
    # unsure: the role is beside the member, not of it; two members apart; both roles; no member
    ("该实例的主库是 10.0.3.21", REDIS), ("pg-1 的主库是 pg-2", PATRONI), ("pg-1 从主库同步数据", PATRONI),
    ("pg-2 从 leader 降级为 replica", PATRONI), ("pg-1 和 pg-3 都是从库", PATRONI),
    ("pg-1 replicates from pg-2", PATRONI),
    ("主库切换完成", PATRONI), ("es-node-1 is a master-eligible node", ELASTIC),
    ("master_link_status 为 up", REDIS),
    ("zookeeper 处于 follower 模式", ZOOKEEPER), ("redis 是 slave", REDIS),
    # unsure: the role is another's (possessed); said before or after a change; another product
    ("redis 是 master 的副本", REDIS), ("该实例是 master 的副本", REDIS),
    ("zk 是 leader 选举的参与者", ZOOKEEPER),
    ("redis is the master's copy", REDIS),
    ("主从切换后 redis 的角色为 master", REDIS), ("切换前 redis 是 master", REDIS),
    ("after the failover redis is the master", REDIS), ("redis-2 是 master", REDIS),
])
def test_a_role_agreeing_or_unsure_is_no_finding(claim: str, output: str) -> None:
    assert _denied(claim, output) is None


def test_a_standby_cluster_s_leader_has_no_role_of_the_two() -> None:
    standby = PATRONI.replace("Leader      ", "Standby Leader")
    assert _denied("pg-2 是主库", standby) is None
    assert _denied("pg-2 is a replica", standby) is None


def test_the_host_a_prompt_s_command_asked_is_the_instance_of_its_role_field() -> None:
    srvr = "$ echo srvr | nc zk-1 2181\nZookeeper version: 3.8.3\nMode: follower\nNode count: 4521"
    assert (_denied("zk-1 是 leader", srvr) or "").startswith("Mode: follower")
    assert (_denied("zk-1 当前为领导者", srvr) or "").startswith("Mode: follower")
    assert _denied("zk-1 是 follower", srvr) is None and _denied("zk-2 是 leader", srvr) is None
