"""systemd units as `systemctl list-units` lists them (`nginx.service 处于 failed 状态`, `cron.service
运行正常`, `有 2 个服务失败`), pass; another unit's state, another count, or one unit said to fail
alone among several fails.

The list's rows (a bullet, words, no digit) made no table: of 60 forged claims 43 passed and 11
warned, and faithful counts of failed units were numbers found nowhere (7 LOW_CONFID, 11
warned). Now the rows are read
as systemd lists them (`gatekeeper.rules.support.evidence.unit_list`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

UNITS = ("cron.service", "nginx.service", "postgresql@14-main.service", "redis-server.service",
         "ssh.service", "docker.service", "kubelet.service", "containerd.service", "rsyslog.service")
SAID = {"failed": ("{u} 处于 failed 状态", "{u} 启动失败", "{u} has failed"),
        "running": ("{u} 运行正常", "{u} 正在运行", "{u} is running")}
COUNTED = ("有 {n} 个服务失败", "{n} units failed", "{n} 个服务已失败")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    listed = rng.sample(UNITS, rng.randint(4, 7))
    failed = rng.sample(listed, rng.randint(1, 3))
    rows = [f"{'●' if unit in failed else ' '} {unit:<28}loaded "
            f"{'failed' if unit in failed else 'active':<8} {'failed ' if unit in failed else 'running'} "
            f"{unit.split('.')[0]} daemon" for unit in listed]
    output = "\n".join(["  UNIT                        LOAD   ACTIVE   SUB     DESCRIPTION", *rows, "",
                        "LOAD   = Reflects whether the unit definition was properly loaded.", "",
                        f"{len(listed)} loaded units listed."])
    facet = rng.choice(("state", "state", "count"))
    if facet == "count":
        form = rng.choice(COUNTED)
        return form.format(n=len(failed)), form.format(n=len(failed) + rng.choice((1, 2))), output
    unit = rng.choice(listed)
    state = "failed" if unit in failed else "running"
    other = rng.choice([u for u in listed if (u in failed) != (unit in failed)])
    form = rng.choice(SAID[state])
    return form.format(u=unit), form.format(u=other), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1222)
    return [_probe(rng) for _ in range(60)]


def test_a_unit_s_own_state_and_the_failed_count_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_unit_s_state_or_another_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
