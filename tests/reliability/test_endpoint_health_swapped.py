"""An endpoint's health restated (`etcd 节点 10.0.0.2 不健康` for `etcdctl endpoint health`'s
`https://10.0.0.2:2379 is unhealthy`; HAProxy's `Server be_app/web2 is DOWN`) passes, and the
other health fails; so does a certificate said valid where the output says it expired.

The address and both words of health are the output's (it writes both, of two endpoints): 58 of 60
forged claims passed. Now each endpoint's check line is read (`gatekeeper.rules.support.evidence.
endpoint_health`), and `有效`/`valid` against `expired`/`过期` is an outcome
(`gatekeeper.rules.support.text.outcomes`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAYS = {True: ("{e} 节点健康", "{e} 正常", "{e} is healthy", "{e}运行正常"),
        False: ("{e} 节点不健康", "{e} 异常", "{e} is down", "{e}已宕机")}


def _said(rng: random.Random, name: str, healthy: bool) -> tuple[str, str]:
    """(the claim saying the endpoint's own health, the one saying the other)."""
    return rng.choice(SAYS[healthy]).format(e=name), rng.choice(SAYS[not healthy]).format(e=name)


def _etcd(rng: random.Random) -> tuple[str, str, str]:
    hosts = [f"10.0.{rng.randint(0, 9)}.{n}" for n in rng.sample(range(2, 250), rng.randint(2, 4))]
    healthy = {host: rng.random() < 0.5 for host in hosts}
    lines = [f"https://{host}:2379 is healthy: successfully committed proposal: took = {rng.randint(1, 9)}ms"
             if healthy[host] else
             f"https://{host}:2379 is unhealthy: failed to commit proposal: context deadline exceeded"
             for host in hosts]
    host = rng.choice(hosts)
    return (*_said(rng, host, healthy[host]), "\n".join(lines))


def _haproxy(rng: random.Random) -> tuple[str, str, str]:
    servers = [f"web{n}" for n in rng.sample(range(1, 9), rng.randint(2, 4))]
    up = {server: rng.random() < 0.5 for server in servers}
    lines = [f"[WARNING] 338/10{rng.randint(1000, 5959)} (1201) : Server be_app/{server} is "
             + ("UP, reason: Layer7 check passed, code: 200" if up[server] else
                "DOWN, reason: Layer4 connection problem, info: \"Connection refused\"")
             for server in servers]
    server = rng.choice(servers)
    return (*_said(rng, server, up[server]), "\n".join(lines))


def _certificate(rng: random.Random) -> tuple[str, str, str]:
    host = rng.choice(("api.shop.com", "pay.shop.com", "auth.internal"))
    output = (f"*   Trying 10.0.3.{rng.randint(2, 250)}:443...\n* Connected to {host} port 443 (#0)\n"
              "* SSL certificate problem: certificate has expired\n"
              "curl: (60) SSL certificate problem: certificate has expired")
    return (rng.choice((f"{host} 的证书已过期", f"The certificate of {host} has expired")),
            rng.choice((f"{host} 的 TLS 证书有效", f"The certificate of {host} is valid")), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(2379)
    return [(_etcd, _haproxy, _certificate)[n % 3](rng) for n in range(60)]


def test_an_endpoint_s_health_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_health_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
