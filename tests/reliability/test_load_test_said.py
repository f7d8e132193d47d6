"""A wrk run's statistics as a claim says them (`平均延迟为 40.12ms`, `延迟标准差为 12.34ms`, `吞吐为
2456.78 Requests/sec`, `读错误 12 次`), pass; another statistic's value fails.

`Requests/sec:` named no metric and `2456.78 Requests/sec` counted requests, so the faithful rate
failed against `73742 requests in 30.02s` (REJECT); `延迟标准差` named no metric, so the average
passed for it; and `Socket errors: connect 0, read 12, write 0, timeout 37` named none of its
counts, so `读错误 37 次` (the timeouts) passed. Now wrk's totals are named
(`gatekeeper.rules.support.text.anchors.load_tests`) and a rate's noun counts nothing in all
(`evidence.counted_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"average latency": ("平均延迟为 {v}", "average latency is {v}", "平均响应时间为 {v}"),
        "latency stdev": ("延迟标准差为 {v}", "latency stdev is {v}"),
        "max latency": ("最大延迟为 {v}", "max latency was {v}"),
        "rate": ("吞吐为 {v} Requests/sec", "每秒请求数为 {v}", "throughput was {v} req/s", "QPS 为 {v}"),
        "read": ("读错误 {v} 次", "read errors: {v}"),
        "timeout": ("超时次数为 {v}", "{v} timeouts"),
        "connect": ("连接错误 {v} 次", "connect errors: {v}")}
#: What a forged claim gives each statistic instead.
FORGED = {"average latency": ("latency stdev", "max latency"), "latency stdev": ("average latency",),
          "max latency": ("average latency", "latency stdev"), "rate": ("per-thread",),
          "read": ("timeout", "connect"), "timeout": ("read", "connect"), "connect": ("read", "timeout")}


def _ms(rng: random.Random, low: float, high: float) -> str:
    return f"{rng.uniform(low, high):.2f}ms"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    avg, stdev, top = _ms(rng, 20, 90), _ms(rng, 1, 19), _ms(rng, 100, 900)
    per_thread = rng.uniform(100, 900)
    threads = rng.choice((2, 4, 8))
    rate = per_thread * threads * rng.uniform(0.9, 0.99)
    seconds = rng.choice((10, 30, 60))
    errors = dict(zip(("connect", "read", "timeout"), rng.sample(range(1, 400), 3), strict=True))
    values = {"average latency": avg, "latency stdev": stdev, "max latency": top, "rate": f"{rate:.2f}",
              "per-thread": f"{per_thread:.2f}", **{kind: str(n) for kind, n in errors.items()}}
    output = "\n".join((
        f"Running {seconds}s test @ http://10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}:8080/api/orders",
        f"  {threads} threads and {rng.choice((50, 100, 200))} connections",
        "  Thread Stats   Avg      Stdev     Max   +/- Stdev",
        f"    Latency   {avg:>8}  {stdev:>8} {top:>8}   {rng.uniform(60, 90):.2f}%",
        f"    Req/Sec   {per_thread:>7.2f}   {rng.uniform(10, 99):7.2f}   {per_thread * 1.6:7.2f}   "
        f"{rng.uniform(60, 90):.2f}%",
        f"  {int(rate * seconds)} requests in {seconds}.0{rng.randint(1, 9)}s, "
        f"{rng.uniform(5, 90):.2f}MB read",
        f"  Socket errors: connect {errors['connect']}, read {errors['read']}, write 0, "
        f"timeout {errors['timeout']}",
        f"Requests/sec:   {values['rate']}",
        f"Transfer/sec:    {rng.uniform(100, 900):.2f}KB"))
    kind = rng.choice(tuple(SAID))
    form = rng.choice(SAID[kind])
    return form.format(v=values[kind]), form.format(v=values[rng.choice(FORGED[kind])]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4501)
    return [_probe(rng) for _ in range(60)]


def test_a_statistic_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
