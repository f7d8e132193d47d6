"""How long a unit took to start as `systemd-analyze blame` prints it (`docker 启动用了 8.2 秒`,
`mysqld.service 启动耗时 12.345s`), pass; another unit's time fails.

Every time was the output's, so `docker 启动用了 12.3 秒` (mysqld's) passed (at 89443fd, 24 of 60
forged claims passed). Now each line is read (`gatekeeper.rules.support.evidence.unit_startups`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

UNITS = ("mysqld", "docker", "cloud-init", "nginx", "kubelet", "containerd", "postgresql", "snapd",
         "NetworkManager-wait-online", "apt-daily")
SAID = ("{u} 启动用了 {v} 秒", "{u}.service 启动耗时 {v}s", "{u} took {v} seconds to start")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    units = rng.sample(UNITS, rng.randint(3, 6))
    times = sorted(rng.sample(range(200, 60000), len(units)), reverse=True)
    lines = [f"{ms / 1000:>7.3f}s {unit}.service" for unit, ms in zip(units, times, strict=True)]
    n = rng.randrange(len(units))
    other = rng.choice([m for m in range(len(units)) if m != n])
    form = rng.choice(SAID)
    return (form.format(u=units[n], v=f"{times[n] / 1000:.3f}"),
            form.format(u=units[n], v=f"{times[other] / 1000:.3f}"), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4522)
    return [_probe(rng) for _ in range(60)]


def test_a_unit_s_own_time_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_unit_s_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
