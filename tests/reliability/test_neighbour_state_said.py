"""The state `ip neigh` prints for a neighbour as a claim says it (`10.0.0.1 可达`, `10.0.0.7 的
ARP 解析失败`, `10.0.0.9 is STALE`), passes; another neighbour's state fails.

    10.0.0.1 dev eth0 lladdr aa:bb:cc:dd:ee:01 REACHABLE
    10.0.0.7 dev eth0  FAILED

`10.0.0.7 可达` and `10.0.0.1 的邻居状态为 FAILED` passed: each state is the output's (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"REACHABLE": ("{a} 可达", "{a} 的邻居状态为 REACHABLE", "{a} is reachable"),
        "FAILED": ("{a} 不可达", "{a} 的邻居状态为 FAILED", "{a} is unreachable"),
        "STALE": ("{a} 的 ARP 表项已过期", "{a} 的邻居状态为 STALE", "{a}'s entry is stale")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    hosts = [f"10.0.{rng.randint(0, 9)}.{n}" for n in rng.sample(range(1, 250), rng.randint(2, 5))]
    states = {host: rng.choice(tuple(SAID)) for host in hosts}
    lines = [f"{host} dev eth{rng.randint(0, 1)} " + (
        f"lladdr {':'.join(f'{rng.randint(0, 255):02x}' for _ in range(6))} {state}" if state != "FAILED"
        else " FAILED") for host, state in states.items()]
    output = "\n".join(lines)
    host = rng.choice(hosts)
    # a stale entry may be reachable still: only `unreachable` is no saying of it
    others = [s for s in SAID if s != states[host] and not (states[host] == "STALE" and s == "REACHABLE")]
    other = rng.choice(others)
    form = rng.randrange(3)
    return SAID[states[host]][form].format(a=host), SAID[other][form].format(a=host), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4619)
    return [_probe(rng) for _ in range(60)]


def test_a_neighbour_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
