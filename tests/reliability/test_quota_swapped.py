"""A ResourceQuota's rows as `kubectl describe quota` prints them (`limits.memory 已用 30Gi`, `pods
的上限为 50`), pass; another row's value, or the hard limit given as the usage, fails.

The rule of dashes under `Resource  Used  Hard` ended the table before its rows: of 60 forged
claims 59 passed, and 2 faithful ones failed REJECT (`the hard limit of services is 32` read as
the label `services` of its row's `6`). Now a rule of dashes under a header is the table's
(`gatekeeper.rules.support.text.tables`), `上限` names the `Hard` column and `使用量` the `Used`,
and a row the label names holds a value in another of its cells
(`gatekeeper.rules.support.evidence.table_rows.row_holds`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

KIN = {"limits.cpu": "requests.cpu", "requests.cpu": "limits.cpu", "pods": "services", "services": "pods",
       "limits.memory": None}
SAID = {"used": ("{r} 已用 {v}", "{r} 的使用量为 {v}", "{r} usage is {v}"),
        "hard": ("{r} 的上限为 {v}", "{r} 配额上限 {v}", "the hard limit of {r} is {v}")}


def _rows(rng: random.Random) -> dict[str, tuple[str, str]]:
    cpu, memory = rng.sample(range(2, 64), 2)
    pods, services = rng.sample(range(10, 200), 2)
    return {"limits.cpu": (f"{rng.randint(1, cpu * 10) * 100}m", str(cpu)),
            "limits.memory": (f"{rng.randint(1, memory - 1)}Gi", f"{memory}Gi"),
            "requests.cpu": (f"{rng.randint(1, cpu * 5) * 100}m", str(max(1, cpu // 2))),
            "pods": (str(rng.randint(1, pods - 1)), str(pods)),
            "services": (str(rng.randint(1, services - 1)), str(services))}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    rows = _rows(rng)
    output = "\n".join([f"Name:            {rng.choice(('compute-resources', 'object-counts', 'team-a'))}",
                        f"Namespace:       {rng.choice(('prod', 'staging', 'payments'))}",
                        "Resource         Used    Hard", "--------         ----    ----",
                        *(f"{name:<16} {used:<7} {hard}" for name, (used, hard) in rows.items())])
    which = rng.choice(("used", "hard"))
    column = 0 if which == "used" else 1
    row = rng.choice(list(rows))
    value = rows[row][column]
    kin = KIN[row]  # a row whose values are of the same kind
    if kin is None or rows[kin][column] == value or rng.random() < 0.5:
        wrong = rows[row][1 - column]  # the hard limit as the usage, or the usage as the limit
    else:
        wrong = rows[kin][column]
    form = rng.choice(SAID[which])
    return form.format(r=row, v=value), form.format(r=row, v=wrong), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1215)
    return [_probe(rng) for _ in range(60)]


def test_a_row_s_own_usage_and_limit_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_value_or_the_limit_as_usage_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
