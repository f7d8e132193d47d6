"""A claim giving an autoscaler's target its current reading (or the other way) never passes.

`kubectl get hpa` as a diagnosis agent reads it: two to four autoscalers whose `TARGETS` cells
are a current CPU reading over its target (`85%/70%`), the whole table cited. The claim gives the
target the reading, or the reading the target (`payment-svc 的目标 CPU 利用率为 85%`, `the current
CPU utilization of order-svc is 70%`): both are the row's, and a percentage after a `/` was no
value at all. Before, 21 of the 60 forged claims passed (a reading given as the target) and 21
of their faithful twins failed REJECT (a target, never read). Now every forged claim fails
(REJECT, gatekeeper.rules.support.evidence.targets) and every faithful twin passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

FORMS = {"target": ("{s} 的目标 CPU 利用率为 {v}%", "the target CPU utilization of {s} is {v}%",
                    "{s} 的 CPU 利用率阈值为 {v}%"),
         "current": ("{s} 当前 CPU 利用率为 {v}%", "the current CPU utilization of {s} is {v}%",
                     "{s} 的实际 CPU 利用率为 {v}%")}
HEADER = ["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"]


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(7070)
    found = []
    while len(found) < 60:
        rows, pairs = [], {}
        for service in rng.sample(SERVICES, rng.randint(2, 4)):
            current, target = rng.randint(10, 99), rng.choice((50, 60, 70, 80))
            pairs[service] = {"current": current, "target": target}
            rows.append([service, f"Deployment/{service}", f"{current}%/{target}%", "2", "10",
                         str(rng.randint(2, 10)), f"{rng.randint(1, 60)}d"])
        service = rng.choice(list(pairs))
        side, other = rng.sample(("target", "current"), 2)
        if pairs[service][side] == pairs[service][other]:
            continue
        form = rng.choice(FORMS[side])
        found.append((form.format(s=service, v=pairs[service][side]),
                      form.format(s=service, v=pairs[service][other]), aligned_table(HEADER, rows)))
    return found


def test_the_other_side_of_the_targets_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_side_of_the_targets_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
