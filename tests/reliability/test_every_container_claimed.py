"""Every container said running, or none said exited, fails over `docker ps -a` listing an exited
one; the same words pass when every container is up.

`所有容器都在运行`, `all containers are running`, `没有容器退出` citing `docker ps -a` with an
`Exited (137) 12 minutes ago` row passed: docker prints a running container `Up 3 hours`, no
`Running` (evidence/tables.py).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

FORMS = ("所有容器都在运行", "容器都在正常运行", "全部容器都处于运行状态", "all containers are running",
         "all containers are up", "没有容器退出", "no container has exited", "none of the containers exited")
IMAGES = {"order-svc": "order-svc:1.4.2", "payment-svc": "payment-svc:2.3.0", "redis-cache": "redis:7.0",
          "gateway": "nginx:1.25", "kafka-1": "bitnami/kafka:3.6", "mysql-primary": "mysql:8.0.35"}
HEADER = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]


def _row(rng: random.Random, name: str, up: bool) -> list[str]:
    hours = rng.randint(2, 40)
    status = (f"Up {hours - 1} hours" + rng.choice(("", " (healthy)")) if up else
              f"Exited ({rng.choice((0, 1, 137, 143))}) {rng.randint(2, 50)} minutes ago")
    command = rng.choice(("java -jar app.jar", "docker-entrypoint.s…"))
    return [f"{rng.getrandbits(48):012x}", IMAGES[name], f'"{command}"',
            f"{hours} hours ago", status, rng.choice(("0.0.0.0:8080->8080/tcp", "6379/tcp", "")), name]


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(claim, output with every container up, output with one exited)."""
    names = rng.sample(sorted(IMAGES), rng.randint(2, 5))
    exited = rng.randrange(len(names))
    up = [_row(rng, name, True) for name in names]
    down = [row if n != exited else _row(rng, names[n], False) for n, row in enumerate(up)]
    return rng.choice(FORMS), aligned_table(HEADER, up), aligned_table(HEADER, down)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3702, 60)


def test_every_container_said_up_over_an_exited_one_is_rejected() -> None:
    assert not_rejected((claim, down, down) for claim, _, down in _probes()) == []


def test_every_container_said_up_over_up_ones_passes() -> None:
    assert not_passed((claim, up, up) for claim, up, _ in _probes()) == []
