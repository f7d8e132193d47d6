"""An Elasticsearch index (or its primaries) said to have unassigned shards while `_cat/shards`
prints every one of them assigned fails; what the rows print, or deny, passes.

`orders 的分片未分配` citing rows whose orders shards are all `STARTED` (a `logs` index's replicas
`UNASSIGNED`): the state is the output's, and a shard was read only by its number (`分片 0`), so
the claim passed while the unassigned replicas are another index's. Now a clause naming one index
and no shard is read against the index's rows of the side it says (primaries, replicas), none
of which is in the state; a denial (`没有未分配的分片`) is unsure
(`gatekeeper.rules.support.evidence.shards`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

UNASSIGNED = ("{i} 的分片未分配", "{i} has unassigned shards", "{i} 的分片处于 UNASSIGNED 状态")
PRIMARY_UNASSIGNED = ("{i} 的主分片未分配", "{i} has unassigned primary shards")
REPLICA_UNASSIGNED = ("{i} 的副本分片未分配", "{i} 的副本未分配", "the replicas of {i} are unassigned")
STARTED = ("{i} 的分片都已启动", "{i} 没有未分配的分片", "{i} 的主分片已启动")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    day = f"2026.12.{rng.randint(10, 28)}"
    healthy, yellow = (f"{name}-{day}"
                       for name in rng.sample(("orders", "logs", "metrics", "users", "audit"), 2))
    nodes = [f"es-node-{n}" for n in range(1, 4)]
    lines = ["index              shard prirep state         docs  store ip          node"]
    for index, replicas_assigned in ((healthy, True), (yellow, False)):
        for shard in range(rng.randint(1, 3)):
            docs = rng.randint(1000, 900000)
            primary, replica = rng.sample(nodes, 2)
            lines.append(f"{index:<19}{shard:<6}p      STARTED    {docs:7d} {rng.randint(1, 900)}mb"
                         f" 10.0.3.{nodes.index(primary) + 11}  {primary}")
            lines.append(f"{index:<19}{shard:<6}r      STARTED    {docs:7d} {rng.randint(1, 900)}mb"
                         f" 10.0.3.{nodes.index(replica) + 11}  {replica}" if replicas_assigned
                         else f"{index:<19}{shard:<6}r      UNASSIGNED")
    output = "\n".join(lines)
    if rng.random() < 0.5:
        forged = rng.choice(UNASSIGNED).format(i=healthy)
    else:
        forged = rng.choice(PRIMARY_UNASSIGNED).format(i=yellow)
    faithful = rng.choice((*(f.format(i=yellow) for f in REPLICA_UNASSIGNED + UNASSIGNED),
                           *(f.format(i=healthy) for f in STARTED)))
    return faithful, forged, output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8540, 60)


def test_an_index_said_unassigned_that_its_rows_deny_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_an_index_s_states_as_printed_or_denied_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
