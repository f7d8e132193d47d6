"""A value a claim gives one member of a one-line JSON record (a structured log's, an API's
compact reply) while another member has it fails; each member's own value passes.

`payment-svc 重试了 504 次` citing `{"service":"payment-svc","status":504,"retries":3,...}`, `ES
集群有 5 个节点` citing `{"number_of_nodes":3,"unassigned_shards":5}`: the number is the record's,
so it was found, and no field was read from a compact object, so nothing contradicted it; the
health colour of one (`"status":"yellow"`) was not read either. Now a one-line object's scalar
members are fields (`evidence/json_fields.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

SERVICES = ("payment-svc", "order-svc", "auth-svc", "inventory-api")
#: (member, how a claim names it, a range of its values)
MEMBERS = (("retries", ("{s} 重试了 {v} 次", "{s} retried {v} times"), (1, 9)),
           ("queue_depth", ("{s} 的队列长度为 {v}", "the queue depth of {s} was {v}"), (10, 99)),
           ("active_connections", ("{s} 的活跃连接数为 {v}", "{s} had {v} active connections"), (100, 400)),
           ("pending_tasks", ("{s} 有 {v} 个待处理任务", "{s} had {v} pending tasks"), (500, 900)))


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, record)."""
    rng = random.Random(3404)
    probes = []
    for _ in range(80):
        service = rng.choice(SERVICES)
        values = {name: rng.randint(*span) for name, _, span in MEMBERS}
        record = {"ts": f"2026-12-05T03:{rng.randrange(60):02d}:{rng.randrange(60):02d}Z", "level": "warn",
                  "service": service, **values}
        line = "{" + ",".join(f'"{k}":{v}' if isinstance(v, int) else f'"{k}":"{v}"'
                              for k, v in record.items()) + "}"
        (name, forms, _), (other, _, _) = rng.sample(MEMBERS, 2)
        form = rng.choice(forms)
        probes.append((form.format(s=service, v=values[name]), form.format(s=service, v=values[other]), line))
    return probes


def test_a_member_s_own_value_passes() -> None:
    assert not_passed((claim, line, line) for claim, _, line in _probes()) == []


def test_another_member_s_value_fails() -> None:
    assert not_failed((forged, line, line) for _, forged, line in _probes()) == []


def test_a_member_named_by_a_silent_word_alone_is_read() -> None:
    """MongoDB's `db.serverStatus().connections`: `当前连接数为 51688` (the `available` count)
    passed, `current` being no field (its one word is silent elsewhere: `Restart Count`)."""
    rng = random.Random(3513)
    probes = []
    for _ in range(30):
        current, available = rng.randint(10, 5000), rng.randint(40000, 60000)
        output = (f"rs0:PRIMARY> db.serverStatus().connections\n{{ \"current\" : {current}, "
                  f"\"available\" : {available}, \"totalCreated\" : {rng.randint(10 ** 5, 10 ** 6)} }}")
        said = rng.choice(("当前连接数为 {n}", "PRIMARY 当前有 {n} 个连接"))
        probes.append((said.format(n=current), said.format(n=available), output))
    assert not_passed((faithful, output, output) for faithful, _, output in probes) == []
    assert not_failed((forged, output, output) for _, forged, output in probes) == []
