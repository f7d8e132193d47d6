"""An endpoint's port written apart from its address (`10.0.3.17 的 5432 端口`, `port 6379 on
redis-0`, `::1 的 8080 端口`) passes, and another port fails.

A port was anchored only with its address (`10.0.3.17:5432` one endpoint), so a faithful claim
writing it apart failed as a number found nowhere (LOW_CONFID), as did the forged, and the
loopback `::1` was no address at all. Now an endpoint also holds its port as a number, and a
compressed IPv6 address may start with `::`.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_failed, not_passed

PORTS = (5432, 6379, 3306, 9092, 8080, 27017)


def _probe(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, forged claim, excerpt, output)."""
    service, port = rng.choice(SERVICES), rng.choice(PORTS)
    address = rng.choice((f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}", "::1",
                          f"redis-{rng.randint(0, 5)}.cache.svc", "127.0.0.1"))
    endpoint = f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
    excerpt = (f"{clock_stamp(rng.randrange(80000))} ERROR [{service}] dial tcp {endpoint}: connect: "
               "connection refused")
    output = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO [{service}] starting", excerpt])
    form = rng.choice(("{s} 连接 {a} 的 {p} 端口被拒绝", "{s} 访问 {a} 端口 {p} 时连接被拒绝",
                       "{s} was refused on port {p} of {a}"))
    other = port + rng.choice((1, 10, 1000))
    return (form.format(s=service, a=address, p=port), form.format(s=service, a=address, p=other),
            excerpt, output)


def _probes() -> list[tuple[str, str, str, str]]:
    rng = random.Random(5432)
    return [_probe(rng) for _ in range(60)]


def test_a_port_written_apart_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []


def test_another_port_fails() -> None:
    assert not_failed((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
