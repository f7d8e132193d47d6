"""A container's health check restated (`order-svc 容器不健康` for `docker ps`'s `Up 2 hours
(unhealthy)`) passes, and the other result fails.

The STATUS cell's `(healthy)` or `(unhealthy)` was read by no check: every forged claim passed.
Now a clause naming one row and saying its health check passes or fails is denied by a row
whose STATUS says the other (`gatekeeper.rules.support.evidence.containers`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

IMAGES = {"order-svc": "order-svc:1.4.2", "payment-svc": "payment-svc:2.0.1", "redis": "redis:7.2",
          "nginx": "nginx:1.25", "kafka": "bitnami/kafka:3.6"}
SAYS = {"healthy": ("{n} 容器健康检查通过", "{n} 容器状态健康", "the {n} container is healthy"),
        "unhealthy": ("{n} 容器不健康", "{n} 容器健康检查失败", "the {n} container is unhealthy")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(sorted(IMAGES), rng.randint(2, 4))
    health = {name: rng.choice(("healthy", "unhealthy")) for name in names}
    header = "CONTAINER ID   IMAGE                 STATUS                      PORTS      NAMES"
    rows = [f"{rng.getrandbits(48):012x}   {IMAGES[name]:<20}  "
            f"{f'Up {rng.randint(2, 50)} minutes ({health[name]})':<26}  8080/tcp   {name}" for name in names]
    name = rng.choice(names)
    other = "unhealthy" if health[name] == "healthy" else "healthy"
    return (rng.choice(SAYS[health[name]]).format(n=name), rng.choice(SAYS[other]).format(n=name),
            "\n".join([header, *rows]))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(2375)
    return [_probe(rng) for _ in range(60)]


def test_a_container_s_health_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_health_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
