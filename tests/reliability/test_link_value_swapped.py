"""An interface given another interface's MTU or MAC address than `ip addr` or `ifconfig`
prints for it fails; its own passes.

`eth1 的 MTU 为 1500` citing `ip addr`, whose eth0 prints `mtu 1500` and eth1 `mtu 9000`: the
number is the output's, so of 60 forged claims 60 passed. Now each interface's block is read
(`gatekeeper.rules.support.evidence.link_values`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

NAMES = ("eth0", "eth1", "ens192", "bond0", "docker0", "enp3s0", "lo")
MTU = ("{i} 的 MTU 为 {v}", "{i} 的 mtu 是 {v}", "{i} MTU {v}", "网卡 {i} 的 MTU 设置为 {v}")
MAC = ("{i} 的 MAC 地址为 {v}", "{i} 的 MAC 是 {v}", "the MAC address of {i} is {v}")


def _mac(rng: random.Random) -> str:
    return ":".join(f"{rng.randrange(256):02x}" for _ in range(6))


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NAMES, rng.randint(2, 4))
    links = [(name, "65536" if name == "lo" else rng.choice(("1500", "9000", "1450", "8950")),
              "" if name == "lo" else _mac(rng)) for name in names]
    if rng.random() < 0.6:
        blocks = [f"{n}: {name}: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu {mtu} qdisc mq state UP group default "
                  f"qlen 1000\n    link/{'loopback 00:00:00:00:00:00' if not mac else 'ether ' + mac} brd "
                  f"ff:ff:ff:ff:ff:ff\n    inet 10.{n}.0.{rng.randint(2, 250)}/24 scope global {name}"
                  for n, (name, mtu, mac) in enumerate(links, 1)]
        output = "$ ip addr\n" + "\n".join(blocks)
    else:
        blocks = [f"{name}: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu {mtu}\n"
                  f"        inet 10.{n}.0.{rng.randint(2, 250)}  netmask 255.255.255.0\n"
                  + (f"        ether {mac}  txqueuelen 1000  (Ethernet)\n" if mac else "")
                  for n, (name, mtu, mac) in enumerate(links, 1)]
        output = "$ ifconfig\n" + "\n".join(blocks)
    (name, mtu, mac), (_, other_mtu, other_mac) = rng.sample(links, 2)
    if rng.random() < 0.5 and mac and other_mac:
        form = rng.choice(MAC)
        return form.format(i=name, v=mac), form.format(i=name, v=other_mac), output
    if mtu == other_mtu:
        return None
    form = rng.choice(MTU)
    return form.format(i=name, v=mtu), form.format(i=name, v=other_mtu), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5209, 60)


def test_an_interface_given_another_s_mtu_or_mac_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_an_interface_s_own_mtu_or_mac_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
