"""A deployment's ready replicas counted off its `READY` cell (`order-svc 只有 1 个 Pod 就绪`,
`3 个副本中只有 1 个就绪`, `only 1 of 3 replicas of order-svc is ready` for `READY 1/3`) pass, and
another count fails.

`kubectl get deploy` prints a deployment's ready replicas as a ratio (`1/3`) beside its
`UP-TO-DATE` and `AVAILABLE` counts. The ratio's count was no cell's value, so a faithful count
was read as another column's (`AVAILABLE 1`: REJECT), or as a count of the rows whose
`READY` is whole (none: REJECT), and `Pod` warned as a name found nowhere. Now a count of a
ratio is its column's own, and a claim counting a row's replicas is no count of the rows.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

FORMS = ("{s} 只有 {n} 个 Pod 就绪", "{s} 的 {m} 个副本中只有 {n} 个就绪",
         "only {n} of {m} replicas of {s} are ready")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    rows = []
    for service in rng.sample(SERVICES, rng.randint(1, 3)):
        wanted = rng.randint(2, 6)
        ready = rng.randint(0, wanted - 1)
        rows.append([service, f"{ready}/{wanted}", str(wanted), str(ready), f"{rng.randint(2, 59)}m"])
    output = aligned_table(["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], rows)
    row = rng.choice(rows)
    ready, wanted = (int(part) for part in row[1].split("/"))
    form = rng.choice(FORMS)
    forged = wanted if "{m}" not in form else ready + rng.choice([k for k in (1, 2) if ready + k != wanted])
    return (form.format(s=row[0], n=ready, m=wanted), form.format(s=row[0], n=forged, m=wanted), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(13)
    return [_probe(rng) for _ in range(60)]


def test_a_ready_count_off_its_ratio_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []


def test_another_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
