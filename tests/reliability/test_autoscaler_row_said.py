"""An autoscaler's reading, target and replicas as `kubectl get hpa` prints them (`api 的 CPU 使用率为
85%`, `api 的目标 CPU 利用率为 80%`, `web has 2 replicas`), pass; the other side of its `TARGETS`
cell, or another row's value, fails.

`Deployment/api   85%/80%` was read as two names and two values, `deployment`'s 85% and `api`'s
80%, so the faithful `api 的 CPU 使用率为 85%` was contradicted by the row's target (REJECT); a
usage said with neither `当前` nor `目标` was unsure of its side, so the target given as the reading
passed; and `N 个副本` counted a list's items (kafka's `Replicas: 1,2`), so another row's replicas
passed. Now a slashed group's names are no other cell's (`text.anchors.slashed`), a usage is the
reading (`evidence.targets`) and the HPA's `REPLICAS` is a count (`evidence.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

NAMES = ("api", "web", "worker", "order-svc", "payment-svc", "gateway")
SAID = {"reading": ("{n} 的 CPU 使用率为 {v}%", "{n} CPU usage is {v}%", "{n} 当前 CPU 利用率为 {v}%"),
        "target": ("{n} 的目标 CPU 利用率为 {v}%", "{n} 的 HPA 目标 CPU 使用率是 {v}%",
                   "the {n} HPA targets {v}% CPU"),
        "replicas": ("{n} 当前有 {v} 个副本", "{n} 的副本数为 {v}", "{n} has {v} replicas"),
        "max": ("{n} 的最大副本数为 {v}", "{n} max replicas is {v}", "{n} 的副本上限为 {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NAMES, rng.randint(2, 4))
    rows = {}
    for name in names:
        now, target = rng.sample(range(20, 99), 2)
        low = rng.randint(1, 3)
        high = rng.randint(low + 4, 20)
        rows[name] = {"reading": now, "target": target, "min": low, "max": high,
                      "replicas": rng.randint(low, high)}
    lines = ["NAME          REFERENCE                  TARGETS   MINPODS   MAXPODS   REPLICAS   AGE"]
    lines += [f"{n:<13} {'Deployment/' + n:<26} {r['reading']}%/{r['target']}%   {r['min']:<9} {r['max']:<9} "
              f"{r['replicas']:<10} {rng.randint(1, 90)}d" for n, r in rows.items()]
    name = rng.choice(names)
    kind = rng.choice(tuple(SAID))
    own = rows[name]
    if kind in ("reading", "target") and rng.random() < 0.5:
        forged = own["target" if kind == "reading" else "reading"]
    else:
        others = [r[kind] for n, r in rows.items() if n != name and r[kind] != own[kind]
                  and r[kind] not in own.values()]
        forged = rng.choice(others) if others else own[kind] + 100
    form = rng.choice(SAID[kind])
    return form.format(n=name, v=own[kind]), form.format(n=name, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4502)
    return [_probe(rng) for _ in range(60)]


def test_a_row_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_side_or_another_row_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
