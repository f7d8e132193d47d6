"""A Redis Cluster node's role, failure, link and slots as `CLUSTER NODES` prints them
(`10.0.0.12:30002 是 master 节点`, `10.0.0.15:30006 处于 fail 状态`, `10.0.0.13 负责槽位
10923-16383`), pass; another node's fails.

    67ed2db8… 10.0.0.12:30002@31002 master - 0 1426238316232 2 connected 5461-10922
    07c37dfe… 10.0.0.11:30004@31004 slave e7d1eecc… 0 1426238317239 4 connected

Every forged claim passed (at 3f755b4): a row of cells with no header was no table, so the
flags, links and slots were nobody's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

ROLE = {"master": ("{a} 是 master 节点", "{a} 是主节点", "{a} is a master"),
        "slave": ("{a} 是从节点", "{a} 是 slave 节点", "{a} is a replica")}
FAILED = ("{a} 处于 fail 状态", "{a} 发生了故障", "{a} is marked as fail")
LINK = {"disconnected": ("{a} 已断开连接", "{a} is disconnected"),
        "connected": ("{a} 已连接", "{a} is connected")}
SLOTS = ("{a} 负责槽位 {s}", "{a} serves slots {s}")


def _node_id(rng: random.Random) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(40))


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    masters = rng.randint(3, 4)
    bounds = [0, *sorted(rng.sample(range(1000, 15000), masters - 1)), 16384]
    hosts = [f"10.0.{rng.randint(0, 3)}.{n}" for n in rng.sample(range(10, 250), masters * 2)]
    port_base = rng.choice((6379, 7000, 30001))
    ids = [_node_id(rng) for _ in hosts]
    rows, nodes = [], {}
    for n, host in enumerate(hosts):
        address = f"{host}:{port_base + n}"
        failed = n == len(hosts) - 1 and rng.random() < 0.6
        if n < masters:
            flags, master, slots = "master", "-", f"{bounds[n]}-{bounds[n + 1] - 1}"
        else:
            flags, master, slots = "slave", ids[n - masters], ""
        if n == 0:
            flags = f"myself,{flags}"
        if failed:
            flags += ",fail"
        link = "disconnected" if failed else "connected"
        nodes[address] = (flags, link, slots)
        rows.append(f"{ids[n]} {address}@{port_base + n + 10000} {flags} {master} 0 1426238316232 "
                    f"{n + 1} {link}" + (f" {slots}" if slots else ""))
    rng.shuffle(rows)
    output = "\n".join(rows)
    addresses = list(nodes)
    one = rng.choice(addresses)
    said = one if rng.random() < 0.5 else one.rpartition(":")[0]
    kind = rng.randrange(4)
    flags, link, slots = nodes[one]
    if kind == 0:
        role = "master" if "master" in flags else "slave"
        form = rng.randrange(3)
        wrong = "slave" if role == "master" else "master"
        return ROLE[role][form].format(a=said), ROLE[wrong][form].format(a=said), output
    if kind == 1:
        failed = [a for a in addresses if "fail" in nodes[a][0]]
        if not failed:
            return None
        form = rng.choice(FAILED)
        healthy = rng.choice([a for a in addresses if a not in failed])
        return form.format(a=failed[0]), form.format(a=healthy), output
    if kind == 2:
        form = rng.randrange(2)
        wrong = "connected" if link == "disconnected" else "disconnected"
        return LINK[link][form].format(a=said), LINK[wrong][form].format(a=said), output
    if not slots:
        return None
    form = rng.choice(SLOTS)
    other = rng.choice([a for a in addresses[:masters] if a != one and nodes[a][2]] or [None])
    if other is None:
        return None
    return form.format(a=said, s=slots), form.format(a=said, s=nodes[other][2]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4816)


def test_a_node_s_own_role_and_slots_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_s_role_or_slots_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
