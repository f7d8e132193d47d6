"""The TCP counts `ss -s` prints as a claim says them (`TIME_WAIT 连接有 190 个`, `321 TCP
connections are established`), pass; another state's count fails.

    Total: 1234 (kernel 0)
    TCP:   567 (estab 321, closed 200, orphaned 3, timewait 190/0), ports 0

Each count was the output's, so `TCP 处于 TIME_WAIT 的连接有 321 个` (the established ones) passed
(at d102e32, 27 of 60 forged claims passed, 28 did not fail REJECT).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"estab": ("已建立的 TCP 连接有 {v} 个", "ESTABLISHED 状态的连接数为 {v}",
                  "{v} TCP connections are established"),
        "closed": ("已关闭的 TCP 连接有 {v} 个", "closed 状态的连接有 {v} 个"),
        "orphaned": ("孤儿连接有 {v} 个", "{v} orphaned TCP sockets"),
        "timewait": ("TCP 处于 TIME_WAIT 的连接有 {v} 个", "TIME-WAIT 连接数为 {v}",
                     "{v} connections are in TIME_WAIT")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    counts = dict(zip(SAID, rng.sample(range(4, 60000), 4), strict=True))
    tcp = sum(counts.values()) - counts["closed"] + rng.randint(0, 50)
    total = tcp + rng.randint(100, 5000)
    output = (f"Total: {total} (kernel {rng.choice([0, total + rng.randint(1, 99)])})\n"
              f"TCP:   {tcp} (estab {counts['estab']}, closed {counts['closed']}, orphaned "
              f"{counts['orphaned']}, timewait {counts['timewait']}/0), ports 0\n\n"
              "Transport Total     IP        IPv6\n"
              f"RAW\t  1         0         1\nUDP\t  {rng.randint(5, 40)}         9         3\n"
              f"TCP\t  {tcp - counts['timewait']}        {rng.randint(10, 99)}        2")
    state, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[state])
    return form.format(v=counts[state]), form.format(v=counts[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4603)
    return [_probe(rng) for _ in range(60)]


def test_a_state_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_state_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
