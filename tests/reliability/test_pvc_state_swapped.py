"""A PersistentVolumeClaim's phase and capacity restated from `kubectl get pvc` (`data-mysql-1 尚未绑定`
for `Pending`, `data-mysql-0 的容量为 100Gi`) passes; the other phase, or another claim's capacity,
fails.

`Bound` was no state and `已绑定`, `尚未绑定` no words of one, nor `容量` of the `CAPACITY` column:
every forged claim passed. Now they are (`gatekeeper.rules.support.text.states`,
`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

BOUND = ("{c} 已绑定", "PVC {c} 已绑定成功", "{c} 的状态为 Bound")
PENDING = ("{c} 尚未绑定", "PVC {c} 处于 Pending 状态，尚未绑定", "{c}未绑定")
CAPACITY = ("{c} 的容量为 {v}", "PVC {c} capacity is {v}", "{c}的容量为{v}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(("data-mysql-0", "data-mysql-1", "data-pg-0", "logs-es-0", "logs-es-1",
                        "cache-redis-0", "kafka-data-2"), rng.randint(2, 4))
    sizes = rng.sample(("10Gi", "20Gi", "50Gi", "100Gi", "200Gi", "500Gi"), len(names))
    bound = [rng.random() < 0.7 for _ in names]
    bound[0], bound[-1] = True, bound[-1] if any(not b for b in bound[1:]) else False
    rows = [[name, "Bound", f"pvc-{rng.getrandbits(32):08x}-{rng.getrandbits(16):04x}", size, "RWO",
             rng.choice(("ssd", "hdd")), f"{rng.randint(1, 60)}d"] if up else
            [name, "Pending", "", "", "", rng.choice(("ssd", "hdd")), f"{rng.randint(1, 59)}m"]
            for name, size, up in zip(names, sizes, bound, strict=True)]
    output = aligned_table(["NAME", "STATUS", "VOLUME", "CAPACITY", "ACCESS MODES", "STORAGECLASS", "AGE"],
                           rows)
    at = rng.randrange(len(names))
    name = names[at]
    others = [size for size, up, n in zip(sizes, bound, names, strict=True) if up and n != name]
    if bound[at] and others and rng.random() < 0.5:  # a capacity, another bound claim's for the forged
        other = rng.choice(others)
        form = rng.choice(CAPACITY)
        return form.format(c=name, v=sizes[at]), form.format(c=name, v=other), output
    said, other_said = (BOUND, PENDING) if bound[at] else (PENDING, BOUND)
    return rng.choice(said).format(c=name), rng.choice(other_said).format(c=name), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1000)
    return [_probe(rng) for _ in range(60)]


def test_a_claim_s_own_phase_and_capacity_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_phase_or_another_capacity_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
