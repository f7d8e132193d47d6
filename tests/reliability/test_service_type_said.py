"""A Service's type as `kubectl get svc` prints it (`db 的类型为 ClusterIP`, `the type of web is
LoadBalancer`), passes; another Service's type fails.

    NAME    TYPE           CLUSTER-IP    EXTERNAL-IP   PORT(S)                      AGE
    web     LoadBalancer   10.96.12.34   34.120.1.2    80:31080/TCP,443:31443/TCP   30d
    db      ClusterIP      10.96.45.67   <none>        5432/TCP                     30d

Every forged claim failed, but so did 13 of 60 faithful ones (at 8863ac7), `db 的类型为 ClusterIP`
among them: `ClusterIP` named the CLUSTER-IP column (its word `clusterip`), whose `10.96.45.67` the
claim did not give, and `类型` named no TYPE.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

TYPES = ("ClusterIP", "NodePort", "LoadBalancer")
SAID = ("{s} 的类型为 {t}", "{s} 是 {t} 类型的服务", "the type of {s} is {t}", "{s} 的服务类型是 {t}")


def _row(rng: random.Random, name: str, kind: str) -> list[str]:
    port = rng.choice((80, 443, 5432, 6379, 8080, 9090))
    ports = f"{port}/TCP" if kind == "ClusterIP" else f"{port}:{rng.randint(30000, 32767)}/TCP"
    external = f"34.{rng.randint(64, 127)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}" \
        if kind == "LoadBalancer" else "<none>"
    return [name, kind, f"10.96.{rng.randint(0, 255)}.{rng.randint(1, 254)}", external, ports,
            f"{rng.randint(1, 90)}d"]


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample(("web", "db", "cache", "api", "gateway", "auth", "search", "metrics"),
                       rng.randint(3, 5))
    kinds = {name: rng.choice(TYPES) for name in names}
    one = rng.choice(names)
    others = sorted({kind for kind in kinds.values() if kind != kinds[one]})
    if not others:
        return None
    rows = [["NAME", "TYPE", "CLUSTER-IP", "EXTERNAL-IP", "PORT(S)", "AGE"],
            *(_row(rng, name, kinds[name]) for name in names)]
    widths = [max(len(row[n]) for row in rows) for n in range(6)]
    output = "\n".join("   ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
                       for row in rows)
    form = rng.choice(SAID)
    return form.format(s=one, t=kinds[one]), form.format(s=one, t=rng.choice(others)), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5003)


def test_a_service_s_own_type_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_service_s_type_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
