"""A PodDisruptionBudget given another budget's allowed disruptions or minimum in `kubectl get
pdb` fails; its own pass.

`order-svc-pdb 允许 1 个中断` citing `order-svc-pdb  2  N/A  0 ...` and `redis-pdb  N/A  1  1 ...`:
no word of the claim named `ALLOWED DISRUPTIONS` or `MIN AVAILABLE`, so it passed while a drain
would block on order-svc. Now `允许中断`, `中断`, `最小可用`, `最大不可用` name the columns
(`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

ALLOWED = ("{b} 允许 {v} 个中断", "{b} 允许的中断数为 {v}", "{b} allows {v} disruptions")
MINIMUM = ("{b} 的最小可用为 {v}", "{b} 最小可用副本数 {v}", "the min available of {b} is {v}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    names = [f"{name}-pdb"
             for name in rng.sample(("order-svc", "redis", "payment-svc", "gateway", "kafka"), 3)]
    rows = [(name, rng.randint(1, 5), rng.randint(0, 3)) for name in names]
    lines = ["NAME              MIN AVAILABLE   MAX UNAVAILABLE   ALLOWED DISRUPTIONS   AGE"]
    lines += [f"{name:<18}{minimum:<16}{'N/A':<18}{allowed:<22}{rng.randint(1, 90)}d"
              for name, minimum, allowed in rows]
    mine, other = rng.sample(rows, 2)
    column, forms = (2, ALLOWED) if rng.random() < 0.5 else (1, MINIMUM)
    if mine[column] == other[column] or other[column] in mine[1:]:
        return None
    form = rng.choice(forms)
    return form.format(b=mine[0], v=mine[column]), form.format(b=mine[0], v=other[column]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8560, 60)


def test_another_budget_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_budget_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
