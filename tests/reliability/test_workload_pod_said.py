"""Pods named by their workload's word (`api pod 重启了 12 次`, `web 的 pod 处于 Running 状态`) and
counted in a state in Chinese or lower-case English (`有 2 个 pod 正常运行`, `2 pods are running`)
against `kubectl get pods`, pass; another pod's value, or another count, fails.

`api`, `web` are no anchors (one common word each), so the rows their pods are were named by
nothing, and a count's state in words (`正常运行`, `running`) was no cell: at 7a99b56, 39 of 60
forged claims passed (3 more warned, 7 failed only LOW_CONFID), and 12 faithful claims did not
pass (7 failed: `web pod 重启了 0 次` counted kubectl's `RESTARTS` header as a restart). Now a word
before `pod`, `容器` names the one row its workload's pod is
(`gatekeeper.rules.support.evidence.table_rows`), a count's state is read in Chinese and in lower
case (`row_counts`), and a header of capitals writes no event (`counted`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

WORKLOADS = ("api", "web", "worker", "cron", "auth", "gateway", "billing")
RESTARTS = ("{w} pod 重启了 {n} 次", "{w} 的 pod 重启了 {n} 次", "the {w} pod restarted {n} times",
            "{w} 容器重启了 {n} 次")
STATE = ("{w} 的 pod 处于 {s} 状态", "{w} pod 的状态是 {s}", "the {w} pod is {s}")
COUNTED = ("有 {n} 个 pod 正常运行", "{n} pods are running", "{n} 个 Pod 处于 Running 状态")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    workloads = rng.sample(WORKLOADS, rng.randint(3, 5))
    states = ["Running", "CrashLoopBackOff",
              *(rng.choice(("Running", "Running", "Pending", "CrashLoopBackOff")) for _ in workloads[2:])]
    rng.shuffle(states)
    restarts = rng.sample(range(0, 40), len(workloads))
    names = [f"{w}-{rng.randrange(16**9):09x}-{rng.randrange(36**5):05x}" for w in workloads]
    rows = [[name, "1/1" if state == "Running" else "0/1", state, str(count), f"{rng.randint(1, 9)}h"]
            for name, state, count in zip(names, states, restarts, strict=True)]
    output = aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows)
    one, other = rng.sample(range(len(workloads)), 2)
    facet = rng.choice(("restarts", "state", "count"))
    if facet == "count":
        running = states.count("Running")
        form = rng.choice(COUNTED)
        return form.format(n=running), form.format(n=running + rng.choice((1, 2))), output
    if facet == "state" and states[one] != states[other]:
        form = rng.choice(STATE)
        said = states[one] if "{s} 状态" in form or "是" in form else states[one].lower()
        swapped = said if said != states[one] else states[one]
        return form.format(w=workloads[one], s=said), form.format(w=workloads[other], s=swapped), output
    form = rng.choice(RESTARTS)
    return (form.format(w=workloads[one], n=restarts[one]), form.format(w=workloads[one], n=restarts[other]),
            output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4416)
    return [_probe(rng) for _ in range(60)]


def test_a_workload_s_own_pod_and_the_count_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_pod_s_value_or_another_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
