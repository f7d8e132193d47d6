"""A claim giving a row's entity another row's cell of a tool's table never passes.

Generated `kubectl get pods`, `kubectl top pods` and `df -h` outputs (a pod of each of three or
four services, two to four file systems): the claim cites the output and gives one pod (by its
name or its service's) or mount point a cell another row has in the column it names (`{s} pod
restarted {n} times`, `{s} 重启了 {n} 次`, `{s} 的 CPU 使用为 {v}`, `{s} 内存占用 {v}`, `{m} 磁盘使用率
{v}`, `{m} 剩余 {v}`). Entity, value and column are all the output's, and no label ties a cell
to its row, so every such claim passed with no finding before claim.value_contradiction read
the tables (gatekeeper.rules.support.evidence.tables); all fail now, and each row's own cells
pass. So for a cell said of every pod or of none that a row denies (`All pods are Running`, `没有
Pod 处于 CrashLoopBackOff 状态`, `所有 Pod 均已就绪`), and for a query's result as JSON records, a
Markdown or a `psql` table (`payment-svc had 152 errors`, `订单 O1001 的金额为 88.00`).
"""

from __future__ import annotations

import json
import random

from loghub_quotes import SERVICES, aligned_table, check

POD_FORMS = {"RESTARTS": ("{s} pod restarted {v} times.", "{s} 重启了 {v} 次"),
             "READY": ("{s} 的就绪状态为 {v}", "{s} pod is ready ({v})."),
             "AGE": ("{s} 已运行 {v}",)}
TOP_FORMS = {"CPU": ("{s} 的 CPU 使用为 {v}", "{s} uses {v} of CPU."),
             "MEMORY": ("{s} 内存占用 {v}", "{s} uses {v} of memory.")}
DF_FORMS = {"Use%": ("{m} 磁盘使用率 {v}", "{m} is {v} full (usage)."),
            "Avail": ("{m} 剩余 {v}", "{m} has {v} available.")}
MOUNTS = ("/data", "/var", "/home", "/logs")


def _pods(rng: random.Random) -> tuple[str, list[dict[str, str]]]:
    rows = []
    for service in rng.sample(SERVICES, rng.randint(3, 4)):
        pod = f"{service}-{rng.randrange(16**9):09x}-{rng.randrange(36**5):05x}"
        ready = rng.choice(("0/1", "1/1", "1/2", "2/2"))
        rows.append({"service": service, "NAME": pod, "READY": ready,
                     "STATUS": "Running" if ready[0] == ready[-1] else "CrashLoopBackOff",
                     "RESTARTS": str(rng.choice((0, 1, 3, 7, 12, 25, 48))),
                     "AGE": f"{rng.randint(1, 59)}{rng.choice('mhd')}",
                     "CPU": f"{rng.randint(1, 2000)}m", "MEMORY": f"{rng.randint(16, 4096)}Mi"})
    return "", rows


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(79)
    found = []
    while len(found) < 90:
        kind = len(found) % 3
        if kind < 2:
            _, pods = _pods(rng)
            forms = POD_FORMS if kind == 0 else TOP_FORMS
            header = (["NAME", "READY", "STATUS", "RESTARTS", "AGE"] if kind == 0
                      else ["NAME", "CPU(cores)", "MEMORY(bytes)"])
            keys = [key.split("(")[0] for key in header]
            output = aligned_table(header, [[pod[key] for key in keys] for pod in pods])
            entity = "service" if rng.random() < 0.5 else "NAME"
            rows = [(pod[entity], pod) for pod in pods]
        else:
            disks = []
            for n, mount in enumerate(rng.sample(MOUNTS, rng.randint(2, 4))):
                size = rng.choice((50, 100, 200, 500))
                used = rng.randint(1, size - 1)
                disks.append({"Filesystem": f"/dev/sd{'abcd'[n]}1", "Size": f"{size}G",
                              "Used": f"{used}G", "Avail": f"{size - used}G",
                              "Use%": f"{round(100 * used / size)}%", "Mounted on": mount})
            header = ["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted on"]
            output = aligned_table(header, [[disk[key] for key in header] for disk in disks])
            forms, rows = DF_FORMS, [(disk["Mounted on"], disk) for disk in disks]
        column = rng.choice(sorted(forms))
        (name, mine), *_ = rng.sample(rows, len(rows))
        others = [row[column] for _, row in rows if row[column] != mine[column]]
        if not others:
            continue
        form = rng.choice(forms[column])
        found.append((form.format(s=name, m=name, v=mine[column]),
                      form.format(s=name, m=name, v=rng.choice(others)), output))
    return found


def test_another_row_s_cell_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_row_s_own_cell_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


EVERY = {"STATUS": ("All pods are {v}.", "所有 Pod 都处于 {v} 状态"),
         "RESTARTS": ("所有 Pod 的重启次数都是 {v}", "All pods have {v} restarts.")}
NONE = ("No pod is in {v}.", "没有 Pod 处于 {v} 状态")
READY = ("所有 Pod 均已就绪", "All pods are ready.")


