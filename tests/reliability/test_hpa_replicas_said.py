"""An HorizontalPodAutoscaler's replicas given another of its counts fail; each as printed passes.

`当前副本数为 10` citing `kubectl get hpa`'s one row, whose REPLICAS is 4 and MAXPODS 10, passed:
the 10 is the output's, and `当前` (now) was read as a word of another time (`重启前`), so the
value was not read against the column (`text/spans.py`'s NOT_NOW); and `replicas` was a list's
column (Kafka's `Replicas: 1,2,3`) wherever it stood, a list or not (`evidence/unheld_cells.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

SERVICES = ("order-svc", "payment", "auth-api", "cart")
#: column -> claims giving its value
FORMS = {
    "REPLICAS": ("当前副本数为 {v}", "目前副本数是 {v}", "current replicas: {v}", "副本数当前为 {v}"),
    "MAXPODS": ("最大副本数为 {v}", "副本上限是 {v}", "max replicas: {v}"),
    "MINPODS": ("最小副本数为 {v}", "副本下限是 {v}", "min replicas: {v}"),
}


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    low, now, high = sorted(rng.sample(range(1, 31), 3))
    values = {"MINPODS": low, "REPLICAS": now, "MAXPODS": high}
    service = rng.choice(SERVICES)
    row = [service, f"Deployment/{service}", f"{rng.randint(10, 99)}%/80%", str(low), str(high), str(now),
           f"{rng.randint(1, 60)}d"]
    output = "$ kubectl get hpa " + service + "\n" + aligned_table(
        ["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"], [row])
    column = rng.choice(list(FORMS))
    form = rng.choice(FORMS[column])
    other = rng.choice([name for name in values if name != column])
    return form.format(v=values[column]), form.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3907, 60)


def test_a_count_given_another_column_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_count_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
