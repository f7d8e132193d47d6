"""The statistics k6's end-of-test summary prints as a claim says them (`p95 延迟为 120ms`, `中位数延迟
为 40ms`, `请求失败率为 0.10%`), pass; another statistic's value fails.

    http_req_duration..............: avg=45.2ms  min=2.1ms  med=40ms  max=1.2s  p(90)=80ms  p(95)=120ms

`p95 延迟为 80ms` (the 90th percentile) passed (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"avg": ("平均延迟为 {v}", "the average latency was {v}"),
        "med": ("中位数延迟为 {v}", "the median latency was {v}"),
        "p(90)": ("p90 延迟为 {v}", "90 分位延迟为 {v}", "the 90th percentile was {v}"),
        "p(95)": ("p95 延迟为 {v}", "95 分位延迟为 {v}", "the 95th percentile was {v}"),
        "max": ("最大延迟为 {v}", "the maximum latency was {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    low, avg, med, p90, p95, high = sorted(rng.sample(range(20, 9000), 6))
    values = {"avg": avg, "min": low, "med": med, "max": high, "p(90)": p90, "p(95)": p95}
    shown = {k: f"{v / 10:.1f}ms".replace(".0ms", "ms") for k, v in values.items()}
    requests, failed = rng.randint(1000, 90000), rng.randint(1, 900)
    output = "\n".join([
        f"     checks.........................: {100 - failed * 100 / requests:.2f}% "
        f"✓ {requests - failed} ✗ {failed}",
        f"     data_received..................: {rng.randint(1, 99)} MB {rng.randint(100, 999)} kB/s",
        "     http_req_duration..............: " + "  ".join(f"{k}={shown[k]}" for k in values),
        f"     http_req_failed................: {failed * 100 / requests:.2f}%  "
        f"✓ {failed}  ✗ {requests - failed}",
        f"     http_reqs......................: {requests}  {requests / 60:.1f}/s",
        f"     vus............................: {rng.randint(10, 200)}  min=1  max=200"])
    kind = rng.choice(tuple(SAID))
    other = rng.choice([k for k in values if k != kind and shown[k] != shown[kind]])
    form = rng.choice(SAID[kind])
    return form.format(v=shown[kind]), form.format(v=shown[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4626)
    return [_probe(rng) for _ in range(60)]


def test_a_statistic_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
