"""A Gluster peer's connection state as `gluster peer status` prints it (`gfs-3 已断开连接`,
`gfs-2 is connected`), passes; another peer's fails.

    Number of Peers: 2

    Hostname: gfs-2
    Uuid: 5e987bda-16dd-43c2-835b-08b7d55e94e5
    State: Peer in Cluster (Connected)

    Hostname: gfs-3
    Uuid: 1e0ca3aa-9ef7-4f66-8f15-cbc348f29ff7
    State: Peer in Cluster (Disconnected)

Every forged claim passed (at 8863ac7): a `Hostname:` block's state was nobody's
(`evidence.block_states`).
"""

from __future__ import annotations

import random
import uuid

from loghub_quotes import drawn, not_passed, not_rejected

STEMS = ("gfs", "gluster", "storage", "brick-node")
SAID = {"Disconnected": ("{p} 已断开连接", "{p} 处于断开状态", "{p} is disconnected",
                         "peer {p} is disconnected"),
        "Connected": ("{p} 处于连接状态", "{p} 已连接", "{p} is connected", "peer {p} is connected")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    stem = rng.choice(STEMS)
    peers = [f"{stem}-{n}" for n in sorted(rng.sample(range(2, 9), rng.randint(2, 4)))]
    down = set(rng.sample(peers, rng.randint(1, len(peers) - 1)))
    lines = [f"Number of Peers: {len(peers)}"]
    for peer in peers:
        lines += ["", f"Hostname: {peer}", f"Uuid: {uuid.UUID(int=rng.getrandbits(128), version=4)}",
                  f"State: Peer in Cluster ({'Disconnected' if peer in down else 'Connected'})"]
    one = rng.choice(peers)
    state = "Disconnected" if one in down else "Connected"
    other = rng.choice([p for p in peers if (p in down) != (one in down)])
    form = rng.choice(SAID[state])
    return form.format(p=one), form.format(p=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6427)


def test_a_peer_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_peer_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
