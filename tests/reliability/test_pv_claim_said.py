"""A persistent volume's status and capacity said of the claim bound to it as `kubectl get pv`
prints them (`data-redis-0 对应的 PV 处于 Released 状态`, `the PV of data-mysql-0 is 50Gi`), pass;
another claim's volume's fails.

    NAME            CAPACITY   ACCESS MODES   RECLAIM POLICY   STATUS     CLAIM
    pvc-3f2a1b4c…   50Gi       RWO            Delete           Bound      shop/data-mysql-0
    pvc-8e9f0a1b…   10Gi       RWO            Retain           Released   shop/data-redis-0

`data-mysql-0 对应的 PV 处于 Released 状态` passed (at 3f755b4): a volume named by its claim (after
its namespace) was no row's.
"""

from __future__ import annotations

import random
import uuid

from loghub_quotes import drawn, not_passed, not_rejected

STATUS = ("{c} 对应的 PV 处于 {v} 状态", "the PV of {c} is {v}")
CAPACITY = ("{c} 的 PV 容量为 {v}", "the PV bound to {c} has a capacity of {v}")
CLAIMS = ("data-mysql-0", "data-redis-0", "data-kafka-1", "uploads", "pgdata-postgres-0", "es-data-es-0")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    claims = rng.sample(CLAIMS, rng.randint(2, 4))
    namespace = rng.choice(("shop", "prod", "default"))
    rows = {c: (rng.choice(("Bound", "Bound", "Released", "Failed")),
                f"{rng.choice((5, 10, 20, 50, 100, 200))}Gi") for c in claims}
    lines = ["NAME                                       CAPACITY   ACCESS MODES   RECLAIM POLICY   "
             "STATUS     CLAIM                        STORAGECLASS   AGE"]
    for c, (status, size) in rows.items():
        name = f"pvc-{uuid.UUID(int=rng.getrandbits(128))}"
        lines.append(f"{name}   {size:<10} RWO            {rng.choice(('Delete', 'Retain')):<16} "
                     f"{status:<10} {namespace + '/' + c:<28} gp3            {rng.randint(1, 90)}d")
    one = rng.choice(claims)
    index = rng.randrange(2)
    others = [rows[c][index] for c in claims if rows[c][index] != rows[one][index]]
    if not others:
        return None
    form = rng.choice((STATUS, CAPACITY)[index])
    return form.format(c=one, v=rows[one][index]), form.format(c=one, v=rng.choice(others)), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4837)


def test_a_claim_s_own_volume_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_claim_s_volume_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
