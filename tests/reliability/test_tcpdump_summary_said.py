"""The packet counts tcpdump's summary prints as a claim says them (`共捕获 1234 个包`, `66 packets
were dropped by the kernel`), pass; another line's count fails.

    1234 packets captured
    1300 packets received by filter
    66 packets dropped by kernel

Each count was the output's, so `内核丢弃了 1300 个包` (the filter's) passed (at d102e32, 60 of
60 forged claims passed). Now each line's count is its kind's
(`gatekeeper.rules.support.evidence.capture_summary`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"captured": ("共捕获 {v} 个包", "tcpdump 抓到了 {v} 个数据包", "{v} packets were captured",
                     "捕获的包数为 {v}"),
        "received by filter": ("过滤器收到 {v} 个包", "{v} packets were received by the filter",
                               "filter 接收了 {v} 个包"),
        "dropped by kernel": ("内核丢弃了 {v} 个包", "内核丢包 {v} 个",
                              "{v} packets were dropped by the kernel",
                              "被内核丢弃的包有 {v} 个")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    captured = rng.randint(100, 90000)
    counts = {"captured": captured, "received by filter": captured + rng.randint(1, 5000),
              "dropped by kernel": rng.randint(1, 4000)}
    lines = [f"{count} packet{'s' if count != 1 else ''} {kind}" for kind, count in counts.items()]
    head = rng.choice(["", f"listening on eth{rng.randint(0, 3)}, link-type EN10MB (Ethernet), "
                           f"snapshot length 262144 bytes\n^C\n"])
    output = head + "\n".join(lines)
    kind, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[kind])
    return form.format(v=counts[kind]), form.format(v=counts[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4601)
    return [_probe(rng) for _ in range(60)]


def test_a_line_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_line_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
