"""A claim saying every pod runs, or none restarted, fails when a row of the cited `kubectl get
pods` says otherwise; it passes when every row agrees.

`所有 pod 都在运行`, `payment-svc 的 pod 都正常运行` over a `CrashLoopBackOff` row and `pod 都没有重启过`,
`none of the pods restarted` over a row with 14 restarts passed: the table check read a state
a claim writes as the table prints it (`Running`), not a Chinese word of running, and a count
denied of no row named was left unread. Now a Chinese word of running is the `Running` phase
(`states.phases_said`), `都` and `均` say every row, and a clause denying a count of every row is
read against each (`counts_denied._of_every_row`).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import aligned_table, check, not_failed

SERVICES = ("payment-svc", "order-svc", "auth-svc", "inventory-api")
HEADER = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
BROKEN = (("0/1", "CrashLoopBackOff"), ("0/1", "Error"), ("0/1", "Pending"), ("0/1", "ImagePullBackOff"))
RUNNING = ("所有 pod 都在运行", "{s} 的 pod 都正常运行", "{s} 的所有 pod 都处于运行中",
           "all pods are Running")
NOT_RESTARTED = ("pod 都没有重启过", "{s} 的 pod 均未重启", "所有 pod 都没有重启",
                 "none of the pods restarted", "{s} 的 pod 都没有发生重启")


def _pods(rng: random.Random, service: str, broken: bool, restarted: bool) -> str:
    rows = []
    for _ in range(rng.randint(2, 4)):
        suffix = "".join(rng.choice("abcdefghjkmnpqrstuvwxz2456789") for _ in range(5))
        rows.append([f"{service}-7d9f8b6c5-{suffix}", "1/1", "Running", "0", f"{rng.randint(1, 30)}d"])
    row = rng.randrange(len(rows))
    if broken:
        rows[row][1:3] = rng.choice(BROKEN)
    if restarted:
        rows[row][3] = f"{rng.randint(1, 40)} ({rng.randint(1, 59)}m ago)"
    return aligned_table(HEADER, rows)


def _probes() -> list[tuple[str, str, str, str]]:
    """(forged claim, its table, faithful claim, its table)."""
    rng = random.Random(3403)
    probes = []
    for n in range(80):
        service = rng.choice(SERVICES)
        words = RUNNING if n % 2 else NOT_RESTARTED
        forged = rng.choice(words).format(s=service)
        faithful = rng.choice(words).format(s=service)
        probes.append((forged, _pods(rng, service, n % 2 == 1, n % 2 == 0),
                       faithful, _pods(rng, service, False, False)))
    return probes


def test_every_pod_said_to_run_or_none_to_restart_fails_over_a_row_saying_otherwise() -> None:
    assert not_failed((forged, table, table) for forged, table, _, _ in _probes()) == []


def test_the_same_words_over_rows_that_all_agree_do_not_fail() -> None:
    assert [claim for _, _, claim, table in _probes() if check(claim, table, table).status == "fail"] == []


EVICTED_DENIED = ("没有 pod 被驱逐", "{s} 的 pod 都没有被驱逐", "no pods were evicted",
                  "none of the {s} pods were evicted")
EVICT = ("1/1     Running", "0/1     Evicted")
RUNNING_EN = ("all pods are running", "all {s} pods are running", "the {s} pods are all running")
REST = ("{o} 的 pod 被驱逐，其余 pod 都在运行", "{o} was evicted and all other pods are running")


def _evictions() -> list[tuple[str, str, str, str]]:
    """(forged claim, its table, faithful claim, its table): an eviction denied, every pod said to
    run in English, and the rest of the pods said to run once another's eviction is told.
    `没有 pod 被驱逐` over an `Evicted` row and `all pods are running` over a `CrashLoopBackOff` one
    passed: the reason's Chinese word and the phase in lower case named no cell."""
    rng = random.Random(3601)
    probes = []
    for n in range(60):
        service, other = rng.sample(SERVICES, 2)
        kind = n % 3
        if kind == 0:
            words, forged_table = EVICTED_DENIED, _pods(rng, service, False, False).replace(*EVICT, 1)
        elif kind == 1:
            words, forged_table = RUNNING_EN, _pods(rng, service, True, False)
        else:  # the evicted pod is another service's: the rest run (faithful), or one of them breaks
            rest = _pods(rng, service, False, False)
            evicted = _pods(rng, other, False, False).splitlines()[1].replace(*EVICT)
            broken = _pods(rng, service, True, False)
            probes.append((rng.choice(REST).format(o=other), _joined(broken, evicted),
                           rng.choice(REST).format(o=other), _joined(rest, evicted)))
            continue
        probes.append((rng.choice(words).format(s=service), forged_table,
                       rng.choice(words).format(s=service), _pods(rng, service, False, False)))
    return probes


def _joined(table: str, row: str) -> str:
    """`table` with `row` added, aligned as kubectl aligns its columns."""
    rows = [re.split(r"\s{2,}", line.strip()) for line in [*table.splitlines()[1:], row]]
    return aligned_table(HEADER, rows)


def test_an_eviction_denied_or_every_pod_said_running_fails_over_a_row_saying_otherwise() -> None:
    assert not_failed((forged, table, table) for forged, table, _, _ in _evictions()) == []


def test_the_same_words_over_agreeing_rows_do_not_fail() -> None:
    assert [claim for _, _, claim, table in _evictions() if check(claim, table, table).status == "fail"] == []


ENGLISH = (("all {s} pods are healthy", "0/1", "Error"), ("all pods are up", "0/1", "Pending"),
           ("no {s} pod is crash looping", "0/1", "CrashLoopBackOff"),
           ("none of the {s} pods restarted", "1/1", "Running"))


def _english() -> list[tuple[str, str, str]]:
    """(claim, a table denying it, a table agreeing): `all pods are healthy` over an `Error` row,
    `no pod is crash looping` over a `CrashLoopBackOff` one, `none of the order-svc pods
    restarted` over 12 restarts passed (the service's name broke the denial's words)."""
    rng = random.Random(3621)
    probes = []
    for _ in range(40):
        service = rng.choice(SERVICES)
        form, ready, status = rng.choice(ENGLISH)
        agreeing = _pods(rng, service, False, False)
        rows = agreeing.splitlines()
        row = rng.randrange(1, len(rows))
        cells = re.split(r"\s{2,}", rows[row].strip())
        cells[1:4] = [ready, status, str(rng.randint(1, 40)) if "restarted" in form else cells[3]]
        denying = _joined("\n".join(rows[:row] + rows[row + 1:]), "   ".join(cells))
        probes.append((form.format(s=service), denying, agreeing))
    return probes


def test_english_words_of_every_pod_s_state_fail_over_a_row_saying_otherwise() -> None:
    assert not_failed((claim, denying, denying) for claim, denying, _ in _english()) == []


def test_english_words_of_every_pod_s_state_do_not_fail_over_rows_that_agree() -> None:
    """(`no inventory-api pod is crash looping` over Running rows failed REJECT too: the service's
    name read as what `no` denies.)"""
    reports = [(claim, check(claim, agreeing, agreeing)) for claim, _, agreeing in _english()]
    assert [claim for claim, report in reports if report.status == "fail"] == []
