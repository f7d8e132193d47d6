"""A bonding slave's MII status and link failure count, and the active slave, as
`/proc/net/bonding/bond0` prints them (`eth0 的 MII 状态为 down`, `eth0 链路失败 3 次`,
`当前活动的 slave 是 eth1`), pass; another slave's fails.

    Bonding Mode: fault-tolerance (active-backup)
    Primary Slave: None
    Currently Active Slave: eth1
    MII Status: up
    MII Polling Interval (ms): 100

    Slave Interface: eth0
    MII Status: down
    Speed: Unknown
    Duplex: Unknown
    Link Failure Count: 3
    Permanent HW addr: 52:54:00:3a:1f:0c
    Slave queue ID: 0

    Slave Interface: eth1
    MII Status: up
    Speed: 10000 Mbps
    Duplex: full
    Link Failure Count: 1
    Permanent HW addr: 52:54:00:9b:22:e4
    Slave queue ID: 0

46 of 60 forged claims passed (at 8863ac7), and 6 faithful ones failed: the bond's own `MII Status: up`
was read as every slave's (`evidence.flags`: a name printed both ways is unsure now); the slaves'
blocks were nobody's (`evidence.named_blocks`, `block_states` read them).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

NAMES = (("eth0", "eth1", "eth2"), ("ens1f0", "ens1f1", "ens2f0"), ("eno1", "eno2", "eno3"),
         ("enp3s0", "enp4s0", "enp5s0"))
STATUS = {"down": ("{s} 的 MII 状态为 down", "{s} 处于 down 状态", "{s} is down", "{s}'s MII status is down"),
          "up": ("{s} 的 MII 状态为 up", "{s} 处于 up 状态", "{s} is up", "{s}'s MII status is up")}
FAILURES = ("{s} 链路失败 {n} 次", "{s} 的 Link Failure Count 为 {n}", "the link failure count of {s} is {n}",
            "{s} has a link failure count of {n}")
ACTIVE = ("当前活动的 slave 是 {s}", "{s} 是当前活动的 slave", "the currently active slave is {s}")


def _mac(rng: random.Random) -> str:
    return "52:54:00:" + ":".join(f"{rng.randrange(256):02x}" for _ in range(3))


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    slaves = list(rng.choice(NAMES)[:rng.randint(2, 3)])
    down = rng.choice([None, *slaves])
    active = rng.choice([s for s in slaves if s != down])
    counts = dict(zip(slaves, rng.sample(range(0, 15), len(slaves)), strict=True))
    speed = rng.choice(("1000", "10000", "25000"))
    lines = [f"Ethernet Channel Bonding Driver: v{rng.choice(('5.15.0-91-generic', '6.1.0-17-amd64'))}", "",
             "Bonding Mode: fault-tolerance (active-backup)", "Primary Slave: None",
             f"Currently Active Slave: {active}", "MII Status: up", "MII Polling Interval (ms): 100",
             "Up Delay (ms): 0", "Down Delay (ms): 0", "Peer Notification Delay (ms): 0"]
    for slave in slaves:
        up = slave != down
        lines += ["", f"Slave Interface: {slave}", f"MII Status: {'up' if up else 'down'}",
                  f"Speed: {speed + ' Mbps' if up else 'Unknown'}", f"Duplex: {'full' if up else 'Unknown'}",
                  f"Link Failure Count: {counts[slave]}", f"Permanent HW addr: {_mac(rng)}",
                  "Slave queue ID: 0"]
    output = "\n".join(lines)
    one = rng.choice(slaves)
    kind = rng.randrange(3)
    if kind == 0:
        status = "down" if one == down else "up"
        others = [s for s in slaves if (s == down) != (one == down)]
        if not others:
            return None
        form = rng.choice(STATUS[status])
        return form.format(s=one), form.format(s=rng.choice(others)), output
    if kind == 1:
        form = rng.choice(FAILURES)
        other = counts[rng.choice([s for s in slaves if s != one])]
        return form.format(s=one, n=counts[one]), form.format(s=one, n=other), output
    form = rng.choice(ACTIVE)
    return form.format(s=active), form.format(s=rng.choice([s for s in slaves if s != active])), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6413)


def test_a_slave_s_own_status_count_or_activity_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_slave_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
