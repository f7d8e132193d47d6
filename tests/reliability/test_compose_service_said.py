"""Containers as `docker compose ps` lists them (`shop-web-1 已退出`, `shop-db-1 is running`,
`shop-redis-1 不健康`), pass; another container's state fails.

An exited container publishes no port, so its row ends in an empty `PORTS` cell: the rows were
read up to the first such one, and a state given to a container listed after it was checked
against nothing (at 7a99b56, 51 of 60 forged claims passed). Now a row ending in an empty cell
is read by where the header's names start (`gatekeeper.rules.support.text.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SERVICES = (("db", "postgres:15", '"docker-entrypoint.s…"', "5432/tcp"), ("web", "shop/web:1.4.2",
            '"gunicorn app:app"', "0.0.0.0:8000->8000/tcp"), ("redis", "redis:7", '"docker-entrypoint.s…"',
            "6379/tcp"), ("worker", "shop/web:1.4.2", '"celery -A app wor…"', ""), ("nginx", "nginx:1.25",
            '"/docker-entrypoint.…"', "0.0.0.0:80->80/tcp"), ("queue", "rabbitmq:3", '"docker-entrypoint.s…"',
            "5672/tcp"))
SAID = {"up": ("{c} 正在运行", "{c} is running", "{c} 容器仍在运行"),
        "exited": ("{c} 已退出", "{c} has exited", "{c} 容器已停止"),
        "unhealthy": ("{c} 不健康", "{c} is unhealthy", "{c} 的健康检查失败")}


def _table(rows: list[tuple[str, ...]]) -> str:
    header = ("NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS")
    widths = [max(len(row[n]) for row in (header, *rows)) + 3 for n in range(len(header))]
    return "\n".join("".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
                     for row in (header, *rows))


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    services = rng.sample(SERVICES, rng.randint(3, 5))
    states = ["exited", "up", *(rng.choice(("up", "up", "exited", "unhealthy")) for _ in services[2:])]
    rng.shuffle(states)
    rows = []
    for (service, image, command, ports), state in zip(services, states, strict=True):
        status = {"up": "Up 2 hours (healthy)", "unhealthy": "Up 2 hours (unhealthy)",
                  "exited": f"Exited ({rng.choice((0, 1, 137))}) {rng.randint(2, 50)} minutes ago"}[state]
        rows.append((f"shop-{service}-1", image, command, service, "2 hours ago", status,
                     "" if state == "exited" else ports))
    one = rng.randrange(len(rows))
    state = states[one]
    # a container running unhealthy runs; one exited is no unhealthy one (no check runs)
    denying = {"up": ("exited",), "exited": ("up", "unhealthy"), "unhealthy": ("up",)}[state]
    others = [n for n, other in enumerate(states) if other in denying]
    form = rng.choice(SAID[state])
    return form.format(c=rows[one][0]), form.format(c=rows[rng.choice(others)][0]), _table(rows)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4409)
    return [_probe(rng) for _ in range(60)]


def test_a_container_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_container_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
