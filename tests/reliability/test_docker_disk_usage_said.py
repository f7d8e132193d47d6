"""A type's row of `docker system df` as a claim says it (`镜像总数为 42`, `有 12 个活跃镜像`, `可回收的镜像
空间为 12.1GB`), pass; another type's value, or the row's other count, fails.

The rows' names (`Images`, `Local Volumes`) were named by no claim's words, nor `ACTIVE` and
`RECLAIMABLE` by theirs, so every value was the output's: `可回收的镜像空间为 10.2GB` (the volumes')
and `镜像总数为 15` (the containers') passed. Now a type is named by its word (`镜像`, `容器`, `卷`,
`构建缓存`) and the columns by theirs (`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

TYPES = {"Images": ("镜像", "images"), "Containers": ("容器", "containers"),
         "Local Volumes": ("卷", "volumes")}
SAID = {"total": ("{t}总数为 {v}", "{t}总数是 {v} 个"),
        "active": ("有 {v} 个活跃{t}", "活跃{t}有 {v} 个"),
        "reclaimable": ("可回收的{t}空间为 {v}", "{t}可回收 {v}")}


def _size(rng: random.Random) -> str:
    return f"{rng.uniform(1.1, 60):.1f}GB"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    rows = {}
    counts = rng.sample(range(3, 200), 6)
    for n, name in enumerate(TYPES):
        total, active = sorted(counts[2 * n:2 * n + 2], reverse=True)
        rows[name] = {"total": str(total), "active": str(active), "size": _size(rng),
                      "reclaimable": _size(rng)}
    lines = ["TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE"]
    lines += [f"{name:<15} {r['total']:<9} {r['active']:<9} {r['size']:<9} {r['reclaimable']} "
              f"({rng.randint(10, 90)}%)" for name, r in rows.items()]
    lines.append(f"Build Cache     {rng.randint(50, 300):<9} 0         {_size(rng):<9} {_size(rng)}")
    name = rng.choice(tuple(TYPES))
    kind = rng.choice(tuple(SAID))
    own = rows[name]
    if kind != "reclaimable" and rng.random() < 0.5:  # the row's other count
        forged = own["active" if kind == "total" else "total"]
    else:
        forged = rows[rng.choice([other for other in TYPES if other != name])][kind]
    form = rng.choice(SAID[kind])
    word = TYPES[name][0]
    return form.format(t=word, v=own[kind]), form.format(t=word, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4512)
    return [_probe(rng) for _ in range(60)]


def test_a_type_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_type_s_or_column_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
