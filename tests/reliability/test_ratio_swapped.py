"""A claim giving a ratio its cited row does not print (`3/3` ready for `READY 1/3`) never passes.

`kubectl get deployments` and `kubectl get pods` as a diagnosis agent reads them: two to five
rows, the claim's row quoted, the whole table its output. The claim says every replica (or
container) is ready, writing the whole as the count (`payment-svc 就绪副本为 3/3`, `all 2/2
containers of order-svc-... are ready`). A number is anchored without what follows its `/`, and
the row prints the whole again (`UP-TO-DATE 3`), so every digit was present: 45 of 60 reached
PASS (32 with no finding; 15 failed LOW_CONFID) before ratios were compared whole
(gatekeeper.rules.support.text.ratios); all fail now (REJECT), and the row's own ratio passes.
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

SERVICES = ("order-svc", "payment-svc", "inventory-api", "gateway", "user-center")
DEPLOYMENT_FORMS = ("{d} 就绪副本为 {r}", "deployment {d} has {r} replicas ready", "{d} 的副本就绪情况：{r}",
                    "{d} READY {r}")
POD_FORMS = ("pod {p} 的容器就绪 {r}", "{p} shows {r} containers ready", "{p} 就绪 {r}")


def _deployments(rng: random.Random) -> tuple[str, str, str, str]:
    """(the row quoted, its own ratio, the forged ratio, the table)."""
    names = rng.sample(SERVICES, rng.randint(2, 5))
    rows = []
    for name in names:
        whole = rng.randint(2, 6)
        ready = rng.randint(0, whole - 1) if name == names[0] else rng.randint(0, whole)
        rows.append([name, f"{ready}/{whole}", str(whole), str(ready), f"{rng.randint(1, 90)}d"])
    return rows[0][0], rows[0][1], _all_ready(rows[0][1]), aligned_table(
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], rows)


def _pods(rng: random.Random) -> tuple[str, str, str, str]:
    rows = []
    for index in range(rng.randint(2, 5)):
        whole = rng.randint(2, 3)
        ready = rng.randint(0, whole - 1) if index == 0 else whole
        pod = f"{rng.choice(SERVICES)}-{rng.getrandbits(36):09x}-{rng.getrandbits(20):05x}"
        rows.append([pod, f"{ready}/{whole}", rng.choice(("Running", "CrashLoopBackOff")),
                     str(rng.randint(0, 9)), f"{rng.randint(1, 9)}h"])
    return rows[0][0], rows[0][1], _all_ready(rows[0][1]), aligned_table(
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows)


def _all_ready(ratio: str) -> str:
    whole = ratio.split("/")[1]
    return f"{whole}/{whole}"


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the row quoted, output)."""
    rng = random.Random(2026)
    found = []
    while len(found) < 60:
        table, forms = (_deployments, DEPLOYMENT_FORMS) if len(found) % 2 else (_pods, POD_FORMS)
        name, ratio, forged, output = table(rng)
        if forged in output:  # another row's ratio: the tables' row check's (test_row_swapped)
            continue
        row = next(line for line in output.split("\n") if line.startswith(name))
        form = rng.choice(forms)
        found.append((form.format(d=name, p=name, r=ratio), form.format(d=name, p=name, r=forged),
                      row, output))
    return found


def test_a_ratio_its_row_does_not_print_fails() -> None:
    assert not_rejected((forged, row, output) for _, forged, row, output in _probes()) == []


def test_the_row_s_own_ratio_passes() -> None:
    assert not_passed((faithful, row, output) for faithful, _, row, output in _probes()) == []
