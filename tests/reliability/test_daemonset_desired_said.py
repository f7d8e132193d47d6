"""A DaemonSet's desired pods as `kubectl get daemonset` prints them (`fluent-bit 期望 12 个`,
`fluent-bit desired 12 pods`), pass; another column's count, or another DaemonSet's, fails.

`DESIRED` was named by no Chinese word, so `fluent-bit 期望 10 个` (its ready pods) passed (at
89443fd, 46 of 60 forged claims). Now
`期望` names it (`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SETS = ("fluent-bit", "node-exporter", "kube-proxy", "calico-node", "datadog-agent")
SAID = ("{n} 期望 {v} 个 Pod", "{n} 期望运行 {v} 个", "{n} desired {v} pods")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(SETS, rng.randint(2, 3))
    rows = {}
    for name in names:
        desired = rng.randint(6, 60)
        ready = rng.randint(1, desired - 1)
        rows[name] = {"desired": desired, "ready": ready}
    lines = ["NAME            DESIRED   CURRENT   READY   UP-TO-DATE   AVAILABLE   NODE SELECTOR   AGE"]
    lines += [f"{n:<15} {r['desired']:<9} {r['desired']:<9} {r['ready']:<7} {r['desired']:<12} "
              f"{r['ready']:<11} <none>          {rng.randint(1, 90)}d" for n, r in rows.items()]
    name = rng.choice(names)
    others = [r["desired"] for n, r in rows.items() if n != name and r["desired"] != rows[name]["desired"]]
    forged = rows[name]["ready"] if rng.random() < 0.5 or not others else rng.choice(others)
    form = rng.choice(SAID)
    return form.format(n=name, v=rows[name]["desired"]), form.format(n=name, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4530)
    return [_probe(rng) for _ in range(60)]


def test_a_daemonset_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
