"""A service's state as `docker-compose ps` (version 1) prints it (`myapp_worker_1 以 137 退出`,
`myapp_db_1 正在运行`), passes; another service's exit, or a running one said exited, fails.

          Name                    Command               State            Ports
    -------------------------------------------------------------------------------
    myapp_web_1      gunicorn app:app -b 0.0.0.0:8000   Up      0.0.0.0:8000->8000/tcp
    myapp_worker_1   celery -A app worker             Exit 137

`myapp_web_1 以 137 退出` (the worker's) and `myapp_db_1 已退出` (Up) passed (at 371b2c9): the
header is centred, the commands hold single blanks, and the rows were read as no table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

EXITED = ("{s} 以 {c} 退出", "{s} 的退出码为 {c}", "{s} exited with code {c}")
UP = ("{s} 正在运行", "{s} 处于 Up 状态", "{s} is up")
DOWN = ("{s} 已退出", "{s} 处于退出状态", "{s} has exited")
COMMANDS = {"web": "gunicorn app:app -b 0.0.0.0:8000", "worker": "celery -A app worker", "db":
            "docker-entrypoint.sh postgres", "cache": "docker-entrypoint.sh redis-server", "nginx":
            "nginx -g daemon off;"}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    project = rng.choice(("myapp", "shop", "billing"))
    services = rng.sample(tuple(COMMANDS), rng.randint(2, 5))
    states = {s: rng.choice(("Up", "Up", "Exit 0", "Exit 1", "Exit 137", "Exit 143")) for s in services}
    if all(state == "Up" for state in states.values()):
        return None  # (a service said exited where none did: no row's state is the claim's, unsure)
    names = {service: f"{project}_{service}_1" for service in services}
    wide = (max(map(len, names.values())) + 3, max(len(COMMANDS[s]) for s in services) + 3)
    lines = ["Name".center(wide[0]) + "Command".center(wide[1]) + "State".center(10) + "Ports".center(24),
             "-" * (wide[0] + wide[1] + 34)]
    for service in services:
        ports = "0.0.0.0:8000->8000/tcp" if states[service] == "Up" and service == "web" else \
            ("5432/tcp" if states[service] == "Up" else "")
        lines.append(names[service].ljust(wide[0]) + COMMANDS[service].ljust(wide[1])
                     + states[service].ljust(10) + ports)
    output = "\n".join(line.rstrip() for line in lines)
    one, other = rng.sample(services, 2)
    name, other_name = names[one], names[other]
    if states[one].startswith("Exit") and states[other] != states[one]:
        form = rng.choice(EXITED)
        code = states[one].split()[1]
        return form.format(s=name, c=code), form.format(s=other_name, c=code), output
    if states[one] == "Up":
        form = rng.randrange(3)
        return UP[form].format(s=name), DOWN[form].format(s=name), output
    return None


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4723)


def test_a_service_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_service_s_exit_or_a_running_one_exited_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
