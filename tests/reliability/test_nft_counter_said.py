"""A rule's packets as `nft list ruleset` counts them (`22 端口的规则匹配了 4123 个包`, `被丢弃的包有 5521
个`, `the rule for port 443 matched 98123 packets`), pass; another rule's count fails.

    tcp dport 22 counter packets 4123 bytes 312312 accept
    tcp dport 443 counter packets 98123 bytes 71231231 accept
    counter packets 5521 bytes 331260 drop

Every forged claim passed (at 3f755b4): a rule's line was no field nor table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

PORT = ("{p} 端口的规则匹配了 {n} 个包", "端口 {p} 的规则命中 {n} 个包",
        "the rule for port {p} matched {n} packets")
DROPPED = ("被丢弃的包有 {n} 个", "丢弃了 {n} 个包", "{n} packets were dropped")
PORTS = (22, 80, 443, 3306, 5432, 6379, 8080, 9100)


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    ports = rng.sample(PORTS, rng.randint(2, 4))
    counts = rng.sample(range(10, 2_000_000), len(ports) + 2)
    lines = ["table inet filter {", "\tchain input {",
             "\t\ttype filter hook input priority filter; policy drop;",
             f"\t\tct state established,related counter packets {counts[-1]} bytes {counts[-1] * 700} accept"]
    lines += [f"\t\ttcp dport {p} counter packets {counts[n]} "
              f"bytes {counts[n] * rng.randint(60, 1400)} accept" for n, p in enumerate(ports)]
    lines += [f"\t\tcounter packets {counts[-2]} bytes {counts[-2] * 60} drop", "\t}", "}"]
    if rng.random() < 0.6:
        n = rng.randrange(len(ports))
        other = rng.choice([c for c in [*counts[:len(ports)], counts[-2]] if c != counts[n]])
        form = rng.choice(PORT)
        return form.format(p=ports[n], n=counts[n]), form.format(p=ports[n], n=other), "\n".join(lines)
    form = rng.choice(DROPPED)
    return form.format(n=counts[-2]), form.format(n=rng.choice(counts[:len(ports)])), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4840)


def test_a_rule_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_rule_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
