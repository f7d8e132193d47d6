"""A load test's count of responses by status as hey or vegeta tallies it (`有 153 个 503 响应`, `153
responses were 503`), pass; another status's count fails.

Every count was the output's (hey's `[503]	153 responses`), so `有 19800 个 503 响应` (the 200s')
passed; vegeta's `503:153` was no number at all, so the faithful count named a value found nowhere
(at 89443fd, 33 forged claims passed and 27 faithful ones failed). Now each tally is read
(`gatekeeper.rules.support.evidence.status_tallies`; vegeta's pairs as numbers:
`gatekeeper.rules.support.text.anchors.vegeta_report`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = ("有 {n} 个 {c} 响应", "{n} responses were {c}", "共有 {n} 个请求返回 {c}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    codes = rng.sample(("200", "404", "429", "500", "502", "503", "504"), rng.randint(2, 4))
    counts = dict(zip(codes, rng.sample(range(5, 20000), len(codes)), strict=True))
    if rng.random() < 0.5:
        lines = ["Summary:", f"  Total:\t{rng.uniform(5, 30):.4f} secs",
                 f"  Requests/sec:\t{rng.uniform(100, 900):.4f}",
                 "", "Status code distribution:", *(f"  [{c}]\t{n} responses" for c, n in counts.items())]
    else:
        total = sum(counts.values())
        lines = [f"Requests      [total, rate, throughput]         {total}, 200.02, 196.95",
                 "Latencies     [min, mean, 50, 90, 95, 99, max]  1.2ms, 45.6ms, 40.1ms, 81.2ms, 99.9ms, "
                 "321.0ms, 1.23s",
                 f"Success       [ratio]                           {rng.uniform(50, 99):.2f}%",
                 "Status Codes  [code:count]                      "
                 + "  ".join(f"{c}:{n}" for c, n in counts.items())]
    code = rng.choice(codes)
    other = rng.choice([c for c in codes if c != code])
    form = rng.choice(SAID)
    return form.format(n=counts[code], c=code), form.format(n=counts[other], c=code), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4524)
    return [_probe(rng) for _ in range(60)]


def test_a_status_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_status_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
