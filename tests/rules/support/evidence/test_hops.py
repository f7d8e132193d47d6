"""A hop's loss and latency against `mtr --report` (gatekeeper.rules.support.evidence.hops)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.hops import hop_value_swapped, hop_values_held
from gatekeeper.rules.support.text.anchors import extract_anchors

REPORT = """HOST: web-01                      Loss%   Snt   Last   Avg  Best  Wrst StDev
  1.|-- 10.0.0.1                   0.0%    10    0.4   0.5   0.3   0.9   0.2
  2.|-- 172.16.8.1                 0.0%    10    1.2   1.4   1.0   2.3   0.4
  3.|-- 203.0.113.9               30.0%    10   45.2  48.9  40.1  62.0   7.1
  4.|-- 198.51.100.20              0.0%    10   50.1  51.3  49.8  55.0   1.6"""


def _swapped(claim: str) -> bool:
    return hop_value_swapped(claim, [], [REPORT], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "第 4 跳丢包率 30%", "hop 2 has 30% packet loss", "198.51.100.20 的平均延迟为 48.9 ms",
    "the average latency at hop 1 is 48.9 ms", "第 3 跳最差延迟 48.9ms", "第 3 跳没有丢包",
    "第 3 跳平均延迟 48.9ms，最差 55 ms",  # the sentence's hop
])
def test_a_hop_s_value_given_otherwise_is_contradicted(claim: str) -> None:
    assert _swapped(claim)


@pytest.mark.parametrize("claim", [
    "第 3 跳丢包率 30%", "hop 3 has 30% packet loss", "203.0.113.9 的平均延迟为 48.9 ms",
    "第 3 跳平均延迟 49 ms",
    "第 3 跳平均延迟 48.9ms，最差 62 ms", "第 2 跳没有丢包", "从第 3 跳开始出现丢包",
    "第 2 跳和第 3 跳丢包 30%",  # two hops
    "第 3 跳丢包率超过 20%", "第 3 跳平均延迟约 50 ms",  # a bound, an approximation
])
def test_a_hop_s_value_as_printed_or_unsure_is_not(claim: str) -> None:
    assert not _swapped(claim)


def test_a_hop_s_bare_milliseconds_hold() -> None:
    claim = "203.0.113.9 的平均延迟为 48.9 ms"
    missing = [a for a in extract_anchors(claim) if a.kind == "number" and a.unit]
    assert missing and hop_values_held(claim, missing, [REPORT]) == []
