"""A traceroute hop given a latency none of its times is, or an answer it did not give
(gatekeeper.rules.support.evidence.trace_hops)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gatekeeper.rules.support.evidence.trace_hops import trace_hop_contradicted, trace_hops
from gatekeeper.rules.support.text.anchors import extract_anchors

TRACE = """$ traceroute 10.2.0.8
traceroute to 10.2.0.8 (10.2.0.8), 30 hops max, 60 byte packets
 1  10.0.0.1  0.412 ms  0.398 ms  0.390 ms
 2  gw-core.example.net (10.1.0.1)  1.203 ms  1.188 ms  1.170 ms
 3  * * *
 4  10.3.0.1  5.1 ms *  4.9 ms
 5  10.2.0.8  2.511 ms  2.498 ms  2.480 ms"""


def contradicted(claim: str, text: str = TRACE) -> bool:
    return trace_hop_contradicted(claim, extract_anchors(claim), [text], lambda line: []) is not None


def test_each_hop_is_read_with_its_names_and_times() -> None:
    hops = trace_hops(TRACE)
    assert [hop[0] for hop in hops] == ["1", "2", "3", "4", "5"]
    assert hops[1][1] == ("gw-core.example.net", "10.1.0.1")
    assert hops[2][2] == (None, None, None)
    assert hops[3][2] == (Decimal("5.1"), None, Decimal("4.9"))
    assert trace_hops(TRACE.replace("traceroute to", "route to")) == ()  # no header: not read


@pytest.mark.parametrize("claim", [
    "第 2 跳延迟约 2.5 ms", "hop 2 latency is 2.5 ms", "gw-core.example.net 的延迟为 5.1 ms",
    "第 5 跳出现超时", "hop 5 timed out", "第 5 跳没有响应", "第 3 跳有响应", "hop 3 responded",
])
def test_another_hop_s_latency_or_answer_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", [
    "第 2 跳延迟约 1.2 ms", "第 2 跳的延迟为 1.19 ms", "10.1.0.1 的平均延迟为 1.19 ms",  # a time, the mean
    "第 3 跳出现超时", "第 4 跳出现超时",  # silent, or silent once
    "第 5 跳没有超时",  # a denial: unsure
    "第 2 跳延迟超过 5 ms",  # a bound
    "第 1 跳和第 2 跳延迟分别为 0.4 ms 和 1.2 ms",  # two hops
    "延迟为 2.5 ms",  # no hop named
])
def test_a_hop_s_own_latency_or_answer_or_unsure_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_line_of_no_times_ends_the_trace() -> None:
    """A line's cells read in linear time: a word then a carriage return (a pattern of words and
    blanks repeated backtracked exponentially on it)."""
    assert trace_hops("traceroute to x\n 1  10.0.0.1  0.4 ms\n 2  " + "a" * 24 + "\r\n") == (
        ("1", ("10.0.0.1",), (Decimal("0.4"),), " 1  10.0.0.1  0.4 ms"),)
