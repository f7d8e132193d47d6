"""Elasticsearch's shards as `_cat/shards` prints them (`orders 索引的分片 1 的副本处于 UNASSIGNED 状态`,
`分片 0 的主分片在 es-node-1 上`, `有 2 个分片未分配`), pass; another shard's state or node, or another
count, fails.

Its lower-case header has no dotted name and an unassigned row stops after its state: no table,
and of 60 forged claims 54 passed and 6 warned. Now each row is read as printed
(`gatekeeper.rules.support.evidence.shards`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SIDES = {True: ("主分片", "primary"), False: ("副本", "replica")}
STATES = {"UNASSIGNED": ("处于 UNASSIGNED 状态", "is unassigned"),
          "STARTED": ("处于 STARTED 状态", "is STARTED"), "INITIALIZING": ("正在初始化", "is initializing")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    index = rng.choice(("orders", "logs-2026.12.05", "users", "metrics-app"))
    nodes = [f"es-node-{n}" for n in range(1, 4)]
    rows, table = [], []
    for shard in range(rng.randint(2, 4)):
        for primary in (True, False):
            state = "STARTED" if primary else rng.choice(("STARTED", "STARTED", "UNASSIGNED", "INITIALIZING"))
            node = rng.choice(nodes)
            rows.append((shard, primary, state, node))
            cells = f"{index} {shard:<5} {'p' if primary else 'r':<6} {state:<12}"
            if state == "STARTED":
                cells += (f" {rng.randint(1000, 99999)} {rng.randint(1, 9)}.{rng.randint(1, 9)}gb "
                          f"10.0.7.{nodes.index(node) + 11}  {node}")
            elif state == "INITIALIZING":
                cells += f"        10.0.7.{nodes.index(node) + 11}  {node}"
            table.append(cells.rstrip())
    output = "\n".join(["index shard prirep state docs store ip node", *table])
    unassigned = sum(1 for row in rows if row[2] == "UNASSIGNED")
    facet = rng.choice(("state", "state", "node", "count"))
    language = rng.randrange(2)
    if facet == "count":
        form = ("有 {n} 个分片未分配", "{n} shards are unassigned")[language]
        return form.format(n=unassigned), form.format(n=unassigned + rng.choice((1, 2))), output
    shard, primary, state, node = rng.choice([row for row in rows
                                              if facet == "state" or row[2] == "STARTED"])
    side = SIDES[primary][language]
    if facet == "node":
        printed = sorted({r[3] for r in rows if r[2] != "UNASSIGNED"} - {node})  # a node the output names
        other = rng.choice(printed or [node])
        if other == node:
            return _probe(rng)
        form = ("{i} 索引的分片 {s} 的{side}在 {n} 上", "shard {s} {side} of {i} is on {n}")[language]
        said = form.format(i=index, s=shard, side=side, n=node)
        return said, form.format(i=index, s=shard, side=side, n=other), output
    other = rng.choice([s for s in STATES if s != state])
    form = ("{i} 索引的分片 {s} 的{side}{state}", "shard {s} {side} of {i} {state}")[language]
    return (form.format(i=index, s=shard, side=side, state=STATES[state][language]),
            form.format(i=index, s=shard, side=side, state=STATES[other][language]), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1223)
    return [_probe(rng) for _ in range(60)]


def test_a_shard_s_own_state_node_and_count_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_shard_s_state_node_or_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
