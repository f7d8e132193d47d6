"""A Service's external IP said assigned while `kubectl get svc` prints it `<pending>`, or said
pending while it prints an address, fails; said as printed, it passes.

`gateway 服务的外部 IP 已分配` citing `<pending>`: the service is the output's and the judgement no
anchor (`evidence/external_ips.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

ASSIGNED = ("{s} 服务的外部 IP 已分配", "{s} 已经拿到了外部 IP", "the {s} service has an external IP",
            "{s} was assigned an external IP")
PENDING = ("{s} 的外部 IP 一直处于 pending 状态", "{s} 还没有分配外部 IP", "{s} 的 EXTERNAL-IP 还在 pending",
           "the {s} service has no external IP yet", "{s}'s external IP is not assigned")
SERVICES = ("gateway", "ingress-nginx", "api-public", "grafana", "kafka-external")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    names = rng.sample(SERVICES, rng.randint(1, 3))
    rows, fates = [], {}
    for name in names:
        fates[name] = rng.random() < 0.5
        external = f"34.{rng.randint(1, 250)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}" if fates[name] \
            else "<pending>"
        port = f"{rng.choice((80, 443, 9094))}:{rng.randint(30000, 32767)}/TCP"
        rows.append([name, "LoadBalancer", f"10.96.{rng.randint(0, 255)}.{rng.randint(1, 254)}", external,
                     port, f"{rng.randint(1, 59)}m"])
    header = ["NAME", "TYPE", "CLUSTER-IP", "EXTERNAL-IP", "PORT(S)", "AGE"]
    output = "$ kubectl get svc\n" + aligned_table(header, rows)
    name = rng.choice(names)
    own, other = (ASSIGNED, PENDING) if fates[name] else (PENDING, ASSIGNED)
    return rng.choice(own).format(s=name), rng.choice(other).format(s=name), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4021, 60)


def test_an_external_ip_said_the_other_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_an_external_ip_said_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
