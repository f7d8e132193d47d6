"""A claim giving a metric's peak (or low) that a cited line goes beyond never passes.

Generated metric logs (one to three services, a sample a minute of CPU, memory and p99 latency,
as a metrics query returns them): the claim cites the line giving one of a service's samples and
calls its value the service's peak or low (`{s} 的 CPU 使用率峰值为 {v}%`, `Peak CPU usage of {s}
was {v}%`, `{s} 的 p99 延迟最高为 {v}ms`, `{s} 内存使用率最低为 {v}%`) while another of its samples
in the output goes beyond it. Value, metric and service are all the output's, so every such
claim passed with no finding before claim.value_contradiction read the other samples
(gatekeeper.rules.support.evidence.extremes); all fail now, and the true peaks and lows pass.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check, clock_stamp, metric_samples

#: metric -> (unit, forms of its peak, forms of its low)
FORMS = {
    "cpu_usage": ("%", ("{s} 的 CPU 使用率峰值为 {v}%", "Peak CPU usage of {s} was {v}%."),
                  ("{s} 的 CPU 使用率最低为 {v}%", "The lowest CPU usage of {s} was {v}%.")),
    "mem_usage": ("%", ("{s} 内存使用率最高达到 {v}%", "{s} memory usage peaked at {v}%."),
                  ("{s} 内存使用率最低 {v}%",)),
    "p99_latency": ("ms", ("{s} 的 p99 延迟最高为 {v}ms", "Max p99 latency of {s}: {v}ms."),
                    ("{s} 的 p99 延迟最低为 {v}ms",)),
}

METRICS = {"cpu_usage": (5, 99, "%"), "mem_usage": (5, 99, "%"), "p99_latency": (80, 6000, "ms")}


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim or "" when the excerpt is the faithful one's, excerpt,
    output)."""
    rng = random.Random(53)
    found = []
    for _ in range(60):
        samples = metric_samples(rng, METRICS)
        lines, services = [line for *_, line in samples], sorted({who for _, who, _, _ in samples})
        service = rng.choice(services)
        metric = rng.choice(sorted(FORMS))
        _, peaks, lows = FORMS[metric]
        mine = [(values[metric], line) for _, who, values, line in samples if who == service]
        lowest = rng.random() < 0.3
        true, true_line = (min if lowest else max)(mine)
        others = [(v, line) for v, line in mine if v != true]
        if not others:
            continue
        value, line = rng.choice(others)
        form = rng.choice(lows if lowest else peaks)
        output, faithful = "\n".join(lines), form.format(s=service, v=true)
        found.append((faithful, form.format(s=service, v=value), line, output))
        found.append((faithful, "", true_line, output))  # the peak, citing its own line
    return found


def test_a_peak_or_low_another_sample_goes_beyond_fails() -> None:
    probes = [probe for probe in _probes() if probe[1]]
    assert len(probes) >= 50
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_true_peak_or_low_passes() -> None:
    reports = [(claim, check(claim, excerpt, output))
               for claim, forged, excerpt, output in _probes() if not forged]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def _access_logs() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output): an access log's slowest request, whose
    duration no label names (`POST /api/orders 503 3001ms`), claimed otherwise."""
    rng = random.Random(59)
    found = []
    forms = ("{s} 的最大响应时间为 {v}ms", "The maximum latency of {s} was {v}ms.", "{s} 延迟最高 {v}ms")
    for _ in range(30):
        service, clock, lines, durations = rng.choice(SERVICES), rng.randint(0, 70000), [], []
        for _ in range(rng.randint(3, 8)):
            clock += rng.randint(1, 30)
            duration = rng.randint(5, 6000)
            while duration in durations:
                duration += 1
            durations.append(duration)
            lines.append(f"{clock_stamp(clock)} [{service}] {rng.choice(('GET', 'POST'))} "
                         f"/api/orders {rng.choice(('200', '503'))} {duration}ms")
        form, lower = rng.choice(forms), rng.choice(sorted(durations)[:-1])
        excerpt = lines[durations.index(lower)]
        found.append((form.format(s=service, v=max(durations)), form.format(s=service, v=lower),
                      excerpt, "\n".join(lines)))
    return found


def test_an_access_log_s_slowest_request_claimed_faster_fails() -> None:
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in _access_logs()]
    assert [claim for claim, report in reports if report.status != "fail"] == []
    reports = [(claim, check(claim, output, output)) for claim, _, _, output in _access_logs()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
