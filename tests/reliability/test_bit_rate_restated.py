"""A network rate in bits (ethtool's `Speed: 1000Mb/s`, iperf3's `941 Mbits/sec`) passes
restated in other units of bits (`1Gbps`, `1000 Mbps`, `0.94 Gbit/s`), and the same digits in
bytes (`1000MB/s`: eight times as fast), another rate, or a speed test's upload given as its
download fail.

`Mb/s` was read as megabytes a second and `Gbps`, `Mbps` as units of no list: a faithful `1Gbps`
for `1000Mb/s` failed as a value found nowhere, `1000 Mbps` warned that `Mbps` was a name found
nowhere, and the bytes a forged claim wrote for the bits (`1000MB/s`) passed with no finding,
as did the upload's rate for the download (`Download: 94.12 Mbit/s` a field of no value: its
unit is apart).
Now a lower-case `b` or `bit` before `/s` or `ps` is bits, with decimal prefixes (`units.BIT_RATE`).
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, not_failed, not_passed

#: (the rate in Mbit/s, how a tool prints it, the rates a claim writes for it)
RATES = (
    (1000, "1000Mb/s", ("1Gbps", "1 Gb/s", "1000 Mbps", "1000Mb/s", "1 Gbit/s")),
    (10000, "10000Mb/s", ("10Gbps", "10 Gb/s", "10000 Mbps", "10 Gbit/s")),
    (100, "100Mb/s", ("100 Mbps", "100Mbit/s", "0.1 Gbps")),
    (25000, "25000Mb/s", ("25Gbps", "25 Gb/s", "25000 Mbps")),
)
INTERFACES = ("eth0", "eth1", "ens192", "bond0")


def _ethtool(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of `ethtool IFACE`."""
    interface = rng.choice(INTERFACES)
    megabits, printed, written = rng.choice(RATES)
    output = "\n".join([f"Settings for {interface}:", "\tSupported ports: [ TP ]",
                        f"\tSpeed: {printed}", "\tDuplex: Full", "\tLink detected: yes"])
    form = rng.choice(("{i} 的链路速率为 {v}", "{i} 协商速率 {v}，全双工", "The link speed of {i} is {v}"))
    forged = rng.choice((printed.replace("Mb", "MB"), f"{megabits // 1000 or megabits} GB/s"
                         if megabits >= 1000 else f"{megabits} MB/s", f"{megabits * 10} Mbps"))
    return form.format(i=interface, v=rng.choice(written)), form.format(i=interface, v=forged), output


def _iperf(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of an `iperf3` client's summary."""
    sent = rng.randint(850, 949)
    received = sent - rng.randint(1, 9)
    stamp = clock_stamp(rng.randrange(80000))
    output = "\n".join([f"{stamp} $ iperf3 -c 10.0.3.17 -t 10",
                        "[ ID] Interval           Transfer     Bitrate         Retr",
                        f"[  5]   0.00-10.00  sec  1.{sent // 10:02d} GBytes  {sent} Mbits/sec    0  sender",
                        f"[  5]   0.00-10.04  sec  1.{received // 10:02d} GBytes  {received} Mbits/sec"
                        "       receiver"])
    form = rng.choice(("到 10.0.3.17 的吞吐约 {v}", "iperf3 测得带宽 {v}", "throughput to 10.0.3.17 "
                       "was {v}"))
    written = rng.choice((f"{sent} Mbps", f"{sent}Mbit/s", f"{sent / 1000:.2f} Gbps"))
    forged = rng.choice((f"{sent} MB/s", f"{sent}MBps", f"{sent / 100:.1f} Gbps"))
    return form.format(v=written), form.format(v=forged), output


def _speedtest(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of `speedtest-cli`: the forged claim gives the
    download the upload's rate."""
    down, up = rng.randint(5000, 95000) / 100, rng.randint(500, 4000) / 100
    output = "\n".join(["Testing download speed.....", f"Download: {down:.2f} Mbit/s",
                        "Testing upload speed.....", f"Upload: {up:.2f} Mbit/s"])
    form = rng.choice(("下载速率为 {v}", "下行网速 {v}", "the download speed was {v}"))
    unit = rng.choice((" Mbps", " Mbit/s", "Mbps"))
    return form.format(v=f"{down:.2f}{unit}"), form.format(v=f"{up:.2f}{unit}"), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1000)
    return [(_ethtool, _iperf, _speedtest)[n % 3](rng) for n in range(90)]


def test_a_rate_restated_in_bits_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []


def test_the_rate_in_bytes_or_another_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []
