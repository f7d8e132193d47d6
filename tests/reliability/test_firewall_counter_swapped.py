"""A firewall rule given the packets or bytes another rule counted fails; its own counters pass.

`3306 端口的 DROP 规则命中了 1200 个包` citing `iptables -L INPUT -v -n`, whose 3306 rule counts 35
packets and the 22 rule 1200: the number is the output's, the rule's port and target too, so of
60 forged claims 55 passed; and `2100 bytes` of a rule whose `bytes` cell is a bare `2100` could be
a value found nowhere, contradicted by the chain's `0 bytes` policy line (3 of 60 faithful claims
failed). Now a count a clause gives the one rule it names (by its port, its target) is read
against the rule's counters (`gatekeeper.rules.support.evidence.firewall_rules`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

HEADER = (" pkts bytes target     prot opt in     out     source               destination")
PORTS = (22, 80, 443, 3306, 5432, 6379, 8080, 9200)
FORMS = {"pkts": ("{port} 端口的规则匹配了 {n} 个包", "端口 {port} 的 {target} 规则命中了 {n} 个数据包",
                  "the rule for port {port} matched {n} packets",
                  "{target} 规则（{port} 端口）计数为 {n} 个包"),
         "bytes": ("{port} 端口规则的流量为 {n} 字节", "{port} 端口的 {target} 规则累计 {n} 字节",
                   "the {target} rule on port {port} has matched {n} bytes")}


def _counter(rng: random.Random, low: int, high: int) -> str:
    value = rng.randint(low, high)
    return f"{value // 1000}K" if value >= 100000 else str(value)


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    ports = rng.sample(PORTS, rng.randint(3, 5))
    rules = [(port, rng.choice(("ACCEPT", "ACCEPT", "DROP", "REJECT")), _counter(rng, 0, 99999),
              _counter(rng, 100, 9_999_999)) for port in ports]
    lines = [f"{pkts:>5} {sent:>5} {target:<10} tcp  --  *      *       0.0.0.0/0            0.0.0.0/0"
             f"            tcp dpt:{port}" for port, target, pkts, sent in rules]
    output = "\n".join(["$ iptables -L INPUT -v -n", "Chain INPUT (policy ACCEPT 0 packets, 0 bytes)", HEADER,
                        *lines])
    (port, target, *own), other = rng.sample(rules, 2)
    column = rng.choice(("pkts", "bytes"))
    index = 0 if column == "pkts" else 1
    if other[2 + index] == own[index]:
        return None
    form = rng.choice(FORMS[column])
    return (form.format(port=port, target=target, n=own[index]),
            form.format(port=port, target=target, n=other[2 + index]), output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3310, 60)


def test_a_rule_given_another_rule_s_counter_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_rule_given_its_own_counter_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
