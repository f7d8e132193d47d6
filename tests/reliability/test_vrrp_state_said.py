"""A state keepalived's log shows a VRRP instance entering (`VI_2 进入了 MASTER 状态`, `VI_1
entered FAULT state`), pass; a state only another instance entered fails.

    Dec  7 10:14:02 lb1 Keepalived_vrrp[1203]: (VI_1) Entering BACKUP STATE
    Dec  7 10:14:05 lb1 Keepalived_vrrp[1203]: (VI_2) Entering MASTER STATE

`VI_1 进入了 MASTER 状态` passed (at 3f755b4): the instance and the state are both the log's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"MASTER": ("{i} 进入了 MASTER 状态", "{i} 切换为主节点", "{i} entered MASTER state",
                   "{i} became master"),
        "BACKUP": ("{i} 进入了 BACKUP 状态", "{i} 切换为备节点", "{i} entered BACKUP state"),
        "FAULT": ("{i} 进入了 FAULT 状态", "{i} 发生故障", "{i} entered FAULT state")}
INSTANCES = ("VI_1", "VI_2", "VI_3", "VI_WEB", "VI_DB", "vrrp_api")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    instances = rng.sample(INSTANCES, rng.randint(2, 3))
    old = rng.random() < 0.3
    host = rng.choice(("lb1", "lb-02", "haproxy-a"))
    clock, lines, states = rng.randint(0, 80_000), [], {i: set() for i in instances}
    for _ in range(rng.randint(3, 7)):
        instance = rng.choice(instances)
        state = rng.choice(tuple(SAID))
        states[instance].add(state)
        clock += rng.randint(1, 400)
        stamp = f"Dec  7 {clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}"
        said = f"VRRP_Instance({instance}) Transition to" if old else f"({instance}) Entering"
        lines.append(f"{stamp} {host} Keepalived_vrrp[1203]: {said} {state} STATE")
        if state == "MASTER" and rng.random() < 0.5:
            lines.append(f"{stamp} {host} Keepalived_vrrp[1203]: ({instance}) setting VIPs.")
    one = rng.choice([i for i in instances if states[i]])
    state = rng.choice(sorted(states[one]))
    never = [s for s in SAID if s not in states[one] and any(s in states[i] for i in instances)]
    if not never:
        return None
    form = rng.randrange(len(SAID[state]))
    wrong = rng.choice(never)
    return (SAID[state][form].format(i=one), SAID[wrong][min(form, len(SAID[wrong]) - 1)].format(i=one),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4817)


def test_a_state_the_instance_entered_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_a_state_only_another_instance_entered_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
