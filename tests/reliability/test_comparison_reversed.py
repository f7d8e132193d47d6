"""A claim comparing two services (or endpoints) on a metric the other way round from their
readings never passes.

Generated metric logs (two or three services, a sample a minute, as a metrics query returns
them): the claim cites the output and puts the service whose every sample is below the other's
higher (`{a} 的 CPU 使用率高于 {b}`, `The p99 latency of {a} is higher than that of {b}`, `{b} 的
p99 延迟比 {a} 低`, `{a} is slower than {b}`). Services and metric are the output's and the
claim writes no value, so every such claim passed with no finding before
claim.value_contradiction compared the two's readings
(gatekeeper.rules.support.evidence.compared); all fail now, and the true order passes. So for
a service said to be the highest or lowest on a metric (`{s} 的 CPU 使用率最高`, `The slowest
service was {s}`) while another's sample goes beyond all of its own.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from loghub_quotes import check, metric_samples

FORMS = {
    "cpu_usage": ("{a} 的 CPU 使用率高于 {b}", "{b} 的 CPU 使用率比 {a} 低",
                  "CPU usage of {a} was higher than {b}'s."),
    "mem_usage": ("{a} 的内存使用率比 {b} 高", "{a}'s memory usage is greater than {b}'s."),
    "p99_latency": ("{a} 的 p99 延迟高于 {b}", "The p99 latency of {a} is higher than that of {b}.",
                    "{b} 的 p99 延迟低于 {a}", "{a} is slower than {b} in p99 latency."),
}
METRICS = {"cpu_usage": (5, 99, "%"), "mem_usage": (5, 99, "%"), "p99_latency": (80, 6000, "ms")}


def _of_two_or_more(rng: random.Random) -> Iterator[tuple[list[tuple[str, str, dict[str, int], str]],
                                                            list[str]]]:
    """Metrics queries' samples (`metric_samples`) of two services or more, and the services."""
    while True:
        samples = metric_samples(rng, METRICS)
        services = sorted({who for _, who, _, _ in samples})
        if len(services) >= 2:
            yield samples, services


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): `a` the service put higher, truly or not."""
    rng = random.Random(71)
    found: list[tuple[str, str, str]] = []
    for samples, services in _of_two_or_more(rng):
        if len(found) == 60:
            break
        metric = rng.choice(sorted(FORMS))
        low, high = rng.sample(services, 2)
        readings = {who: [v[metric] for _, w, v, _ in samples if w == who] for who in (low, high)}
        if max(readings[low]) >= min(readings[high]):
            continue  # the readings overlap: no order to reverse
        form = rng.choice(FORMS[metric])
        output = "\n".join(line for *_, line in samples)
        found.append((form.format(a=high, b=low), form.format(a=low, b=high), output))
    return found


def test_a_comparison_the_readings_reverse_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_true_order_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


HIGHEST = {"cpu_usage": ("{s} 的 CPU 使用率最高", "CPU usage was highest on {s}."),
           "p99_latency": ("最慢的服务是 {s}", "The slowest service was {s}.", "{s} 的 p99 延迟最高")}
LOWEST = {"cpu_usage": ("{s} 的 CPU 使用率最低",), "p99_latency": ("The fastest service was {s}.",)}


def _superlatives() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): the service whose highest (lowest) sample goes
    beyond every other's, and one another's goes beyond (round 16: all passed before)."""
    rng = random.Random(109)
    found: list[tuple[str, str, str]] = []
    for samples, services in _of_two_or_more(rng):
        if len(found) == 60:
            break
        metric, up = rng.choice(sorted(HIGHEST)), rng.random() < 0.6
        pick = max if up else min
        best = {who: pick(v[metric] for _, w, v, _ in samples if w == who) for who in services}
        top = pick(services, key=lambda who: best[who])
        if list(best.values()).count(best[top]) > 1:
            continue
        form = rng.choice((HIGHEST if up else LOWEST)[metric])
        other = rng.choice([who for who in services if who != top])
        output = "\n".join(line for *_, line in samples)
        found.append((form.format(s=top), form.format(s=other), output))
    return found


def test_a_service_another_goes_beyond_said_highest_or_lowest_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _superlatives()]
    assert [claim for claim, report in reports if report.status != "fail"] == []
    reports = [(claim, check(claim, output, output)) for claim, _, output in _superlatives()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
