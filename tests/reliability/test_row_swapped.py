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
import re

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


POD_STATES = ("Running", "CrashLoopBackOff", "OOMKilled", "Pending", "ImagePullBackOff")
PHASES = {"Running", "Pending"}
ORDER_STATES = ("PAID", "FAILED", "REFUNDED", "CANCELLED", "UNPAID")
STATE_FORMS = {"pods": ("{e} 处于 {s} 状态", "Pod {e} 的状态为 {s}", "{e} is in {s}."),
               "orders": ("订单 {e} 状态为 {s}", "Order {e} is {s}.", "{e} 的订单状态是 {s}")}


def _state_probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output): a kubectl listing's or an orders
    table's rows, the claim giving one row's state to another row's entity."""
    rng = random.Random(89)
    found = []
    for _ in range(60):
        kind = rng.choice(sorted(STATE_FORMS))
        if kind == "pods":
            entities = [f"payment-svc-{rng.randrange(16**4):04x}" for _ in range(rng.randint(2, 4))]
            states = rng.sample(POD_STATES, len(entities))
            rows = [f"{e}   {'1/1' if s == 'Running' else '0/1'}   {s}   {rng.randint(0, 30)}   3h"
                    for e, s in zip(entities, states, strict=True)]
        else:
            entities = [f"O{rng.randint(1000, 9999)}" for _ in range(rng.randint(2, 4))]
            states = rng.sample(ORDER_STATES, len(entities))
            rows = [f"| {e} | {s} | {rng.randint(1, 900)}.00 |"
                    for e, s in zip(entities, states, strict=True)]
        mine, theirs = rng.sample(range(len(entities)), 2)
        form = rng.choice(STATE_FORMS[kind]).replace("{e}", entities[mine])
        output = "\n".join(rows)
        excerpt = rows[theirs] if rng.random() < 0.5 else output
        if form.startswith(f"{entities[mine]} is in") and {states[mine], states[theirs]} & PHASES:
            continue  # a phase in English prose (`is in Running`) is no state a claim is read for
        found.append((form.format(s=states[mine]), form.format(s=states[theirs]), excerpt, output))
    return found


def test_a_state_given_to_another_row_s_entity_fails() -> None:
    probes = _state_probes()
    assert len(probes) >= 40
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_entity_s_own_state_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, _, output in _state_probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def _own_row(claim: str, rows: list[str]) -> str:
    """The row of the claim's entity (a path, a pod, an order)."""
    entity = re.search(r"(?<![\w/])(?:/[\w/]+|payment-svc-\w+|order-svc-\w+|O\d{4})", claim)
    assert entity is not None, claim
    return next(row for row in rows
                if re.search(rf"(?<![\w/]){re.escape(entity.group())}(?![\w/])", row))


def test_citing_the_entity_s_own_row_it_fails_once_as_a_contradiction_of_that_row() -> None:
    # rows leaves a reading, a state or a release the cited row gives otherwise to the checks
    # of the excerpt (`claim_text says p99 延迟 5300ms but its evidence says 180ms`): one
    # finding, and never none
    reports = [(forged, check(forged, _own_row(forged, output.split("\n")), output))
               for _, forged, _, output in [*_probes(), *_state_probes()]]
    assert [claim for claim, report in reports if report.status != "fail"] == []
    assert [claim for claim, report in reports if len(
        [f for f in report.findings if f.message.startswith("claim_text says")]) != 1] == []
