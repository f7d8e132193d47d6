"""A claim giving an autoscaler's maximum its minimum (or the other way) never passes.

`kubectl get hpa` as a diagnosis agent reads it: two to four autoscalers, each with `MINPODS`,
`MAXPODS` and `REPLICAS`, the whole table cited. The claim gives a row's bound the row's other
bound (`payment-svc 的最大副本数为 2` for `MINPODS 2`, `MAXPODS 10`): row and value are both the
table's and no claim word named either column, so 60 of 60 passed before `最大副本`, `max pods`
and their like named them (gatekeeper.rules.support.evidence.tables); all fail now (REJECT), and
each row's own bounds pass.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

FORMS = {
    "MAXPODS": ("{s} 的最大副本数为 {v}", "{s} 的副本上限是 {v}",
                "the autoscaler of {s} allows max pods {v}"),
    "MINPODS": ("{s} 的最小副本数为 {v}", "{s} 的副本下限是 {v}",
                "the autoscaler of {s} keeps min pods {v}"),
}
HEADER = ["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"]


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(70)
    found = []
    while len(found) < 60:
        rows = []
        for service in rng.sample(SERVICES, rng.randint(2, 4)):
            low = rng.randint(1, 4)
            high = rng.randint(low + 2, 20)
            rows.append([service, f"Deployment/{service}", f"{rng.randint(20, 99)}%/70%", str(low), str(high),
                         str(rng.randint(low, high)), f"{rng.randint(1, 60)}d"])
        row = rng.choice(rows)
        column, other = rng.sample(("MAXPODS", "MINPODS"), 2)
        value, wrong = row[HEADER.index(column)], row[HEADER.index(other)]
        if sum(r[HEADER.index(column)] == wrong for r in rows):
            continue  # another row's bound: the row check's (test_row_swapped)
        form = rng.choice(FORMS[column])
        found.append((form.format(s=row[0], v=value), form.format(s=row[0], v=wrong),
                      aligned_table(HEADER, rows)))
    return found


def test_the_row_s_other_bound_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_row_s_own_bounds_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def _utilization() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): a row's reading of `TARGETS` (`92%/70%`), or another
    row's: 60 of 60 forged claims passed before another row's reading was read
    (gatekeeper.rules.support.evidence.targets)."""
    rng = random.Random(92)
    found = []
    for _ in range(60):
        services = rng.sample(SERVICES, rng.randint(2, 4))
        readings = rng.sample(range(20, 99), len(services))
        rows = [[service, f"Deployment/{service}", f"{reading}%/70%", "2", "10", str(rng.randint(2, 10)),
                 f"{rng.randint(1, 60)}d"] for service, reading in zip(services, readings, strict=True)]
        one, other = rng.sample(range(len(services)), 2)
        form = rng.choice(("{s} 的 CPU 使用率为 {v}%", "{s} CPU utilization is {v}%", "{s}当前CPU利用率{v}%"))
        found.append((form.format(s=services[one], v=readings[one]),
                      form.format(s=services[one], v=readings[other]), aligned_table(HEADER, rows)))
    return found


def test_a_row_s_reading_of_its_target_passes_and_another_s_fails() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _utilization()) == []
    assert not_rejected((forged, output, output) for _, forged, output in _utilization()) == []
