"""The mode ZooKeeper's `srvr` (or `stat`) prints as a claim says it (`zk-1 是 follower`, `the
server is the leader`), passes; the other mode fails.

`zk-1 是 leader` over `Mode: follower` passed: `leader` is no word of the output, and no field was
read as a role (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"leader": ("{h} 是 leader", "{h} 是集群的 leader 节点", "{h} is the leader", "{h} 当前为领导者"),
        "follower": ("{h} 是 follower", "{h} 是集群的 follower 节点", "{h} is a follower",
                     "{h} 当前为跟随者")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    host = rng.choice(("zk-1", "zk-2", "zk-3", "zookeeper-0", "zk01"))
    mode = rng.choice(tuple(SAID))
    other = rng.choice([m for m in SAID if m != mode])
    lines = [f"$ echo srvr | nc {host} 2181",
             f"Zookeeper version: 3.8.{rng.randint(0, 4)}-abc, built on 2023-10-05",
             f"Latency min/avg/max: 0/{rng.randint(0, 9)}.{rng.randint(0, 99)}/{rng.randint(10, 900)}",
             f"Received: {rng.randint(1000, 10**7)}", f"Sent: {rng.randint(1000, 10**7)}",
             f"Connections: {rng.randint(1, 500)}", f"Outstanding: {rng.randint(0, 50)}",
             f"Zxid: 0x{rng.randint(16**8, 16**10):x}", f"Mode: {mode}",
             f"Node count: {rng.randint(10, 99999)}"]
    output = "\n".join(lines)
    form = rng.randrange(min(len(SAID[mode]), len(SAID[other])))
    return SAID[mode][form].format(h=host), SAID[other][form].format(h=host), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4618)
    return [_probe(rng) for _ in range(60)]


def test_the_server_s_own_mode_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_mode_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
