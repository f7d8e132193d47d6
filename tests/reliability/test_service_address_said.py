"""A Kubernetes service given another's cluster or external IP fails; its own addresses and
port mappings pass.

`gateway 的 cluster IP 为 10.96.12.34` (order-svc's), `order-svc 的外部 IP 为 34.120.55.10` (the
load balancer's, order-svc's is `<none>`) citing `kubectl get svc`: an address was no value a
claim gives a row, so both passed; and the number pattern read no port of `80:31380/TCP`, so a
faithful `gateway 的 443 端口映射到 31390` named two values found nowhere and failed. Now an
address is a cell's value (`gatekeeper.rules.support.evidence.tables`), `集群 IP`, `外部 IP` name
the columns (`table_words`), and both ports of a pair are read
(`gatekeeper.rules.support.text.anchors.port_maps`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

NAMES = ("order-svc", "payment-svc", "gateway", "inventory-api", "auth", "redis-master", "kafka")
CLUSTER = ("{s} 的 cluster IP 为 {v}", "{s} 的集群 IP 是 {v}", "the cluster IP of {s} is {v}")
EXTERNAL = ("{s} 的外部 IP 为 {v}", "{s} 的公网 IP 是 {v}", "{s} is exposed on external IP {v}")
MAPPED = ("{s} 的 {p} 端口映射到 {n}", "{s} 的端口 {p} 映射到节点端口 {n}",
          "{s} maps port {p} to node port {n}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NAMES, 3)
    kinds = ["LoadBalancer", rng.choice(("ClusterIP", "NodePort")),
             rng.choice(("ClusterIP", "LoadBalancer"))]
    rng.shuffle(kinds)
    cluster = [f"10.96.{rng.randint(0, 255)}.{rng.randint(2, 254)}" for _ in names]
    external = [f"34.{rng.randint(64, 127)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
                if kind == "LoadBalancer" else "<none>" for kind in kinds]
    ports = [[(port, rng.randint(30000, 32767)) if kind != "ClusterIP" else (port, None)
              for port in rng.sample((80, 443, 8080, 9090, 6379), rng.randint(1, 2))] for kind in kinds]
    cells = [",".join(f"{port}:{node}/TCP" if node else f"{port}/TCP" for port, node in pairs)
             for pairs in ports]
    output = ("NAME            TYPE           CLUSTER-IP      EXTERNAL-IP      PORT(S)"
              "                         AGE\n"
              + "\n".join(f"{name:<16}{kind:<15}{address:<16}{outside:<17}{cell:<32}{rng.randint(1, 90)}d"
                          for name, kind, address, outside, cell
                          in zip(names, kinds, cluster, external, cells, strict=True)))
    mine, other = rng.sample(range(3), 2)
    balancer = next(n for n in range(3) if kinds[n] == "LoadBalancer")
    choice = rng.random()
    if choice < 0.35:
        form = rng.choice(CLUSTER)
        return (form.format(s=names[mine], v=cluster[mine]), form.format(s=names[mine], v=cluster[other]),
                output)
    if choice < 0.7:
        form = rng.choice(EXTERNAL)
        liar = next(n for n in range(3) if n != balancer)
        return (form.format(s=names[balancer], v=external[balancer]),
                form.format(s=names[liar], v=external[balancer]), output)
    mapped = [(n, port, node) for n in range(3) for port, node in ports[n] if node]
    n, port, node = rng.choice(mapped)
    form = rng.choice(CLUSTER)
    forged = form.format(s=names[n], v=cluster[(n + 1) % 3])
    return rng.choice(MAPPED).format(s=names[n], p=port, n=node), forged, output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8470, 60)


def test_another_service_s_address_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_service_s_own_addresses_and_ports_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
