"""A claim giving a container the state its `docker ps -a` row denies never passes.

`docker ps -a` as a diagnosis agent reads it: two to five containers of the services, each `Up`
or `Exited (code)`, the whole table cited. The claim says a crashed container still runs
(`payment-svc 容器仍在运行`, `the payment-svc container is up`) or a running one exited
(`order-svc 容器已退出`, `order-svc has exited`): the name is the output's and no state word is
a cell, so every such claim passed with no finding (60 of 60) before the rows' states were read
(gatekeeper.rules.support.evidence.containers); all fail now, and each container's own state
passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

RUNS = ("{c} 容器仍在运行", "the {c} container is up", "{c} 正在运行", "{c} is still running")
EXITED = ("{c} 容器已退出", "{c} has exited", "{c} 已停止", "the {c} container is down")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(93)
    found = []
    while len(found) < 60:
        names = rng.sample([*SERVICES, "redis-cache", "mysql-primary"], rng.randint(2, 5))
        up = {name: rng.random() < 0.5 for name in names}
        rows = [[f"{rng.getrandbits(48):012x}", f"acme/{name}:{rng.randint(1, 9)}.{rng.randint(0, 20)}",
                 '"java -jar app.jar"', f"{rng.randint(2, 9)} hours ago",
                 f"Up {rng.randint(1, 9)} hours" if up[name] else
                 f"Exited ({rng.choice((0, 1, 137, 143))}) {rng.randint(2, 50)} minutes ago",
                 "8080/tcp" if up[name] else "", name] for name in names]
        header = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]
        output = aligned_table(header, rows)
        name = rng.choice(names)
        true, false = (RUNS, EXITED) if up[name] else (EXITED, RUNS)
        found.append((rng.choice(true).format(c=name), rng.choice(false).format(c=name), output))
    return found


def test_the_state_the_row_denies_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_row_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def _object(rng: random.Random, name: str, up: bool) -> list[str]:
    """One container of `docker inspect`, its name printed after its state, as docker prints it."""
    status, code = ("running", 0) if up else ("exited", rng.choice((1, 137, 143)))
    created = f"2026-12-0{rng.randint(1, 5)}T08:00:00Z"
    return ["  {", f'    "Id": "{rng.getrandbits(64):016x}",', f'    "Created": "{created}",',
            '    "State": {', f'      "Status": "{status}",', f'      "Running": {str(up).lower()},',
            f'      "OOMKilled": {str(code == 137).lower()},', f'      "ExitCode": {code}', "    },",
            f'    "Image": "sha256:{rng.getrandbits(64):016x}",', f'    "Name": "/{name}",',
            f'    "RestartCount": {rng.randint(0, 5)}', "  }"]


def _inspected() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): `payment-svc 容器仍在运行` citing docker inspect's
    `"Status": "exited"` passed: only `docker ps`' rows were read."""
    rng = random.Random(3614)
    probes = []
    for _ in range(40):
        names = rng.sample([*SERVICES, "redis-cache"], rng.randint(1, 3))
        up = {name: rng.random() < 0.5 for name in names}
        objects = [",\n".join("\n".join(_object(rng, name, up[name])) for name in names)]
        output = "\n".join([f"$ docker inspect {' '.join(names)}", "[", *objects, "]"])
        name = rng.choice(names)
        own, other = (RUNS, EXITED) if up[name] else (EXITED, RUNS)
        probes.append((rng.choice(own).format(c=name), rng.choice(other).format(c=name), output))
    return probes


def test_the_state_docker_inspect_denies_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _inspected()) == []


def test_the_state_docker_inspect_prints_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _inspected()) == []
