"""A virtual machine's state as `virsh list --all` prints it (`db01 已关机`, `web02 处于 paused 状态`,
`web01 is running`), pass; another domain's state fails.

     Id   Name      State
    -----------------------------
     1    web01     running
     2    web02     paused
     -    db01      shut off

`web01 已关机` passed (at 3f755b4): `已关机` was no word of the `shut off` cell.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"shut off": ("{d} 已关机", "{d} 处于 shut off 状态", "{d} is shut off"),
        "paused": ("{d} 处于 paused 状态", "{d} is paused"),
        "running": ("{d} 正在运行", "{d} 处于 running 状态", "{d} is running")}
DOMAINS = ("web01", "web02", "db01", "db02", "cache01", "build-agent-1",
           "win2019")  # (a row of words only is prose)


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    domains = rng.sample(DOMAINS, rng.randint(3, 5))
    states = {d: rng.choice(tuple(SAID)) for d in domains}
    if len(set(states.values())) < 2:
        return None
    width = max(len(d) for d in domains) + 4
    lines = [f" Id   {'Name':<{width}} State", "-" * (width + 16)]
    number = 0
    for d in domains:
        if states[d] == "shut off":
            lines.append(f" -    {d:<{width}} {states[d]}")
        else:
            number += 1
            lines.append(f" {number:<4} {d:<{width}} {states[d]}")
    one = rng.choice(domains)
    other = rng.choice([d for d in domains if states[d] != states[one]])
    form = rng.choice(SAID[states[one]])
    return form.format(d=one), form.format(d=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4835)


def test_a_domain_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_domain_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
