"""A row's state said in lower-case English (`web-5c8d is running`, `pv-data-2 is bound`, `sdb is
faulted`, `payment is deployed`) against `kubectl get pods` / `get pv`, `zpool status`, `helm list`,
passes; another row's state fails.

A lower-case word was no value of a capitalised cell, and `is` named no STATUS column, so the
state was the output's and nothing was contradicted (at 7a99b56, 37 of 60 forged claims passed:
`api-7d9f is running` over its `CrashLoopBackOff`). Now a state said after `is` (`is now`, `is
still`), ending its clause, names the state column, its cells compared in any case, and `now` is
no negator `no` (`gatekeeper.rules.support.evidence.tables`, `compared`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

FORMS = ("{r} is {s}", "{r} is now {s}", "{r} is currently {s}", "{r} is in the {s} state",
         "{r} is still {s}")


def _pods(rng: random.Random) -> tuple[list[str], list[str], str]:
    names = [f"{name}-{rng.randrange(16**4):04x}"
             for name in rng.sample(("api", "web", "worker", "cron", "auth"), 4)]
    states = ["Running", rng.choice(("Pending", "CrashLoopBackOff", "Completed")),
              *(rng.choice(("Running", "Pending", "Completed", "CrashLoopBackOff")) for _ in names[2:])]
    ready = {"Running": "1/1", "Completed": "0/1", "Pending": "0/1", "CrashLoopBackOff": "0/1"}
    rows = [[name, ready[state], state, str(rng.randint(0, 30)), f"{rng.randint(1, 9)}h"]
            for name, state in zip(names, states, strict=True)]
    return names, states, aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows)


def _volumes(rng: random.Random) -> tuple[list[str], list[str], str]:
    names = [f"pv-{name}-{n}" for n, name in enumerate(rng.sample(("logs", "data", "cache", "backup"), 3))]
    states = ["Bound", "Available", rng.choice(("Bound", "Released", "Available"))]
    rows = [[name, f"{rng.choice((10, 50, 100))}Gi", "RWO", "Retain", state,
             f"prod/{name[3:]}-pvc" if state == "Bound" else "", "standard", f"{rng.randint(1, 40)}d"]
            for name, state in zip(names, states, strict=True)]
    return names, states, aligned_table(["NAME", "CAPACITY", "ACCESS MODES", "RECLAIM POLICY", "STATUS",
                                         "CLAIM", "STORAGECLASS", "AGE"], rows)


def _releases(rng: random.Random) -> tuple[list[str], list[str], str]:
    names = rng.sample(("payment", "orders", "search", "gateway"), 3)
    states = ["deployed", "failed", rng.choice(("deployed", "failed", "superseded"))]
    rows = [[name, "prod", str(rng.randint(1, 40)), "2026-12-06 10:01:02.123 +0000 UTC", state,
             f"{name}-1.4.2", "1.4.2"] for name, state in zip(names, states, strict=True)]
    return names, states, "\n".join("\t".join(f"{cell:<10}" for cell in row) for row in (
        ["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"], *rows))


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names, states, output = rng.choice((_pods, _volumes, _releases))(rng)
    one = rng.randrange(len(names))
    other = rng.choice([n for n in range(len(names)) if states[n] != states[one]])
    form = rng.choice(FORMS)
    said = states[one].lower()
    return form.format(r=names[one], s=said), form.format(r=names[other], s=said), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4413)
    return [_probe(rng) for _ in range(60)]


def test_a_row_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
