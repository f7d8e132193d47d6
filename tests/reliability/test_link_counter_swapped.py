"""An interface's receive and transmit counters as `ip -s link` or `ifconfig` prints them (`eth0
接收方向丢包 48213 个`, `bond0 没有发送错误`), pass; the other direction's, another interface's, or
a denied counter fails.

The counters' names are printed above their values (`RX: bytes packets errors dropped ...`) or
beside both directions' (`RX errors 0  dropped 48213`): of 60 forged claims all passed. Now each
interface's counters are read as printed (`gatekeeper.rules.support.evidence.link_stats`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

NAMES = ("eth0", "eth1", "ens3", "bond0", "enp0s31f6")
SAID = {("rx", "dropped"): ("{i} 接收方向丢包 {n} 个", "{i} dropped {n} received packets",
                           "{i} 的 RX dropped 为 {n}"),
        ("tx", "dropped"): ("{i} 发送方向丢包 {n} 个", "{i} 的 TX dropped 为 {n}"),
        ("rx", "errors"): ("{i} 接收错误 {n} 个", "{i} 的 RX errors 为 {n}", "{i} has {n} receive errors"),
        ("tx", "errors"): ("{i} 发送错误 {n} 个", "{i} 的 TX errors 为 {n}")}
DENIED = {("rx", "dropped"): "{i} 接收方向没有丢包", ("tx", "dropped"): "{i} 发送方向没有丢包",
          ("rx", "errors"): "{i} 没有接收错误", ("tx", "errors"): "{i} 没有发送错误"}


def _counters(rng: random.Random) -> dict[tuple[str, str], int]:
    values = rng.sample(range(1, 90000), 4)
    counters = dict(zip(SAID, values, strict=True))
    counters[rng.choice(list(SAID))] = 0
    return counters


def _ip(index: int, name: str, counters: dict[tuple[str, str], int], rng: random.Random) -> list[str]:
    rx = [rng.randint(10**9, 10**11), rng.randint(10**6, 10**8), counters[("rx", "errors")],
          counters[("rx", "dropped")], 0, rng.randint(0, 5000)]
    tx = [rng.randint(10**9, 10**11), rng.randint(10**6, 10**8), counters[("tx", "errors")],
          counters[("tx", "dropped")], 0, 0]
    return [f"{index}: {name}: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP mode DEFAULT "
            "group default qlen 1000",
            f"    link/ether 52:54:00:{rng.randint(10, 99)}:34:56 brd ff:ff:ff:ff:ff:ff",
            "    RX: bytes  packets  errors  dropped overrun mcast", "    " + "  ".join(map(str, rx)),
            "    TX: bytes  packets  errors  dropped carrier collsns", "    " + "  ".join(map(str, tx))]


def _ifconfig(name: str, counters: dict[tuple[str, str], int], rng: random.Random) -> list[str]:
    return [f"{name}: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 1500",
            f"        inet 10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}  netmask 255.255.255.0",
            f"        RX packets {rng.randint(10**6, 10**8)}  bytes {rng.randint(10**9, 10**11)}",
            f"        RX errors {counters[('rx', 'errors')]}  dropped {counters[('rx', 'dropped')]}  "
            "overruns 0  frame 0",
            f"        TX packets {rng.randint(10**6, 10**8)}  bytes {rng.randint(10**9, 10**11)}",
            f"        TX errors {counters[('tx', 'errors')]}  dropped {counters[('tx', 'dropped')]} "
            "overruns 0  carrier 0  collisions 0", ""]


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NAMES, rng.randint(1, 2))
    counters = {name: _counters(rng) for name in names}
    ip = rng.random() < 0.6
    lines = [line for n, name in enumerate(names) for line in (
        _ip(n + 2, name, counters[name], rng) if ip else _ifconfig(name, counters[name], rng))]
    output = "\n".join(lines)
    name = rng.choice(names)
    mine = counters[name]
    if rng.random() < 0.3:
        zero = next(key for key, value in mine.items() if value == 0)
        some = rng.choice([key for key, value in mine.items() if value])
        return DENIED[zero].format(i=name), DENIED[some].format(i=name), output
    key = rng.choice([key for key, value in mine.items() if value])
    other = rng.choice([k for k in mine if k != key and k[1] == key[1]] or [k for k in mine if k != key])
    form = rng.choice(SAID[key])
    return form.format(i=name, n=mine[key]), form.format(i=name, n=mine[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1210)
    return [_probe(rng) for _ in range(60)]


def test_an_interface_s_own_counters_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_direction_s_counter_or_a_denied_one_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
