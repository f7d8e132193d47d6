"""The times and error rate JMeter's summariser prints for the run as a claim says them (`平均响应时间
为 47 ms`, `the maximum response time was 2345 ms`, `错误率为 0.97%`), pass; another statistic's
value fails.

    summary +   1234 in 00:00:30 =   41.1/s Avg:    45 Min:     2 Max:  1234 Err:    12 (0.97%) Active: 50
    summary =  12345 in 00:05:00 =   41.2/s Avg:    47 Min:     2 Max:  2345 Err:   120 (0.97%)

Each time was read as minutes (`47 Min`: the next one's name), so the faithful `平均响应时间为 47 ms`
failed REJECT (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"avg": ("平均响应时间为 {v} ms", "the average response time was {v} ms"),
        "max": ("最大响应时间为 {v} ms", "the maximum response time was {v} ms"),
        "min": ("最小响应时间为 {v} ms", "the minimum response time was {v} ms")}


def _line(rng: random.Random, sign: str, values: dict[str, int], rate: float, extra: str) -> str:
    return (f"summary {sign} {values['count']:>6} in 00:0{rng.randint(0, 5)}:{rng.randint(10, 59)} "
            f"= {rate:>6.1f}/s Avg: {values['avg']:>5} Min: {values['min']:>5} Max: {values['max']:>5} "
            f"Err: {values['err']:>5} "
            f"({values['err'] / values['count']:.2%}){extra}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    total = {"count": rng.randint(5000, 90000), "avg": rng.randint(20, 900), "min": rng.randint(1, 9),
             "max": rng.randint(1000, 9000), "err": rng.randint(1, 900)}
    last = {"count": rng.randint(500, 4000), "avg": rng.randint(20, 900), "min": rng.randint(1, 9),
            "max": rng.randint(1000, 9000), "err": rng.randint(0, 90)}
    active = rng.randint(10, 200)
    output = "\n".join([
        "Creating summariser <summary>", f"Created the tree successfully using plan-{rng.randint(1, 9)}.jmx",
        _line(rng, "+", last, last["count"] / 30, f" Active: {active} Started: {active} Finished: 0"),
        _line(rng, "=", total, total["count"] / 300, ""), "Tidying up ...", "... end of run"])
    if rng.random() < 0.25:  # the error rate
        rate = f"{total['err'] / total['count']:.2%}"
        other = f"{last['err'] / last['count']:.2%}" if last["err"] else "0.00%"
        form = rng.choice(("错误率为 {v}", "the error rate was {v}"))
        return form.format(v=rate), form.format(v=other if other != rate else "9.99%"), output
    kind = rng.choice(tuple(SAID))
    others = [v for v in (*(total[k] for k in SAID if k != kind), active) if v != total[kind]]
    form = rng.choice(SAID[kind])
    return form.format(v=total[kind]), form.format(v=rng.choice(others)), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4625)
    return [_probe(rng) for _ in range(60)]


def test_the_run_s_own_total_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
