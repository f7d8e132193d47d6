"""A Deployment's replicas as `kubectl describe deployment` tallies them (`payment-svc 有 2 个副本不可用`,
`只有 1 个可用副本`, `3 replicas are updated`), pass; another count of the tally fails.

    Name:                   payment-svc
    Replicas:               4 desired | 3 updated | 4 total | 1 available | 3 unavailable
    Conditions:
      Type           Status  Reason
      Available      False   MinimumReplicasUnavailable

48 of 60 faithful claims failed REJECT (at 8863ac7), `payment-svc 有 2 个副本不可用` among them: the
tally's `4 desired` was read as a list of replicas of one item; and `只有 3 个可用副本` (the desired
count) failed only by the `Available False` condition, as the faithful `只有 1 个可用副本` did. The
tally's counts are fields now (`keyed_lines.tally_totals`), and a count said of a condition's word is
none of it.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"available": ("{d} 有 {n} 个可用副本", "{d} 只有 {n} 个副本可用",
                      "{n} replicas of {d} are available"),
        "unavailable": ("{d} 有 {n} 个副本不可用", "{n} replicas of {d} are unavailable"),
        "updated": ("{d} 有 {n} 个副本已更新", "{n} replicas of {d} are updated")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    name = f"{rng.choice(('payment', 'order', 'cart', 'search'))}-{rng.choice(('svc', 'api', 'worker'))}"
    desired = rng.randint(2, 8)
    updated = rng.randint(1, desired)
    available = rng.randint(0, desired - 1)
    counts = {"desired": desired, "updated": updated, "total": desired, "available": available,
              "unavailable": desired - available}
    kind = rng.choice(tuple(SAID))
    others = sorted({n for other, n in counts.items() if n != counts[kind]})
    if not others:
        return None
    tally = " | ".join(f"{n} {word}" for word, n in counts.items())
    condition = "True    MinimumReplicasAvailable" if available else "False   MinimumReplicasUnavailable"
    output = "\n".join((f"Name:                   {name}", "Namespace:              prod",
                        f"Selector:               app={name.split('-')[0]}",
                        f"Replicas:               {tally}", "StrategyType:           RollingUpdate",
                        "Conditions:", "  Type           Status  Reason", "  ----           ------  ------",
                        f"  Available      {condition}", "  Progressing    True    NewReplicaSetAvailable"))
    form = rng.choice(SAID[kind])
    return form.format(d=name, n=counts[kind]), form.format(d=name, n=rng.choice(others)), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4999)


def test_a_count_of_the_tally_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_of_the_tally_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
