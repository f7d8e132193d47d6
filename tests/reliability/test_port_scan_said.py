"""A port's state as nmap prints it (`22 端口是开放的`, `443 端口被过滤`, `port 3306 is closed`),
pass; another port's state fails.

    PORT     STATE    SERVICE
    22/tcp   open     ssh
    443/tcp  filtered https
    3306/tcp closed   mysql

`443 端口是开放的` passed (at 3f755b4): a row named by its port was nobody's, and `开放` no word
of the `open` cell.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"open": ("{p} 端口是开放的", "{p} 端口处于开放状态", "port {p} is open"),
        "filtered": ("{p} 端口被过滤", "{p} 端口被过滤了", "port {p} is filtered"),
        "closed": ("{p} 端口已关闭", "{p} 端口关闭了", "port {p} is closed")}
SERVICES = {22: "ssh", 80: "http", 443: "https", 3306: "mysql", 5432: "postgresql", 6379: "redis",
            8080: "http-proxy", 9200: "wap-wsp", 25: "smtp", 53: "domain"}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    ports = sorted(rng.sample(tuple(SERVICES), rng.randint(3, 6)))
    states = {port: rng.choice(tuple(SAID)) for port in ports}
    if len(set(states.values())) < 2:
        return None
    host = f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
    lines = [f"Starting Nmap 7.80 ( https://nmap.org ) at 2026-12-07 {rng.randint(10, 23)}:00 UTC",
             f"Nmap scan report for {host}", f"Host is up (0.000{rng.randint(10, 99)}s latency).",
             f"Not shown: {1000 - len(ports)} closed ports", "PORT     STATE    SERVICE"]
    lines += [f"{f'{port}/tcp':<8} {states[port]:<8} {SERVICES[port]}" for port in ports]
    one = rng.choice(ports)
    form = rng.randrange(3)
    wrong = rng.choice([s for s in SAID if s != states[one] and s in states.values()])
    return SAID[states[one]][form].format(p=one), SAID[wrong][form].format(p=one), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4823)


def test_a_port_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_port_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
