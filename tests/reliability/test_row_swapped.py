"""A claim giving one entity the reading its evidence gives another never passes.

Generated multi-row outputs, as a diagnosis agent's tools return them: a gateway's endpoints
(`/api/orders p99_latency=5300ms qps=120`), a host's mount points (`disk /data usage 97%`) and
a service's pods (`order-svc-7d9f cpu=95% mem=71%`). The claim gives one row's reading to another
row's entity (`/api/pay 的 p99 延迟为 5300ms`, `The p99 latency of /api/pay was 5300ms`, `db-01 的
/data 磁盘使用率为 40%`, `order-svc-51ac CPU usage was 95%`), citing the row it read or the whole
output. Entity, metric and value are all the output's, so every such claim passed with no
finding before claim.value_contradiction read the entity's own rows
(gatekeeper.rules.support.evidence.rows); all fail now, and the entity's own reading passes.
"""

from __future__ import annotations

import random

from loghub_quotes import check

PATHS = ("/api/orders", "/api/pay", "/api/cart", "/api/users", "/api/search")
MOUNTS = ("/data", "/var", "/home", "/opt", "/tmp")
#: kind -> (entities, forms: a reading {v} of entity {e})
KINDS = {
    "gateway": (PATHS, ("{e} 的 p99 延迟为 {v}ms", "The p99 latency of {e} was {v}ms.",
                        "{e} p99 latency {v}ms")),
    "disk": (MOUNTS, ("db-01 的 {e} 磁盘使用率为 {v}%", "db-01 {e} disk usage {v}%",
                      "Disk usage of {e} on db-01 reached {v}%.")),
    "pods": ((), ("{e} 的 CPU 使用率为 {v}%", "{e} CPU usage was {v}%.", "Pod {e} CPU 使用率达到 {v}%")),
}

#: kind -> its rows: entity {e}, reading {v}, another reading {other}
ROWS = {"gateway": "2026-12-02 10:04:00 [gateway] {e} p99_latency={v}ms qps={other}",
        "disk": "2026-12-02 10:04:00 [db-01] disk {e} usage {v}%",
        "pods": "{e} cpu={v}% mem={other}%"}


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(83)
    found = []
    for _ in range(90):
        kind = rng.choice(sorted(KINDS))
        names, forms = KINDS[kind]
        if kind == "pods":
            names = tuple(f"order-svc-{rng.randrange(16**4):04x}" for _ in range(4))
        entities = rng.sample(names, rng.randint(2, 4))
        rows, readings = [], {}
        for entity in entities:
            value = rng.randint(100, 6000) if kind == "gateway" else rng.randint(5, 99)
            while value in readings.values():
                value += 1
            readings[entity] = value
            rows.append(ROWS[kind].format(e=entity, v=value, other=rng.randint(5, 99)))
        mine, theirs = rng.sample(entities, 2)
        form = rng.choice(forms)
        output = "\n".join(rows)
        excerpt = rows[entities.index(theirs)] if rng.random() < 0.6 else output
        found.append((form.format(e=mine, v=readings[mine]), form.format(e=mine, v=readings[theirs]),
                      excerpt, output))
    return found


def test_a_reading_given_to_another_row_s_entity_fails() -> None:
    probes = _probes()
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_entity_s_own_reading_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
