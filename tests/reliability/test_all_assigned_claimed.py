"""A claim saying every shard is assigned fails when the cited cluster health counts unassigned
shards above zero; it passes over none, and says nothing of a part (`所有主分片`).

`所有分片都已分配`, `all shards are assigned` citing Elasticsearch's `_cluster/health` whose
`"unassigned_shards" : 5` passed: a claim of every one has no value to compare, and its denial
(`没有未分配的分片`) was the only form read (`evidence/counters_denied.py`).
"""

from __future__ import annotations

import json
import random

from loghub_quotes import check, not_failed, not_passed

EVERY = ("所有分片都已分配", "{c} 的分片均已成功分配", "分片都已分配", "all shards are assigned",
         "every shard of {c} has been assigned", "All shards have been assigned")
#: A part of the shards (`主分片`, `primary`): unsure, whatever the counter.
PART = ("所有主分片都已分配", "all primary shards are assigned")


def _health(rng: random.Random, cluster: str, unassigned: int) -> str:
    nodes = rng.randint(3, 9)
    primaries = rng.randint(20, 400)
    active = primaries * 2 - unassigned
    health = {"cluster_name": cluster, "status": "yellow" if unassigned else "green",
              "timed_out": False, "number_of_nodes": nodes, "number_of_data_nodes": nodes,
              "active_primary_shards": primaries, "active_shards": active, "relocating_shards": 0,
              "initializing_shards": 0, "unassigned_shards": unassigned, "delayed_unassigned_shards": 0,
              "number_of_pending_tasks": 0, "number_of_in_flight_fetch": 0,
              "task_max_waiting_in_queue_millis": 0,
              "active_shards_percent_as_number": round(100 * active / (primaries * 2), 1)}
    return f"$ curl -s {cluster}:9200/_cluster/health?pretty\n" + json.dumps(health, indent=2).replace(
        '": ', '" : ')


def _probes() -> list[tuple[str, str, str]]:
    """(the claim, health with unassigned shards, health with none)."""
    rng = random.Random(3602)
    probes = []
    for _ in range(40):
        cluster = rng.choice(("logs-prod", "es-search", "metrics-es"))
        claim = rng.choice(EVERY).format(c=cluster)
        state = rng.getstate()
        unassigned = _health(rng, cluster, rng.randint(1, 40))
        rng.setstate(state)
        probes.append((claim, unassigned, _health(rng, cluster, 0)))
    return probes


def test_every_shard_said_assigned_while_some_are_not_fails() -> None:
    assert not_failed((claim, unassigned, unassigned) for claim, unassigned, _ in _probes()) == []


def test_every_shard_said_assigned_while_all_are_passes() -> None:
    assert not_passed((claim, assigned, assigned) for claim, _, assigned in _probes()) == []


def test_a_part_said_assigned_does_not_fail() -> None:
    """Replicas unassigned, primaries all assigned (a yellow cluster): unsure, so nothing."""
    unassigned = _probes()[0][1]
    assert [claim for claim in PART if check(claim, unassigned, unassigned).status == "fail"] == []


def test_allocated_is_assigned() -> None:
    """(`all shards have been allocated` passed: Elasticsearch allocates what it counts as
    unassigned.)"""
    unassigned, assigned = _probes()[0][1:]
    assert not_failed([("all shards have been allocated", unassigned, unassigned)]) == []
    assert not_passed([("all shards have been allocated", assigned, assigned)]) == []
