"""Ingresses as `kubectl get ingress` lists them (`shop-web 的域名是 shop.example.com`, `api-gw
serves api.example.com`), pass; another ingress's host fails.

A host is no value a claim writes that a table reads (a lower-case dotted name: no number, no
capital), so another row's host was the output's and nothing was contradicted (at 7a99b56, 60 of 60
forged claims passed); now a host is a value (`gatekeeper.rules.support.evidence.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

INGRESSES = ("shop-web", "api-gw", "admin", "grafana", "auth", "docs", "payments")
DOMAINS = ("example.com", "acme.io", "corp.internal", "shop.cn")
SAID = ("{i} 的 host 为 {h}", "{i} 的域名是 {h}", "{i} serves {h}", "{i} 对应的域名为 {h}",
        "the host of {i} is {h}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(INGRESSES, rng.randint(2, 5))
    domain = rng.choice(DOMAINS)
    hosts = [f"{name.split('-')[0]}.{domain}" if rng.random() < 0.7 else f"{name}.{domain}" for name in names]
    rows = [[name, "nginx", host, f"203.0.113.{10 + n}", rng.choice(("80", "443", "80, 443")),
             f"{rng.randint(1, 90)}d"] for n, (name, host) in enumerate(zip(names, hosts, strict=True))]
    output = aligned_table(["NAME", "CLASS", "HOSTS", "ADDRESS", "PORTS", "AGE"], rows)
    one, other = rng.sample(range(len(names)), 2)
    form = rng.choice(SAID)
    return form.format(i=names[one], h=hosts[one]), form.format(i=names[one], h=hosts[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4412)
    return [_probe(rng) for _ in range(60)]


def test_an_ingress_s_own_host_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_ingress_s_host_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
