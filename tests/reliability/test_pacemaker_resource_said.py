"""A resource's node and state, a node's state and the DC as Pacemaker's `crm_mon` prints them
(`vip 资源运行在 node2 上`, `pgsql 资源已停止`, `node3 处于离线状态`, `当前 DC 是 node1`), pass;
another node, state or DC fails.

    * Current DC: node1 (version 2.1.2-ada5c3b36e2) - partition with quorum
    * Online: [ node1 node2 ]
    * OFFLINE: [ node3 ]
    * vip	(ocf::heartbeat:IPaddr2):	 Started node2
    * pgsql	(ocf::heartbeat:pgsql):	 Stopped

Every forged claim passed (at 3f755b4): the names are the output's, and a resource's line is no
field nor table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

RESOURCES = {"vip": "ocf::heartbeat:IPaddr2", "nginx": "systemd:nginx", "pgsql": "ocf::heartbeat:pgsql",
             "haproxy": "systemd:haproxy", "fs-data": "ocf::heartbeat:Filesystem",
             "redis": "ocf::heartbeat:redis"}
RUNS_ON = ("{r} 资源运行在 {n} 上", "{r} 当前位于 {n}", "The {r} resource is started on {n}",
           "{r} is running on {n}")
STOPPED = ("{r} 资源已停止", "{r} is stopped")
OFFLINE = ("{n} 处于离线状态", "{n} 已离线", "{n} is offline")
ONLINE = ("{n} 在线", "{n} is online")
DC = ("当前 DC 是 {n}", "The current DC is {n}")


def _status(rng: random.Random) -> tuple[list[str], list[str], dict[str, str | None], str]:
    prefix = rng.choice(("node", "pcmk-", "db0"))
    nodes = [f"{prefix}{n}" for n in range(1, rng.randint(3, 5))]
    offline = rng.sample(nodes, rng.randint(0, 1))
    online = [n for n in nodes if n not in offline]
    placed = {r: (rng.choice(online) if rng.random() < 0.75 else None)
              for r in rng.sample(tuple(RESOURCES), rng.randint(2, 5))}
    dc = rng.choice(online)
    lines = ["Cluster Summary:", "  * Stack: corosync",
             f"  * Current DC: {dc} (version 2.1.2-ada5c3b36e2) - partition with quorum",
             f"  * {len(nodes)} nodes configured", "", "Node List:", f"  * Online: [ {' '.join(online)} ]"]
    if offline:
        lines.append(f"  * OFFLINE: [ {' '.join(offline)} ]")
    lines += ["", "Full List of Resources:"]
    lines += [f"  * {r}\t({RESOURCES[r]}):\t {'Started ' + node if node else 'Stopped'}"
              for r, node in placed.items()]
    return nodes, offline, placed, "\n".join(lines)


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    nodes, offline, placed, output = _status(rng)
    online = [n for n in nodes if n not in offline]
    started = [r for r, node in placed.items() if node]
    stopped = [r for r, node in placed.items() if not node]
    kind = rng.randrange(4)
    if kind == 0 and started and len(online) > 1:
        r = rng.choice(started)
        form = rng.choice(RUNS_ON)
        return (form.format(r=r, n=placed[r]),
                form.format(r=r, n=rng.choice([n for n in online if n != placed[r]])), output)
    if kind == 1 and started and stopped:
        form = rng.choice(STOPPED)
        return form.format(r=rng.choice(stopped)), form.format(r=rng.choice(started)), output
    if kind == 2 and offline:
        lang = rng.randrange(2)
        down, up = (OFFLINE[lang * 2], ONLINE[lang]) if lang == 0 else (OFFLINE[2], ONLINE[1])
        if rng.random() < 0.5:
            return down.format(n=offline[0]), down.format(n=rng.choice(online)), output
        return up.format(n=rng.choice(online)), up.format(n=offline[0]), output
    if kind == 3:
        form = rng.choice(DC)
        dc = output.split("Current DC: ")[1].split()[0]
        return form.format(n=dc), form.format(n=rng.choice([n for n in nodes if n != dc])), output
    return None


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4814)


def test_a_resource_s_or_node_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_or_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
