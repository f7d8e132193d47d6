"""iperf3's measurement restated with its interval's length (`10 秒内传输了 1.10 GBytes` for `[  5]
0.00-10.00  sec  1.10 GBytes   941 Mbits/sec`) passes, and another length fails.

No line writes the length with a unit of time, so every faithful claim failed LOW_CONFID, as the
forged did. Now an interval (`0.00-10.00  sec`) holds a duration as long as it
(`gatekeeper.rules.support.evidence.intervals`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    seconds = rng.choice((5, 10, 20, 30, 60))
    mbits = rng.randint(80, 9400)
    size = mbits * seconds / 8 / 1000  # GBytes, roughly as iperf3 rounds
    local = f"10.0.3.{rng.randint(2, 250)} port {rng.randint(30000, 60000)}"
    retries = rng.randint(0, 90)
    lines = ["$ iperf3 -c 10.0.3.17", "Connecting to host 10.0.3.17, port 5201",
             f"[  5] local {local} connected to 10.0.3.17 port 5201",
             "[ ID] Interval           Transfer     Bitrate         Retr",
             f"[  5]   0.00-{seconds}.00  sec  {size:.2f} GBytes  {mbits} Mbits/sec  {retries} sender",
             f"[  5]   0.00-{seconds}.04  sec  {size:.2f} GBytes  {mbits} Mbits/sec        receiver"]
    form = rng.choice(("iperf3 测试在 {d} 秒内传输了 {s:.2f} GBytes", "{d} 秒内吞吐约 {m} Mbits/sec",
                       "iperf3 moved {s:.2f} GBytes in {d} seconds"))
    forged = rng.choice([d for d in (3, 15, 45, 90, 120) if d != seconds])
    return (form.format(d=seconds, s=size, m=mbits), form.format(d=forged, s=size, m=mbits), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(5201)
    return [_probe(rng) for _ in range(60)]


def test_the_interval_s_length_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_length_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []
