"""A claim giving one series of a Prometheus query another series' value never passes.

An instant query's result as a diagnosis agent reads it (`promtool query instant`, the HTTP
API's vector printed one series a line): three to six series of one metric, each labelled by
its instance (`{instance="node-2:9100", job="node"} 0.30`), each value a ratio with no unit.
The claim gives its instance another instance's value (`node-2 的 CPU 使用率为 0.85`,
`memory usage on node-4 was 0.42`), citing the whole result: instance and value are both the output's,
and a value without a unit had no line's reading, so 60 of 60 passed before a line's only
number became its entity's reading (gatekeeper.rules.support.evidence.rows); all fail now
(REJECT), and each instance's own value passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

METRICS = (("CPU 使用率", "node"), ("内存使用率", "node"), ("磁盘使用率", "node"),
           ("CPU usage", "node"), ("memory usage", "node-exporter"))
FORMS = ("{i} 的 {m}为 {v}", "{i}'s {m} was {v}", "{i} {m} {v}", "实例 {i} 的{m}达到 {v}",
         "{i} had a {m} of {v}", "{m} on {i} was {v}")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(9100)
    found = []
    while len(found) < 60:
        metric, job = rng.choice(METRICS)
        hosts = rng.sample([f"node-{n}" for n in range(1, 13)], rng.randint(3, 6))
        port = rng.choice(("", ":9100"))
        values = [f"0.{rng.randint(10, 98)}" for _ in hosts]
        if len(set(values)) < len(values):
            continue
        output = "\n".join(f'{{instance="{host}{port}", job="{job}"}} {value}'
                           for host, value in zip(hosts, values, strict=True))
        one, other = rng.sample(range(len(hosts)), 2)
        form = rng.choice(FORMS)
        found.append((form.format(i=hosts[one], m=metric, v=values[one]),
                      form.format(i=hosts[one], m=metric, v=values[other]), output))
    return found


def test_another_series_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_series_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
