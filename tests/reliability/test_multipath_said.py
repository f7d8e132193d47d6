"""A path's state as `multipath -ll` prints it (`sdb 路径处于 failed 状态`, `path sda is active`),
pass; another path's state fails.

    mpatha (3600508b400105e210000900000490000) dm-0 HP,MSA2012sa
    |-+- policy='service-time 0' prio=50 status=active
    | `- 0:0:0:1 sda 8:0  active ready running
    `-+- policy='service-time 0' prio=10 status=enabled
      `- 1:0:0:1 sdb 8:16 failed faulty running

Every forged claim passed (at 3f755b4): a path's line is no field nor table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"failed": ("{d} 路径处于 failed 状态", "{d} 路径已失效", "path {d} is faulty"),
        "active": ("{d} 路径处于 active 状态", "{d} 路径状态正常", "path {d} is active")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    devices = [f"sd{c}" for c in "bcdefghi"]
    rng.shuffle(devices)
    lines, states = [], {}
    for m in range(rng.randint(1, 2)):
        lines += [f"mpath{'ab'[m]} (3600508b400105e21000090000049000{m}) dm-{m} HP,MSA2012sa",
                  f"size={rng.choice((20, 50, 100))}G features='1 queue_if_no_path' hwhandler='0' wp=rw"]
        for g in range(2):
            device = devices.pop()
            failed = rng.random() < 0.4
            states[device] = "failed" if failed else "active"
            last = g == 1
            lines.append(f"{'`' if last else '|'}-+- policy='service-time 0' prio={50 - 40 * g} "
                         f"status={'enabled' if failed else 'active'}")
            minor = 16 * (len(states) - 1)
            path = "failed faulty running" if failed else "active ready running"
            lines.append(f"{' ' if last else '|'} `- {g}:0:0:{m + 1} {device} 8:{minor} {path}")
    if len(set(states.values())) < 2:
        return None
    one = rng.choice(list(states))
    other = rng.choice([d for d in states if states[d] != states[one]])
    form = rng.choice(SAID[states[one]])
    return form.format(d=one), form.format(d=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4831)


def test_a_path_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_path_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
