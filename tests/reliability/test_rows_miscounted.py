"""A claim counting a table's rows in a state that the table counts otherwise never passes.

Generated `kubectl get pods` and `kubectl get nodes` outputs (four to six pods of the four
services, some of a service twice; three to five nodes): the claim cites the output and counts
the rows in a status (`有 2 个 Pod 处于 CrashLoopBackOff 状态`, `3 pods are Running`, `Only one
node is NotReady`, `order-svc 有 2 个 Pod 处于 Running 状态`) or not ready (`2 个 Pod 未就绪`, `2
pods are not ready`), one or two more or fewer than there are. No line writes the count: round
16's tree failed the Chinese counts only as a number found nowhere (LOW_CONFID, the faithful ones
too) and let most English ones pass with a warning; the table's count now contradicts a forged
count (REJECT) and holds a faithful one, which passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, check

ZH_DIGITS = "零一两三四五六七八九"
POD_FORMS = ("有 {n} 个 Pod 处于 {v} 状态", "{n} 个 Pod 的状态为 {v}", "共有{z}个 Pod 处于 {v}",
             "{n} pods are in {v}.", "{w} pods are {v}.", "There are {n} pods in {v} status.")
NODE_FORMS = ("{n} 个节点处于 {v} 状态", "{w} nodes are {v}.")
ONLY_FORMS = ("只有一个 Pod 处于 {v} 状态", "Only one pod is {v}.", "Only one node is {v}.")
NOT_READY = ("{n} 个 Pod 未就绪", "{w} pods are not ready.")
SERVICE_FORMS = ("{s} 有 {n} 个 Pod 处于 {v} 状态", "{s} has {n} pods in {v}.")
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _pods(rng: random.Random) -> tuple[str, list[list[str]]]:
    services = [*SERVICES, *rng.sample(SERVICES, 2)][:rng.randint(4, 6)]
    rows = []
    for service in services:
        status = rng.choice(("Running", "Running", "CrashLoopBackOff", "Pending", "Error"))
        ready = "1/1" if status == "Running" else "0/1"
        rows.append([f"{service}-{rng.randrange(16**9):09x}-{rng.randrange(36**5):05x}", ready,
                     status, str(rng.choice((0, 3, 12))), f"{rng.randint(1, 59)}m"])
    return aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows), rows


def _nodes(rng: random.Random) -> tuple[str, list[list[str]]]:
    rows = [[f"node-{n}", rng.choice(("Ready", "Ready", "NotReady")), "<none>",
             f"{rng.randint(2, 90)}d", "v1.28.3"] for n in range(1, rng.randint(4, 6))]
    return aligned_table(["NAME", "STATUS", "ROLES", "AGE", "VERSION"], rows), rows


def _claim(forms: tuple[str, ...], rng: random.Random, n: int, **values: str) -> str:
    form = rng.choice(forms if n != 1 else ONLY_FORMS[:2] if "Pod" in forms[0] else ONLY_FORMS[2:])
    return form.format(n=n, z=ZH_DIGITS[n], w=WORDS[n].capitalize(), **values)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(211)
    found: list[tuple[str, str, str]] = []
    while len(found) < 90:
        kind = len(found) % 4
        output, rows = _nodes(rng) if kind == 1 else _pods(rng)
        if kind == 2:  # not ready
            counted = [row for row in rows if row[1][0] != row[1][-1]]
            forms, values = NOT_READY, {}
        elif kind == 3:  # one service's pods
            service = rng.choice([s for s in SERVICES if sum(r[0].startswith(f"{s}-") for r in rows) > 1]
                                 or [""])
            if not service:
                continue
            state = rng.choice([row[2] for row in rows if row[0].startswith(f"{service}-")])
            counted = [row for row in rows if row[0].startswith(f"{service}-") and row[2] == state]
            forms, values = SERVICE_FORMS, {"s": service, "v": state}
        else:
            state = rng.choice([row[1 + (kind == 0)] for row in rows])
            counted = [row for row in rows if state in row]
            forms, values = (POD_FORMS if kind == 0 else NODE_FORMS), {"v": state}
        true = len(counted)
        wrong = rng.choice([n for n in (true - 2, true - 1, true + 1, true + 2) if 2 <= n <= 9])
        if true == 0 or (true == 1 and forms is SERVICE_FORMS):
            continue
        if true == 1 and forms is NOT_READY:
            continue
        found.append((_claim(forms, rng, true, **values), _claim(forms, rng, wrong, **values),
                      output))
    return found


def test_a_count_of_rows_the_table_counts_otherwise_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.verdict_ceiling != "REJECT"] == []


def test_the_table_s_own_count_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_a_truncated_table_contradicts_only_a_count_lower_than_its_rows() -> None:
    rows = "\n".join(f"order-svc-7d9f8b6c5-{n:05d}   0/1   CrashLoopBackOff   12   1h" for n in range(3))
    output = f"NAME   READY   STATUS   RESTARTS   AGE\n{rows}\n...[truncated]"
    assert check("有 5 个 Pod 处于 CrashLoopBackOff 状态", output, output).verdict_ceiling != "REJECT"
    assert check("有 2 个 Pod 处于 CrashLoopBackOff 状态", output, output).verdict_ceiling == "REJECT"


def test_a_total_is_no_count_of_a_state() -> None:
    output, rows = _pods(random.Random(5))
    running = sum(row[2] == "Running" for row in rows)
    claim = f"{len(rows)} 个 Pod 中有 {running} 个处于 Running 状态"
    assert check(claim, output, output).status == "pass"
    assert check(f"{running} of {len(rows)} pods are Running.", output, output).status == "pass"
