"""The container counts `docker info` prints as a claim says them (`有 3 个容器在运行`, `9 containers
are stopped`, `共有 45 个镜像`), pass; another state's count fails.

`有 9 个容器在运行` (the stopped ones) passed (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"Running": ("有 {v} 个容器在运行", "{v} containers are running", "运行中的容器有 {v} 个"),
        "Stopped": ("有 {v} 个容器已停止", "{v} containers are stopped", "已停止的容器有 {v} 个"),
        "Paused": ("有 {v} 个容器被暂停", "{v} containers are paused"),
        "Images": ("共有 {v} 个镜像", "there are {v} images")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    running, paused, stopped = rng.randint(0, 60), rng.randint(0, 5), rng.randint(0, 60)
    values = {"Running": running, "Paused": paused, "Stopped": stopped, "Images": rng.randint(1, 300)}
    output = (f"Client: Docker Engine - Community\n Version:    24.0.{rng.randint(0, 9)}\n"
              " Context:    default\n\n"
              f"Server:\n Containers: {running + paused + stopped}\n  Running: {running}\n"
              f"  Paused: {paused}\n"
              f"  Stopped: {stopped}\n Images: {values['Images']}\n Server Version: 24.0.7\n"
              " Storage Driver: overlay2\n  Backing Filesystem: extfs\n Logging Driver: json-file")
    line = rng.choice(tuple(SAID))
    others = [v for key, v in values.items() if key != line and v != values[line]]
    if not others:
        return _probe(rng)
    form = rng.choice(SAID[line])
    return form.format(v=values[line]), form.format(v=rng.choice(others)), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4623)
    return [_probe(rng) for _ in range(60)]


def test_a_state_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_state_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
