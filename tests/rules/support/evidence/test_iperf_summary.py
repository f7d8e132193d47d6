"""A side's values against iperf3's summary lines (gatekeeper.rules.support.evidence.iperf_summary)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.iperf_summary import iperf_value_swapped, summaries

IPERF = """[ ID] Interval           Transfer     Bitrate         Retr
[  5]   0.00-10.00  sec  1.10 GBytes   941 Mbits/sec  127             sender
[  5]   0.00-10.04  sec  1.09 GBytes   935 Mbits/sec                  receiver"""


def test_each_side_s_summary_is_read_once() -> None:
    assert summaries(IPERF) == {"sender": ("1.10 GBytes", "941 Mbits/sec", "127"),
                                "receiver": ("1.09 GBytes", "935 Mbits/sec", None)}
    assert summaries(f"{IPERF}\n{IPERF}") == {}  # two runs: whose is unsure


@pytest.mark.parametrize("claim", [
    "接收端带宽为 941 Mbits/sec", "the sender reached 935 Mbits/sec", "重传 941 次",
    "接收端共收到 1.10 GBytes",
    "发送端带宽为 941 Gbits/sec",  # another prefix
])
def test_the_other_side_s_value_is_contradicted(claim: str) -> None:
    assert iperf_value_swapped(claim, [], [IPERF], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "接收端带宽为 935 Mbits/sec", "发送端带宽为 941 Mbits/sec", "重传 127 次", "the sender reached 941 Mbps",
    "带宽为 941 Mbits/sec",  # no side named
    "发送端和接收端带宽为 941 Mbits/sec",  # both
    "接收端带宽约为 940 Mbits/sec",  # an approximation
])
def test_a_side_s_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert iperf_value_swapped(claim, [], [IPERF], lambda text: []) is None
