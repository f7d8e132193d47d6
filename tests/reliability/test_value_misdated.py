"""A claim dating a metric's value to a time its evidence gives another value at never passes.

Generated metric logs (four services, a sample a minute of CPU, memory and p99 latency, as a
metrics query returns them): the claim cites the line giving a value and dates the value to
another sample's time of the same service (`{s} 在 {t} 的 CPU 使用率为 {v}%`, `At {t} {s} CPU usage
was {v}%`, `{t} 时 {s} 内存使用率 {v}%`, or with the time between label and value: `{s} 的 CPU 使用率在
{t} 达到 {v}%`, `{s} CPU usage at {t} was {v}%`). Value, metric, service and time are all the output's,
so every such claim passed with no finding (or only where an English claim's time stood in its
excerpt's stamp's place) before claim.value_contradiction read the lines stamped at the claim's
time (gatekeeper.rules.support.evidence.stamped_values); all fail now, and the same claims at
the value's own time pass.
"""

from __future__ import annotations

import random

from loghub_quotes import check, metric_samples

FORMS = {
    "cpu_usage": ("{s} 在 {t} 的 CPU 使用率为 {v}%", "At {t} {s} CPU usage was {v}%.",
                  "{t} 时 {s} CPU 使用率 {v}%", "{s} 的 CPU 使用率在 {t} 达到 {v}%",
                  "{s} CPU usage at {t} was {v}%."),
    "mem_usage": ("{s} 在 {t} 的内存使用率为 {v}%", "At {t} {s} memory usage was {v}%.",
                  "{t} 时 {s} 内存使用率 {v}%", "{s} 内存使用率于 {t} 为 {v}%"),
}


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(47)
    found = []
    for _ in range(60):
        samples = metric_samples(rng, {"cpu_usage": (5, 99, "%"), "mem_usage": (5, 99, "%")})
        lines = [line for _, _, _, line in samples]
        clock, service, values, line = rng.choice(samples)
        metric = rng.choice(sorted(FORMS))
        others = [c for c, s, v, _ in samples
                  if s == service and c != clock and v[metric] != values[metric]]
        if not others:
            continue
        form = rng.choice(FORMS[metric])
        faithful = form.format(s=service, t=clock, v=values[metric])
        forged = form.format(s=service, t=rng.choice(others), v=values[metric])
        found.append((faithful, forged, line, "\n".join(lines)))
    return found


def test_a_value_dated_to_another_sample_s_time_fails() -> None:
    probes = _probes()
    assert len(probes) >= 50
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_same_value_at_its_own_time_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
