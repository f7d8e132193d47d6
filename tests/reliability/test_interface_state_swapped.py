"""A network interface's state restated (`eth1 处于 DOWN 状态` for `ip addr`'s `3: eth1: <NO-CARRIER,
...> ... state DOWN`) passes, and the other state fails.

The interface's name and both words are the output's (an interface that is down still lists
`UP` among its flags): 58 of 60 forged claims passed and 2 only warned. Now each interface's `state` is read
(`gatekeeper.rules.support.evidence.interfaces`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {True: ("{i} 处于 UP 状态", "{i} is up", "{i} 网卡状态正常", "{i}处于UP状态"),
        False: ("{i} 处于 DOWN 状态", "{i} is down", "{i} 网卡已断开", "{i} 已掉线")}


def _link(rng: random.Random, number: int, name: str, up: bool) -> str:
    flags = "BROADCAST,MULTICAST,UP,LOWER_UP" if up else rng.choice(("NO-CARRIER,BROADCAST,MULTICAST,UP",
                                                                      "BROADCAST,MULTICAST"))
    return (f"{number}: {name}: <{flags}> mtu {rng.choice((1500, 1450, 9001))} qdisc mq state "
            f"{'UP' if up else 'DOWN'} group default qlen 1000\n"
            f"    link/ether 02:42:ac:{rng.randrange(256):02x}:{rng.randrange(256):02x}:0b "
            "brd ff:ff:ff:ff:ff:ff")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    names = rng.sample(("eth0", "eth1", "ens3", "ens4", "bond0", "eno1"), rng.randint(2, 4))
    up = {name: rng.random() < 0.5 for name in names}
    lines = ["1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000",
             *(_link(rng, n + 2, name, up[name]) for n, name in enumerate(names))]
    name = rng.choice(names)
    return (rng.choice(SAID[up[name]]).format(i=name), rng.choice(SAID[not up[name]]).format(i=name),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1500)
    return [_probe(rng) for _ in range(60)]


def test_an_interface_s_own_state_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
