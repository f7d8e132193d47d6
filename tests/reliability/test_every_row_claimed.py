"""A claim saying no row has a cell (`没有 Warning 事件`) or every row has one (`所有节点的版本都是
v1.28.3`) fails when a row of the cited table says otherwise; it passes when every row agrees.

`没有 Warning 事件` over `kubectl get events`' Warning rows only warned (a weak flip of one
English word), and `所有节点的版本都是 v1.28.3` over a `v1.27.9` node passed: no column was
named, and a version was no value of a cell (`evidence/tables.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, check, not_failed

NO_WARNINGS = ("没有 Warning 事件", "集群中没有 Warning 类型的事件", "there are no Warning events")
SAME_VERSION = ("所有节点的版本都是 {v}", "节点都运行 {v}", "all nodes run {v}")
REASONS = (("Warning", "BackOff", "Back-off restarting failed container"),
           ("Warning", "Unhealthy", "Readiness probe failed: HTTP probe failed with statuscode: 503"),
           ("Normal", "Pulled", 'Successfully pulled image "acme/app:2.14"'),
           ("Normal", "Scheduled", "Successfully assigned default/app to node-2"))


def _events(rng: random.Random, warnings: bool) -> str:
    rows = []
    for _ in range(rng.randint(2, 5)):
        kind, reason, message = rng.choice([r for r in REASONS if warnings or r[0] == "Normal"])
        pod = f"pod/{rng.choice(SERVICES)}-7d9f8b6c5-{rng.randint(10000, 99999)}"
        rows.append([f"{rng.randint(1, 59)}m", kind, reason, pod, message])
    if warnings and all(row[1] != "Warning" for row in rows):
        rows[0][1:3] = ["Warning", "BackOff"]
    return aligned_table(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], rows)


def _nodes(rng: random.Random, version: str, odd: str | None) -> str:
    count = rng.randint(2, 5)
    rows = [[f"node-{n + 1}", "Ready", "control-plane" if n == 0 else "<none>", f"{rng.randint(10, 400)}d",
             version] for n in range(count)]
    if odd is not None:
        rows[rng.randrange(count)][4] = odd
    return aligned_table(["NAME", "STATUS", "ROLES", "AGE", "VERSION"], rows)


def _probes() -> list[tuple[str, str, str]]:
    """(the claim, a table denying it, a table agreeing)."""
    rng = random.Random(3617)
    probes = []
    for n in range(40):
        if n % 2:
            state = rng.getstate()
            denying = _events(rng, True)
            rng.setstate(state)
            probes.append((rng.choice(NO_WARNINGS), denying, _events(rng, False)))
            continue
        version, odd = rng.sample(("v1.27.9", "v1.28.3", "v1.29.1"), 2)
        claim = rng.choice(SAME_VERSION).format(v=version)
        state = rng.getstate()
        denying = _nodes(rng, version, odd)
        rng.setstate(state)
        probes.append((claim, denying, _nodes(rng, version, None)))
    return probes


def test_a_row_denying_what_every_row_or_none_is_said_to_have_fails() -> None:
    assert not_failed((claim, denying, denying) for claim, denying, _ in _probes()) == []


def test_rows_that_all_agree_do_not_fail() -> None:
    reports = [(claim, check(claim, agreeing, agreeing)) for claim, _, agreeing in _probes()]
    assert [claim for claim, report in reports if report.status == "fail"] == []
