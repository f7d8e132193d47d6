"""A claim giving a metric's average that its cited samples do not average never passes.

Generated metric logs (one to three services, a sample a minute, as a metrics query returns
them, ending with the query's summary line of each service's averages): the claim cites the line
of one of a service's samples and calls its value the service's average (`{s} 的平均 CPU 使用率为
{v}%`, `The average p99 latency of {s} was {v}ms`, `{s} CPU usage averaged {v}%`) while the
samples average otherwise. Value, metric and service are all the output's, so every such claim
passed with no finding before claim.value_contradiction averaged the samples
(gatekeeper.rules.support.evidence.extremes); all fail now, and the true averages, cited from
the summary line, pass. So for an access log's requests, whose durations no label names.
"""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from loghub_quotes import SERVICES, check, clock_stamp, metric_samples

FORMS = {
    "cpu_usage": ("{s} 的平均 CPU 使用率为 {v}%", "The average CPU usage of {s} was {v}%.",
                  "{s} CPU usage averaged {v}%."),
    "mem_usage": ("{s} 内存使用率平均为 {v}%", "Mean memory usage of {s}: {v}%."),
    "p99_latency": ("{s} 的 p99 延迟均值为 {v}ms", "The average p99 latency of {s} was {v}ms."),
}
METRICS = {"cpu_usage": (5, 99, "%"), "mem_usage": (5, 99, "%"), "p99_latency": (80, 6000, "ms")}


def _rounded(values: list[int]) -> int:
    return int((Decimal(sum(values)) / len(values)).quantize(Decimal(1), ROUND_HALF_UP))


def _probes() -> list[tuple[str, str, str, str, str]]:
    """(faithful claim, the summary line it cites, forged claim, the sample line it cites,
    output)."""
    rng = random.Random(61)
    found = []
    while len(found) < 60:
        samples = metric_samples(rng, METRICS)
        services = sorted({who for _, who, _, _ in samples})
        service, metric = rng.choice(services), rng.choice(sorted(FORMS))
        mine = [(values[metric], line) for _, who, values, line in samples if who == service]
        true = _rounded([value for value, _ in mine])
        far = [(value, line) for value, line in mine if abs(value - true) > max(true * 0.06, 1)]
        if len(mine) < 2 or not far:
            continue
        value, line = rng.choice(far)
        unit = METRICS[metric][2]
        summaries = [f"2026-12-02 summary [{who}] " + " ".join(
            f"avg_{name}={_rounded([v[name] for _, w, v, _ in samples if w == who])}{u}"
            for name, (_, _, u) in METRICS.items()) for who in services]
        summary = summaries[services.index(service)]
        output = "\n".join([*(line for *_, line in samples), *summaries])
        form = rng.choice(FORMS[metric])
        assert f"avg_{metric}={true}{unit}" in summary
        found.append((form.format(s=service, v=true), summary, form.format(s=service, v=value),
                      line, output))
    return found


def test_a_sample_given_as_the_average_fails() -> None:
    reports = [(forged, check(forged, excerpt, output)) for *_, forged, excerpt, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_true_average_passes() -> None:
    reports = [(claim, check(claim, summary, output))
               for claim, summary, *_, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
    # citing the whole output, samples and summary: the samples' values are no other value of
    # the average the summary labels (REJECT before round 16's end: `says cpu 使用率 63% but its
    # evidence says cpu usage 12%, 97%...`)
    reports = [(claim, check(claim, output, output)) for claim, *_, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def _access_logs() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output): an access log's requests, whose mean
    duration its summary line gives, and one request's duration given as the average."""
    rng = random.Random(67)
    found = []
    forms = ("{s} 的平均响应时间为 {v}ms", "The average latency of {s} was {v}ms.")
    while len(found) < 30:
        service, clock, lines, durations = rng.choice(SERVICES), rng.randint(0, 70000), [], []
        for _ in range(rng.randint(3, 8)):
            clock += rng.randint(1, 30)
            durations.append(rng.randint(5, 6000))
            lines.append(f"{clock_stamp(clock)} [{service}] {rng.choice(('GET', 'POST'))} "
                         f"/api/orders {rng.choice(('200', '503'))} {durations[-1]}ms")
        true = _rounded(durations)
        far = [d for d in durations if abs(d - true) > true * 0.06]
        if not far:
            continue
        lines.append(f"{service} requests={len(durations)} avg_rt={true}ms")
        form, value = rng.choice(forms), rng.choice(far)
        found.append((form.format(s=service, v=true), form.format(s=service, v=value),
                      lines[durations.index(value)], "\n".join(lines)))
    return found


def test_an_access_log_s_average_latency_given_one_request_s_fails() -> None:
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in _access_logs()]
    assert [claim for claim, report in reports if report.status != "fail"] == []
    reports = [(claim, check(claim, output.rsplit("\n", 1)[1], output))
               for claim, _, _, output in _access_logs()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
