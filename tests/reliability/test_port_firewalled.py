"""A port said blocked that iptables lets through, or said let through that it drops, fails; said
as its rules decide it passes.

`iptables 没有丢弃 8080 端口的流量` citing `DROP tcp -- 0.0.0.0/0 0.0.0.0/0 tcp dpt:8080`, `3306
端口被防火墙拦截` citing an `ACCEPT` rule of it: the port is the output's and the rest words, so
nothing was missing or contradicted (`evidence/firewall_rules.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

BLOCKED = ("{p} 端口被防火墙拦截", "iptables 丢弃了 {p} 端口的流量", "port {p} is blocked by the firewall",
           "防火墙屏蔽了 {p} 端口", "iptables 没有放行 {p} 端口")
ALLOWED = ("{p} 端口被防火墙放行", "iptables 允许 {p} 端口的流量", "the firewall allows port {p}",
           "防火墙没有拦截 {p} 端口", "port {p} is not blocked")
PORTS = (22, 80, 443, 3306, 5432, 6379, 8080, 9092, 9200, 27017)


def _rules(rng: random.Random, fates: dict[int, str], policy: str) -> str:
    """`iptables -L INPUT -n` (or, one time in three, `iptables-save`) of one rule per port."""
    if rng.random() < 1 / 3:
        lines = ["*filter", f":INPUT {policy} [0:0]", ":FORWARD ACCEPT [0:0]", ":OUTPUT ACCEPT [0:0]",
                 "-A INPUT -i lo -j ACCEPT" if rng.random() < 0.5 else "-A INPUT -p icmp -j ACCEPT"]
        lines += [f"-A INPUT -p tcp -m tcp --dport {port} -j {target}" for port, target in fates.items()]
        return "$ iptables-save\n" + "\n".join([*lines, "COMMIT"])
    lines = [f"Chain INPUT (policy {policy})", f"{'target':<11}prot opt {'source':<21}destination"]
    lines += [f"{target:<11}tcp  --  {'0.0.0.0/0':<21}{'0.0.0.0/0':<21}tcp dpt:{port}"
              for port, target in fates.items()]
    return "$ iptables -L INPUT -n\n" + "\n".join(lines)


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of one port's rule."""
    fates = {port: rng.choice(("ACCEPT", "DROP", "REJECT")) for port in rng.sample(PORTS, rng.randint(2, 5))}
    port = rng.choice(sorted(fates))
    own, other = (ALLOWED, BLOCKED) if fates[port] == "ACCEPT" else (BLOCKED, ALLOWED)
    output = _rules(rng, fates, rng.choice(("ACCEPT", "DROP")))
    return rng.choice(own).format(p=port), rng.choice(other).format(p=port), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3704, 60)


def test_a_port_said_to_fare_otherwise_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_port_said_to_fare_as_its_rule_decides_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
