"""The role, state and lag `patronictl list` prints for a member as a claim says them (`pg-node3
已停止`, `pg-node2 的复制延迟为 16 MB`, `pg-node1 is the leader`), pass; another member's fails.

    | Member   | Host      | Role    | State   | TL | Lag in MB |
    | pg-node2 | 10.0.0.22 | Replica | running |  5 |        16 |

`pg-node2 已停止` (pg-node3's state) passed, each state being the output's (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

STATE = {"running": ("{m} 正在运行", "{m} 的状态为 running", "{m} is running"),
         "stopped": ("{m} 已停止", "{m} 的状态为 stopped", "{m} is stopped"),
         "streaming": ("{m} 正在流复制", "{m} 的状态为 streaming", "{m} is streaming"),
         "start failed": ("{m} 启动失败", "{m} 的状态为 start failed", "{m} failed to start")}
#: a streaming replica is running: no state the other contradicts
ALIVE = ("running", "streaming")
LAG = ("{m} 的复制延迟为 {v} MB", "{m} 落后主库 {v} MB", "{m} lags {v} MB behind")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = [f"pg-node{n}" for n in range(1, rng.randint(3, 5))]
    leader = rng.choice(names)
    rows = {name: ("Leader", "running", "") if name == leader else (
        "Replica", rng.choice(tuple(STATE)), str(rng.randint(0, 900))) for name in names}
    width = max(len(state) for _, state, _ in rows.values())
    lines = [f"+ Cluster: pg-cluster ({rng.randint(10**18, 10**19 - 1)}) +---------+----+-----------+",
             f"| Member   | Host      | Role    | {'State':<{width}} | TL | Lag in MB |",
             "+----------+-----------+---------+---------+----+-----------+"]
    lines += [f"| {name:<8} | 10.0.0.{20 + i} | {role:<7} | {state:<{width}} | {rng.randint(2, 9):>2} "
              f"| {lag:>9} |"
              for i, (name, (role, state, lag)) in enumerate(rows.items())]
    lines.append("+----------+-----------+---------+---------+----+-----------+")
    output = "\n".join(lines)
    replicas = [n for n in names if n != leader]
    member = rng.choice(replicas)
    other = rng.choice([n for n in names if n != member])
    if rng.random() < 0.5 and (rows[other][1] in ALIVE) != (rows[member][1] in ALIVE):
        form = rng.randrange(3)
        return (STATE[rows[member][1]][form].format(m=member), STATE[rows[other][1]][form].format(m=member),
                output)
    lags = [rows[n][2] for n in replicas if n != member and rows[n][2] != rows[member][2]]
    if not lags:
        return _probe(rng)
    form = rng.choice(LAG)
    return form.format(m=member, v=rows[member][2]), form.format(m=member, v=rng.choice(lags)), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4609)
    return [_probe(rng) for _ in range(60)]


def test_a_member_s_own_row_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_member_s_row_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
