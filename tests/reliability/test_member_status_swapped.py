"""A Consul member's status as `consul members` prints it (`web-02 已离开集群` for `left`, `consul-2
已失联` for `failed`, `web-01 状态为 alive`), passes; another member's status fails.

Its statuses are lower-case words, which a claim writes in Chinese or as a verb's (`has left`):
of 60 forged claims 42 passed. Now such a word names the lower-case cell it is, not negated
(`gatekeeper.rules.support.evidence.table_words.cell_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"alive": ("{m} 状态为 alive", "{m} 节点存活", "{m} is alive"),
        "failed": ("{m} 节点已失联", "{m} 处于 failed 状态", "{m} has failed"),
        "left": ("{m} 已离开集群", "{m} 处于 left 状态", "{m} has left the cluster")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = [f"{kind}-{n}" for kind, n in zip(rng.choices(("consul", "web", "api", "db"), k=5),
                                                rng.sample(range(1, 30), 5), strict=True)]
    names = list(dict.fromkeys(names))
    statuses = dict(zip(names, ["alive"] * len(names), strict=True))
    failed, left = rng.sample(names, 2)
    statuses[failed], statuses[left] = "failed", "left"
    rows = [f"{name:<10}10.0.{rng.randint(1, 9)}.{rng.randint(10, 250)}:8301  {status:<7} "
            f"{'server' if name.startswith('consul') else 'client'}  1.16.1  2         dc1  default    <all>"
            for name, status in statuses.items()]
    header = "Node      Address          Status  Type    Build   Protocol  DC   Partition  Segment"
    output = "\n".join([header, *rows])
    member = rng.choice(names)
    other = rng.choice([n for n in names if statuses[n] != statuses[member]])
    form = rng.randrange(len(SAID[statuses[member]]))
    said = SAID[statuses[member]][form]
    return said.format(m=member), said.format(m=other), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1221)
    return [_probe(rng) for _ in range(60)]


def test_a_member_s_own_status_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_member_s_status_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
