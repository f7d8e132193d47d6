"""A route's gateway and device, and a device's link down, as `ip route` prints them
(`192.168.50.0/24 经由 10.0.0.254 路由`, `到 192.168.50.0/24 的路由走 eth1`, `docker0 处于 linkdown
状态`), pass; another route's gateway or device, or another device's link, fails.

    default via 10.0.0.1 dev eth0 proto dhcp src 10.0.0.12 metric 100
    172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown
    192.168.50.0/24 via 10.0.0.254 dev eth1

Every forged claim passed (at 3f755b4): a route's line is no field nor table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

VIA = ("{d} 经由 {v} 路由", "到 {d} 的下一跳是 {v}", "traffic to {d} goes via {v}")
DEV = ("到 {d} 的路由走 {i}", "{d} 的路由出口是 {i}", "the route to {d} uses {i}")
DOWN = ("{i} 处于 linkdown 状态", "{i} 的链路是 linkdown", "{i} is linkdown")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    devices = rng.sample(("eth0", "eth1", "ens3", "ens4", "bond0"), 3)
    gateway = f"10.0.{rng.randint(0, 3)}.1"
    lines = [f"default via {gateway} dev {devices[0]} proto dhcp src 10.0.0.{rng.randint(2, 99)} metric 100"]
    routes = {}
    for n in range(rng.randint(2, 4)):
        dest = f"192.168.{rng.randint(10, 250)}.0/24"
        via = f"10.0.{rng.randint(0, 3)}.{rng.randint(200, 254)}"
        dev = rng.choice(devices)
        if dest in routes or any(v == via for v, _ in routes.values()):
            return None
        routes[dest] = (via, dev)
        lines.append(f"{dest} via {via} dev {dev}" + (" proto static" if n % 2 else ""))
    lines.append("172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown")
    devices = [d for d in devices if f"dev {d}" in "\n".join(lines)]  # those the routes print
    dest = rng.choice(list(routes))
    via, dev = routes[dest]
    kind = rng.randrange(3)
    if kind == 0:
        other = rng.choice([v for v, _ in routes.values() if v != via] + [gateway])
        form = rng.choice(VIA)
        return form.format(d=dest, v=via), form.format(d=dest, v=other), "\n".join(lines)
    if kind == 1:
        form = rng.choice(DEV)
        others = [d for d in devices if d != dev]
        return (form.format(d=dest, i=dev), form.format(d=dest, i=rng.choice(others)), "\n".join(lines)) \
            if others else None
    form = rng.choice(DOWN)
    return form.format(i="docker0"), form.format(i=rng.choice(devices)), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4828)


def test_a_route_s_own_gateway_device_or_link_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_route_s_gateway_device_or_link_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
