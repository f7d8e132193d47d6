"""A load test's statistic given another statistic's value fails; each as reported passes.

`最大延迟为 45.23ms` citing wrk's `Latency  45.23ms  12.11ms  312.45ms` (Avg, Stdev, Max), `P99
延迟 120ms` citing ab's `95%  120` and `99%  350`: the row's label named its first value only, so
the average passed as the maximum, a faithful `the max latency was 312.45ms` was contradicted by
it, and ab's percentiles print no unit: a faithful `P99 延迟 350ms` named a value found nowhere.
Now each value is its statistic (`gatekeeper.rules.support.text.anchors.load_tests`), and a share
of requests served within a time is that percentile's bound (`95% 的请求在 120ms 内完成`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

WRK_SAID = {"average": ("平均延迟为 {v}", "压测的平均延迟是 {v}", "the average latency was {v}",
                        "avg latency {v}"),
            "max": ("最大延迟为 {v}", "最高延迟达到 {v}", "the max latency was {v}",
                    "maximum latency of {v}")}
AB_SAID = {"p99": ("P99 延迟为 {v}ms", "TP99 为 {v}ms", "the p99 latency was {v} ms",
                   "99% 的请求在 {v}ms 内完成", "99% of requests were served within {v} ms"),
           "max": ("最长请求耗时 {v}ms", "最大延迟 {v}ms", "the max latency was {v} ms"),
           "mean": ("平均延迟为 {v}ms", "the mean latency was {v} ms")}


def _wrk(rng: random.Random) -> tuple[str, str, str]:
    average, deviation = rng.randint(1500, 9000) / 100, rng.randint(500, 3000) / 100
    peak = rng.randint(15000, 95000) / 100
    output = (f"Running 30s test @ http://10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}:8080/api/orders\n"
              f"  {rng.choice((2, 4, 8))} threads and {rng.choice((50, 100, 200))} connections\n"
              "  Thread Stats   Avg      Stdev     Max   +/- Stdev\n"
              f"    Latency   {average:.2f}ms   {deviation:.2f}ms {peak:.2f}ms   "
              f"{rng.randint(6000, 9000) / 100}%\n"
              f"    Req/Sec   {rng.randint(20000, 90000) / 100}     {rng.randint(2000, 9000) / 100}   "
              f"{rng.randint(90000, 150000) / 100}     {rng.randint(6000, 9000) / 100}%\n"
              f"  {rng.randint(20000, 90000)} requests in 30.02s, {rng.randint(100, 9000) / 100}MB read")
    said, other = ("average", "max") if rng.random() < 0.5 else ("max", "average")
    values = {"average": f"{average:.2f}ms", "max": f"{peak:.2f}ms"}
    form = rng.choice(WRK_SAID[said])
    return form.format(v=values[said]), form.format(v=values[other]), output


def _ab(rng: random.Random) -> tuple[str, str, str]:
    shares = (50, 66, 75, 80, 90, 95, 98, 99)
    times = sorted(rng.sample(range(20, 900), len(shares)))
    longest = times[-1] + rng.randint(50, 2000)
    mean = rng.randint(times[0] * 100, times[3] * 100) / 100
    output = (f"Concurrency Level:      {rng.choice((10, 50, 100))}\n"
              f"Time taken for tests:   {rng.randint(5000, 60000) / 1000} seconds\n"
              f"Complete requests:      {rng.choice((1000, 5000, 10000))}\n"
              f"Failed requests:        {rng.randint(0, 300)}\n"
              f"Time per request:       {mean} [ms] (mean)\n\n"
              "Percentage of the requests served within a certain time (ms)\n"
              + "".join(f"  {share}%  {time:5d}\n" for share, time in zip(shares, times, strict=True))
              + f" 100%  {longest:5d} (longest request)")
    values = {"p99": times[-1], "max": longest, "mean": mean}
    said = rng.choice(tuple(AB_SAID))
    # another statistic's value, below the one said where the claim is a bound (`99% within`)
    wrong = {"p99": rng.choice(times[:-1]), "max": times[-1], "mean": rng.choice((times[-1], longest))}
    form = rng.choice(AB_SAID[said])
    return form.format(v=values[said]), form.format(v=wrong[said]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(lambda rng: _wrk(rng) if rng.random() < 0.5 else _ab(rng), 8430, 60)


def test_a_statistic_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_statistic_as_reported_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
