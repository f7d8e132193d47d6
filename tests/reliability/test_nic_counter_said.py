"""A NIC's counter as `ethtool -S` prints it (`接收丢包 1823 个` for `rx_dropped: 1823`, `有 47 个
CRC 错误` for `rx_crc_errors: 47`), pass; another counter's value fails.

    NIC statistics:
         rx_dropped: 1823
         tx_dropped: 0
         rx_crc_errors: 47
         rx_no_buffer_count: 311

`发送丢包 1823 个` (the receive side's drops) and `有 311 个 CRC 错误` (the missed buffers) passed
(at 3f755b4): `rx` and `tx` were no words of a claim's, so no clause named a counter.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"rx_dropped": ("接收丢包 {v} 个", "rx_dropped 为 {v}", "接收方向丢弃了 {v} 个包"),
        "tx_dropped": ("发送丢包 {v} 个", "tx_dropped 为 {v}", "发送方向丢弃了 {v} 个包"),
        "rx_crc_errors": ("有 {v} 个 CRC 错误", "CRC 错误数为 {v}", "{v} CRC errors were counted"),
        "rx_errors": ("接收错误 {v} 个", "rx_errors 为 {v}", "接收错误数为 {v}"),
        "tx_errors": ("发送错误 {v} 个", "tx_errors 为 {v}", "发送错误数为 {v}"),
        "rx_no_buffer_count": ("rx_no_buffer_count 为 {v}",),
        "rx_missed_errors": ("rx_missed_errors 为 {v}",)}
QUIET = ("rx_packets", "tx_packets", "rx_bytes", "tx_bytes")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    counters = rng.sample(tuple(SAID), rng.randint(3, len(SAID)))
    values = dict(zip(counters, rng.sample(range(1, 99_999), len(counters)), strict=True))
    names = [*QUIET, *counters]
    lines = ["NIC statistics:"]
    for name in sorted(names, key=lambda n: (n.split("_", 1)[1], n)):
        value = values.get(name, rng.randint(10**9, 10**11))
        lines.append(f"     {name}: {value}")
    one, other = rng.sample(counters, 2)
    form = rng.choice(SAID[one])
    if "CRC" in form and "rx_errors" in counters and one != "rx_errors":
        return None  # every CRC error is a receive error: `rx_errors` counts them too
    return form.format(v=values[one]), form.format(v=values[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4811)


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
