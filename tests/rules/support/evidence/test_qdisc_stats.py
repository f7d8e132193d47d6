"""Interfaces' queueing counts against `tc -s qdisc` (gatekeeper.rules.support.evidence.qdisc_stats)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.qdisc_stats import qdisc_count_swapped, qdisc_counts

TC = """qdisc fq_codel 0: dev eth0 root refcnt 2 limit 10240p flows 1024 quantum 1514
 Sent 9123456789 bytes 8123456 pkt (dropped 1532, overlimits 0 requeues 87)
 backlog 0b 0p requeues 87
qdisc noqueue 0: dev lo root refcnt 2
 Sent 0 bytes 0 pkt (dropped 0, overlimits 0 requeues 0)
 backlog 0b 0p requeues 0"""


def test_each_interface_s_counts_are_read() -> None:
    assert qdisc_counts(TC) == {"eth0": (8123456, 1532, 0, 87), "lo": (0, 0, 0, 0)}
    child = "qdisc fq 8001: dev eth0 parent 1:1\n Sent 5 bytes 1 pkt (dropped 2, overlimits 0 requeues 0)"
    twice = f"{TC}\n{child}"
    assert "eth0" not in qdisc_counts(twice)  # two disciplines: which is unsure


@pytest.mark.parametrize("claim", [
    "eth0 丢弃了 87 个包", "eth0 重新排队 1532 次", "lo 丢弃了 1532 个包", "eth0 sent 1532 packets",
    "eth0 dropped 88 packets",
])
def test_another_count_of_the_interface_is_contradicted(claim: str) -> None:
    assert qdisc_count_swapped(claim, [], [TC], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "eth0 丢弃了 1532 个包", "eth0 dropped 1532 packets", "eth0 发送了 8123456 个包",
    "lo 没有丢包，丢弃 0 个",
    "eth0 丢弃了超过 1000 个包",  # a bound
    "eth0 丢弃 1532 个包，重新排队 87 次",  # each clause its own
    "丢弃了 87 个包",  # two interfaces, none named
])
def test_the_interface_s_own_count_or_an_unsure_one_is_not(claim: str) -> None:
    assert qdisc_count_swapped(claim, [], [TC], lambda text: []) is None
