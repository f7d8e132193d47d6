"""A claim giving a status field the value another field of the output has never passes.

Generated status outputs as a diagnosis agent reads them (`redis-cli INFO`, MySQL's `SHOW GLOBAL
STATUS`, `kubectl describe pod`'s limits and requests), every value drawn apart: the claim cites
the output and gives a field (by its words, in Chinese or English: `redis 的连接数为 {v}`,
`redis rejected {v} connections`, `内存限制为 {v}`) the value of another field. Value and words
are all the output's and no label of the claim is a field's name, so every such claim passed
with no finding before claim.value_contradiction read the fields
(gatekeeper.rules.support.evidence.fields); all fail now, and each field's own value passes. So
does a value written nowhere given to the one field the clause names, which only warned.
"""

from __future__ import annotations

import random

from loghub_quotes import check

#: output kind -> field -> (how the output prints it, the claim's forms)
OUTPUTS = {
    "redis": {
        "connected_clients": ("connected_clients:{v}", ("redis 的连接数为 {v}",
                                                        "redis had {v} connected clients.")),
        "blocked_clients": ("blocked_clients:{v}", ("redis 有 {v} 个阻塞客户端",)),
        "evicted_keys": ("evicted_keys:{v}", ("redis 驱逐了 {v} 个 key", "redis evicted {v} keys.")),
        "rejected_connections": ("rejected_connections:{v}", ("redis 拒绝了 {v} 个连接",
                                                              "redis rejected {v} connections.")),
    },
    "mysql": {
        "Slow_queries": ("Slow_queries  {v}", ("慢查询 {v} 次", "There were {v} slow queries.")),
        "Threads_connected": ("Threads_connected  {v}", ("连接线程数为 {v}",)),
        "Aborted_connects": ("Aborted_connects  {v}", ("中断的连接有 {v} 个", "{v} connects were aborted.")),
    },
    "describe": {
        "limits": ("    Limits:\n      memory:  {v}Mi", ("内存限制为 {v}Mi", "The memory limit is {v}Mi.")),
        "requests": ("    Requests:\n      memory:  {v}Mi", ("内存请求为 {v}Mi",
                                                              "Memory requests are {v}Mi.")),
    },
}


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(127)
    found = []
    while len(found) < 60:
        kind = rng.choice(sorted(OUTPUTS))
        fields = OUTPUTS[kind]
        values = dict(zip(fields, rng.sample(range(2, 20000), len(fields)), strict=True))
        output = "\n".join(printed.format(v=values[name]) for name, (printed, _) in fields.items())
        name, other = rng.sample(sorted(fields), 2)
        form = rng.choice(fields[name][1])
        found.append((form.format(v=values[name]), form.format(v=values[other]), output))
    return found


def test_another_field_s_value_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_field_s_own_value_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_a_value_no_field_has_given_the_named_field_fails() -> None:
    """A value written nowhere, given the one field the clause names (`慢查询 1204 次` where
    `Slow_queries  1203`): a bare count written nowhere only warned before round 16."""
    rng = random.Random(131)
    reports = []
    for faithful, _, output in _probes():
        value = int(next(word for word in faithful.replace("Mi", " ").split() if word.isdigit()))
        forged = faithful.replace(str(value), str(value + rng.choice((-7, -1, 1, 3, 100))), 1)
        reports.append((forged, check(forged, output, output)))
    assert [claim for claim, report in reports if report.status != "fail"] == []