def _generalised() -> list[tuple[str, str]]:
    """(claim, output): a cell said of every pod or of none that a row denies, or every pod
    said ready where one is not (`kubectl get pods`)."""
    rng = random.Random(101)
    found: list[tuple[str, str]] = []
    while len(found) < 45:
        _, pods = _pods(rng)
        header = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
        output = aligned_table(header, [[pod[key] for key in header] for pod in pods])
        kind = len(found) % 3
        if kind == 0:
            column = rng.choice(sorted(EVERY))
            cells = sorted({pod[column] for pod in pods})
            if len(cells) > 1:
                found.append((rng.choice(EVERY[column]).format(v=rng.choice(cells)), output))
        elif kind == 1:
            found.append((rng.choice(NONE).format(v=rng.choice(pods)["STATUS"]), output))
        elif any(pod["READY"][0] != pod["READY"][-1] for pod in pods):
            found.append((rng.choice(READY), output))
    return found


def test_a_cell_said_of_every_row_or_none_that_a_row_denies_fails() -> None:
    """All passed with no finding before round 16 (a state a row names, or `ready`)."""
    reports = [(claim, check(claim, output, output)) for claim, output in _generalised()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


RECORD_FORMS = {"errors": ("{s} had {v} errors.", "{s} 的错误数为 {v}"),
                "p99_ms": ("{s} p99 was {v}ms.", "{s} 的 p99 为 {v}ms"),
                "amount": ("订单 {s} 的金额为 {v}", "Order {s} amount was {v}.")}


def _records() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): a query's result as JSON records, a Markdown
    table or a `psql` table (services' errors and p99, or orders' amounts)."""
    rng = random.Random(103)
    found = []
    while len(found) < 45:
        kind = len(found) % 3
        if kind < 2:
            rows = [{"service": s, "errors": rng.randint(0, 500), "p99_ms": rng.randint(50, 6000)}
                    for s in rng.sample(SERVICES, rng.randint(2, 4))]
            column = rng.choice(("errors", "p99_ms"))
            output = (json.dumps(rows) if kind == 0 else "\n".join(
                ["| service | errors | p99_ms |", "|---|---|---|",
                 *(f"| {r['service']} | {r['errors']} | {r['p99_ms']} |" for r in rows)]))
            key = "service"
        else:
            rows = [{"order_id": f"O{rng.randint(1000, 9999)}", "status": rng.choice(("PAID", "FAILED")),
                     "amount": f"{rng.randint(1, 999)}.{rng.randint(0, 99):02d}"}
                    for _ in range(rng.randint(2, 5))]
            column, key = "amount", "order_id"
            output = "\n".join([" order_id | status | amount", "----------+--------+--------",
                                *(f" {r['order_id']}    | {r['status']}   | {r['amount']}" for r in rows)])
        mine, *others = rng.sample(rows, len(rows))
        wrong = [r[column] for r in others if r[column] != mine[column]]
        if not wrong:
            continue
        form = rng.choice(RECORD_FORMS[column])
        found.append((form.format(s=mine[key], v=mine[column]),
                      form.format(s=mine[key], v=rng.choice(wrong)), output))
    return found


def test_another_record_s_value_fails() -> None:
    """JSON records, Markdown and `psql` tables: all passed with no finding before round 16."""
    reports = [(forged, check(forged, output, output)) for _, forged, output in _records()]
    assert [claim for claim, report in reports if report.status != "fail"] == []
    reports = [(claim, check(claim, output, output)) for claim, _, output in _records()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


COMMANDS = ("java", "nginx", "postgres", "redis-server", "node", "python3", "sshd")


def _processes_and_samples() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): `top`'s processes (`{c} 进程 CPU 占用 {v}%`) and a
    Prometheus query's samples (`{s} 的 CPU 使用率为 {v}`): another row's value (round 16)."""
    rng = random.Random(113)
    found = []
    while len(found) < 40:
        if len(found) % 2:
            rows = [(rng.randint(100, 40000), command, f"{rng.randint(0, 3999) / 10:.1f}")
                    for command in rng.sample(COMMANDS, rng.randint(2, 5))]
            header = "  PID USER      PR  NI    VIRT    RES  S  %CPU  %MEM     TIME+ COMMAND"
            output = "\n".join([header, *(f"{pid:5d} app       20   0 8123456  2.1g R {cpu:>5}   1.0  "
                                           f"12:34.56 {command}" for pid, command, cpu in rows)])
            (_, name, mine), *others = rng.sample(rows, len(rows))
            form = rng.choice(("{s} 进程 CPU 占用 {v}%", "The {s} process used {v}% CPU."))
        else:
            samples = [(service, f"{rng.randint(0, 1000) / 10:g}") for service in rng.sample(SERVICES, 3)]
            output = json.dumps({"status": "success", "data": {"resultType": "vector", "result": [
                {"metric": {"service": service}, "value": [1764583200, value]}
                for service, value in samples]}})
            (name, mine), *rest = rng.sample(samples, len(samples))
            others = [(0, service, value) for service, value in rest]
            form = rng.choice(("{s} 的 CPU 使用率为 {v}", "CPU usage of {s} was {v}."))
        wrong = [value for *_, value in others if value != mine]
        if wrong:
            found.append((form.format(s=name, v=mine), form.format(s=name, v=rng.choice(wrong)), output))
    return found


def test_another_process_s_or_sample_s_value_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _processes_and_samples()]
    assert [claim for claim, report in reports if report.status != "fail"] == []
    reports = [(claim, check(claim, output, output)) for claim, _, output in _processes_and_samples()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
