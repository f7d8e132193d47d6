"""A Service's cluster IP and ports as `kubectl describe svc` prints them (`payment-svc 的 ClusterIP 为
10.96.12.34`, `目标端口为 8080`), pass; an endpoint's address as its IP, or the other port, fails.

    Type:         ClusterIP
    IP:           10.96.12.34
    Port:         http  80/TCP
    TargetPort:   8080/TCP
    Endpoints:    10.244.1.5:8080,10.244.2.7:8080

`payment-svc 的 ClusterIP 为 10.244.1.5` (an endpoint's) and `目标端口为 80` (the Service's port)
passed (at 371b2c9): every address and port is the output's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

CLUSTER_IP = ("{s} 的 ClusterIP 为 {v}", "{s} 的集群 IP 是 {v}", "{s} has cluster IP {v}")
TARGET = ("{s} 的目标端口为 {v}", "{s} 的 targetPort 是 {v}", "{s} forwards to target port {v}")
PORT = ("{s} 的服务端口为 {v}", "{s} 的 port 是 {v}", "{s} listens on port {v}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    service = rng.choice(("payment-svc", "order-svc", "inventory-api", "user-center"))
    cluster_ip = f"10.96.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    port, target = rng.sample((80, 443, 8080, 8443, 9090, 3000, 5000), 2)
    endpoints = [f"10.244.{rng.randint(0, 9)}.{rng.randint(2, 250)}" for _ in range(rng.randint(1, 4))]
    output = "\n".join([
        f"Name:              {service}", "Namespace:         prod",
        f"Selector:          app={service.split('-')[0]}", "Type:              ClusterIP",
        f"IP:                {cluster_ip}", f"IPs:               {cluster_ip}",
        f"Port:              http  {port}/TCP", f"TargetPort:        {target}/TCP",
        f"Endpoints:         {','.join(f'{e}:{target}' for e in endpoints)}",
        "Session Affinity:  None", "Events:            <none>"])
    kind = rng.choice(("ip", "target", "port"))
    if kind == "ip":
        form = rng.choice(CLUSTER_IP)
        return form.format(s=service, v=cluster_ip), form.format(s=service, v=rng.choice(endpoints)), output
    form = rng.choice(TARGET if kind == "target" else PORT)
    own, other = (target, port) if kind == "target" else (port, target)
    return form.format(s=service, v=own), form.format(s=service, v=other), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4725)


def test_the_service_s_own_ip_and_ports_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_an_endpoint_s_address_or_the_other_port_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
