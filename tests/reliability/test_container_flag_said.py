"""A container said running, paused or OOM-killed the other way from docker inspect's State
flags fails; said as they are, it passes.

`容器仍在运行` citing `{"Status":"exited","Running":false,...}`: a compact object's booleans were
no fields, and a flag named by its state (`Running`) named no flag a claim could say
(`evidence/json_fields.py`, `evidence/flags.py`).
"""

from __future__ import annotations

import json
import random

from loghub_quotes import drawn, not_passed, not_rejected

#: A flag's claims: (said so, said not so), in Chinese and English; {c} the container.
SAID = {
    "Running": (("{c} 容器仍在运行", "容器正在运行", "the {c} container is running", "{c} is still up"),
                ("{c} 容器已停止运行", "容器没有在运行", "the {c} container is not running",
                 "{c} isn't running")),
    "Paused": (("{c} 容器被暂停了", "the {c} container is paused"),
               ("{c} 容器没有被暂停", "the {c} container is not paused")),
    "OOMKilled": (("{c} 容器被 OOM kill 了", "容器因内存溢出被杀", "the {c} container was OOM killed"),
                  ("{c} 容器没有被 OOM kill", "the {c} container was not OOM killed")),
}
CONTAINERS = ("payment-svc", "order-svc", "redis-cache", "inventory-api")


def _state(rng: random.Random) -> dict[str, object]:
    running = rng.random() < 0.5
    paused = running and rng.random() < 0.3
    oom = not running and rng.random() < 0.6
    return {"Status": "paused" if paused else "running" if running else "exited", "Running": running,
            "Paused": paused, "Restarting": False, "OOMKilled": oom, "Dead": False,
            "Pid": rng.randint(1000, 60000) if running else 0,
            "ExitCode": 0 if running else (137 if oom else rng.choice((1, 143)))}


def _draw(rng: random.Random) -> tuple[str, str, str]:
    container, state = rng.choice(CONTAINERS), _state(rng)
    if rng.random() < 0.5:
        compact = json.dumps(state, separators=(",", ":"))
        output = f"$ docker inspect -f '{{{{json .State}}}}' {container}\n{compact}"
    else:
        output = f"$ docker inspect {container}\n" + json.dumps(
            [{"Id": f"{rng.getrandbits(48):012x}", "Name": f"/{container}", "State": state}], indent=4)
    # a paused container's `Running` is true, its status `paused`: running or not is moot
    flag = rng.choice([name for name in sorted(SAID) if not (name == "Running" and state["Paused"])])
    own, other = SAID[flag] if state[flag] else SAID[flag][::-1]
    return rng.choice(own).format(c=container), rng.choice(other).format(c=container), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3929, 60)


def test_a_state_flag_said_the_other_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_state_flag_said_as_it_is_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
