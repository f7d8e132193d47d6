"""A claim giving an Elasticsearch cluster's health field another field's value, or another
colour, never passes, and the fields as printed pass.

`GET _cluster/health?pretty` as a diagnosis agent reads it: one JSON object, a member a line
(`"unassigned_shards" : 14,`, `"status" : "red",`). The claim gives a count of shards or nodes,
or the colour, in Chinese or English (`logs-prod 有 236 个未分配分片` for `active_shards`'
236; `logs-prod 的数据节点数为 5` for `number_of_nodes`' 5; `集群状态为 yellow` for a red one).
A JSON member was no field (evidence/fields.py read `name: value` lines, not quoted names), and
a colour no anchor, so before 60 of the 60 forged claims passed. Now every one fails REJECT
(gatekeeper.rules.support.evidence.fields, gatekeeper.rules.support.evidence.health) and every
faithful twin passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: member -> claims giving its value
FORMS = {
    "unassigned_shards": ("{c} 有 {v} 个未分配分片", "{c} 的未分配分片数为 {v}",
                          "{c} has {v} unassigned shards"),
    "active_shards": ("{c} 的活跃分片数为 {v}", "{c} has {v} active shards"),
    "initializing_shards": ("{c} 有 {v} 个分片正在初始化", "{c} has {v} initializing shards"),
    "relocating_shards": ("{c} 有 {v} 个分片正在迁移", "{c} has {v} relocating shards"),
    "number_of_data_nodes": ("{c} 的数据节点数为 {v}", "{c} has {v} data nodes"),
    "number_of_pending_tasks": ("{c} 有 {v} 个待处理任务", "{c} has {v} pending tasks"),
    "status": ("集群 {c} 的状态为 {v}", "cluster {c} health is {v}", "{c} 集群健康状态为 {v}"),
}
COLOURS = ("green", "yellow", "red")
#: the members whose values are drawn apart (a forged count is another's)
COUNTS = ("active_primary_shards", "active_shards", "relocating_shards", "initializing_shards",
          "unassigned_shards", "number_of_pending_tasks")


def _health(rng: random.Random, cluster: str) -> dict[str, object]:
    data = rng.randint(2, 9)
    counts = rng.sample(range(1, 400), 6)
    return {"cluster_name": cluster, "status": rng.choice(COLOURS), "timed_out": False,
            "number_of_nodes": data + rng.randint(1, 3), "number_of_data_nodes": data,
            **dict(zip(COUNTS, counts, strict=True)), "delayed_unassigned_shards": 0,
            "active_shards_percent_as_number": 87.5}


def _printed(health: dict[str, object]) -> str:
    def value(v: object) -> str:
        return "false" if v is False else f'"{v}"' if isinstance(v, str) else str(v)
    return "{\n" + ",\n".join(f'  "{k}" : {value(v)}' for k, v in health.items()) + "\n}"


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(5150)
    found = []
    while len(found) < 60:
        cluster = "-".join((rng.choice(("logs", "search", "metrics", "orders")),
                            rng.choice(("prod", "es7", "hot"))))
        health = _health(rng, cluster)
        member = rng.choice(list(FORMS))
        form = rng.choice(FORMS[member])
        if member == "status":
            true = str(health["status"])
            wrong = rng.choice([c for c in COLOURS if c != true])
        else:
            true = str(health[member])
            source = "number_of_nodes" if member == "number_of_data_nodes" \
                else rng.choice([k for k in COUNTS if k != member])
            wrong = str(health[source])
        found.append((form.format(c=cluster, v=true), form.format(c=cluster, v=wrong), _printed(health)))
    return found


def test_a_health_field_given_another_field_s_value_or_colour_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_health_fields_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
