"""An address given one role (the DNS server, a name's answer, the default gateway) that the
output prints in another fails; the role's own address passes.

`DNS 服务器为 10.2.3.4` citing nslookup, whose `Server: 10.0.0.2` answered `Address: 10.2.3.4`;
`默认网关为 10.0.0.5` citing `ip route`, whose gateway is `default via 10.0.0.254` and 10.0.0.5 the
host's `src`: the address is the output's, so of 60 forged claims 60 passed. Now each role's
addresses are read as the tools print them (`gatekeeper.rules.support.evidence.address_roles`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

HOSTS = ("pay.internal.shop.com", "orders.svc.cluster.local", "api.example.net", "db-primary.prod.lan")
SERVER = ("DNS 服务器为 {a}", "使用的 DNS 服务器是 {a}", "the DNS server is {a}", "nameserver 为 {a}")
ANSWER = ("{h} 解析到 {a}", "{h} 的解析结果为 {a}", "{h} resolves to {a}", "{h} 的 A 记录是 {a}")
GATEWAY = ("默认网关为 {a}", "默认路由经由 {a}", "the default gateway is {a}", "默认网关是 {a}")


def _address(rng: random.Random, net: str) -> str:
    return f"{net}.{rng.randint(2, 250)}"


def _dns(rng: random.Random) -> tuple[str, dict[str, list[str]], str]:
    host = rng.choice(HOSTS)
    server = _address(rng, f"10.0.{rng.randint(0, 9)}")
    answers = [_address(rng, f"10.{rng.randint(10, 99)}.{rng.randint(0, 255)}")
               for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.5:
        output = (f"$ nslookup {host}\nServer:\t\t{server}\nAddress:\t{server}#53\n\n"
                  "Non-authoritative answer:\n" + "\n".join(f"Name:\t{host}\nAddress: {a}" for a in answers))
    else:
        output = (f"$ dig {host}\n;; ANSWER SECTION:\n" + "\n".join(f"{host}. 300 IN A {a}" for a in answers)
                  + f"\n\n;; Query time: {rng.randint(1, 40)} msec\n;; SERVER: {server}#53({server}) (UDP)")
    return host, {"server": [server], "answer": answers}, output


def _route(rng: random.Random) -> tuple[str, dict[str, list[str]], str]:
    net = f"10.{rng.randint(0, 200)}.{rng.randint(0, 255)}"
    gateway, own = f"{net}.254", _address(rng, net)
    if rng.random() < 0.5:
        output = (f"$ ip route\ndefault via {gateway} dev eth0 proto static metric 100\n"
                  f"{net}.0/24 dev eth0 proto kernel scope link src {own} metric 100")
    else:
        output = ("$ route -n\nKernel IP routing table\n"
                  "Destination     Gateway         Genmask         Flags Metric Ref    Use Iface\n"
                  f"0.0.0.0         {gateway:<16}0.0.0.0         UG    100    0        0 eth0\n"
                  f"{net}.0{'':<7}0.0.0.0         255.255.255.0   U     100    0        0 eth0\n"
                  f"# host address {own}")
    return "", {"gateway": [gateway], "own": [own]}, output


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    if rng.random() < 0.6:
        host, roles, output = _dns(rng)
        if rng.random() < 0.5:
            form = rng.choice(SERVER)
            return (form.format(a=roles["server"][0]), form.format(a=rng.choice(roles["answer"])), output)
        form = rng.choice(ANSWER)
        return (form.format(h=host, a=rng.choice(roles["answer"])), form.format(h=host, a=roles["server"][0]),
                output)
    _, roles, output = _route(rng)
    form = rng.choice(GATEWAY)
    return form.format(a=roles["gateway"][0]), form.format(a=roles["own"][0]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5003, 60)


def test_an_address_of_another_role_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_role_s_own_address_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
