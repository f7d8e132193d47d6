"""A Swarm node's status, availability and manager status as `docker node ls` prints them
(`worker-1 处于 Down 状态`, `worker-2 is in Drain`, `mgr-1 是 Leader`), pass; another node's fails.

    ID                            HOSTNAME   STATUS    AVAILABILITY   MANAGER STATUS   ENGINE VERSION
    6sk4x9m3h8m7vt0j6u3c8r1x0 *   mgr-1      Ready     Active         Leader           24.0.7
    r2v9yl5k3m0xa4n6o7c8d9e0f     worker-1   Down      Active                          24.0.7

`mgr-2 是 Leader` passed (at 3f755b4): a row named by its HOSTNAME, after its id, was nobody's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"Down": ("{n} 处于 Down 状态", "{n} is Down"), "Drain": ("{n} 处于 Drain 状态", "{n} is in Drain"),
        "Leader": ("{n} 是 Leader", "{n} is the Leader")}


def _id(rng: random.Random) -> str:
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25))


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    managers = [f"mgr-{n}" for n in range(1, rng.randint(3, 5))]
    workers = [f"worker-{n}" for n in range(1, rng.randint(3, 5))]
    leader = rng.choice(managers)
    down = rng.choice(workers)
    drained = rng.choice([w for w in workers if w != down])
    lines = ["ID                            HOSTNAME   STATUS    AVAILABILITY   MANAGER STATUS   "
             "ENGINE VERSION"]
    for n, node in enumerate([*managers, *workers]):
        status = "Down" if node == down else "Ready"
        availability = "Drain" if node == drained else "Active"
        manager = ("Leader" if node == leader else "Reachable") if node in managers else ""
        lines.append(f"{_id(rng)} {'*' if n == 0 else ' '}   {node:<10} {status:<9} {availability:<14} "
                     f"{manager:<16} 24.0.7")
    state = rng.choice(tuple(SAID))
    own = {"Down": down, "Drain": drained, "Leader": leader}[state]
    other = rng.choice([n for n in (managers if state == "Leader" else workers) if n != own])
    form = rng.choice(SAID[state])
    return form.format(n=own), form.format(n=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4824)


def test_a_node_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
