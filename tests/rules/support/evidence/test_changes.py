"""A change a claim computes from two values (gatekeeper.rules.support.evidence.changes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.changes import change_miscomputed, changes_held
from gatekeeper.rules.support.text.anchors import extract_anchors


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _held(claim: str, excerpt: str = "") -> bool:
    """Whether the claim's last number, taken as missing, is held as a change."""
    anchors = _anchors(claim)
    change = [a for a in anchors if a.kind == "number"][-1]
    return changes_held(claim, anchors, [change], [excerpt], _anchors) == []


@pytest.mark.parametrize(("claim", "excerpt"), [
    ("QPS 从 1200 降到 300，下降了 75%", ""),
    ("p99 延迟从 120ms 上升到 5300ms，增加了约 44 倍", ""),
    ("p99 延迟从 120ms 上升到 5300ms，增加了约 43 倍", ""),  # (b - a) / a, as often meant
    ("错误率从 2% 升到 7%，上升了 5 个百分点", ""),
    ("The error rate rose from 2% to 7%, up 5 percentage points", ""),
    ("QPS fell from 1200 to 300, a 75% drop", ""),
    ("QPS 下降了 75%", "qps: 1200 -> 300"),  # the quoted line's pair
    ("QPS上升了约 97%", "qps 2110 -> 4160"),  # a Chinese word right after a letter
    ("QPS 降幅为 75%", "qps 1200 → 300"),
    # of two percentages, relative or in points written with `%`
    ("错误率从 34% 降到 8%，下降了 76%", ""), ("错误率从 34% 降到 8%，下降了 26%", ""),
    ("错误率下降了 76%", "error_rate 34% -> 8%"),
    # a share of a part and its whole
    ("堆内存使用率约 80%", "heap used 3.2GB / max 4.0GB"),
    ("连接池使用率 90%", "Pool stats (total=50, active=45)"),
    ("连接池空闲率 10%", "Pool stats (total=50, active=45, idle=5, waiting=12)"),  # a part by its role
    ("20 个请求中有 5 个失败，失败率 25%", ""), ("45 of 50 connections busy (90%)", ""),
])
def test_a_change_its_values_give_is_held(claim: str, excerpt: str) -> None:
    assert _held(claim, excerpt)


@pytest.mark.parametrize(("claim", "excerpt"), [
    ("QPS 从 1200 降到 300，下降了 25%", ""),  # miscomputed
    ("错误率从 34% 降到 8%，下降了 50%", ""),  # neither relative (76%) nor points (26)
    ("QPS 从 1200 降到 300，下降了 900%", ""),  # points only of two percentages
    ("QPS 从 1200 降到 300，上升了 75%", ""),  # the other way
    ("QPS 从 1200 到 300 之间，下降了 75%", ""),  # `从 ... 到` alone is a range
    ("revenue between $3.5 billion and $14 billion, growth of 75%", ""),
    ("QPS 下降为 75%", "qps: 1200 -> 300"),  # `为` after a verb: a level
    ("QPS 下降了 75%", "qps 1200, 300"),  # two values, no change joining them
    ("连接池使用率 24%", "Pool stats (total=50, active=45, idle=5, waiting=12)"),  # no neighbours
    ("使用率 80%", "used 3.2GB, free 4.0GB"),  # no word of a whole
    ("连接池空闲率 90%", "Pool stats (total=50, active=45, idle=5, waiting=12)"),  # the parts in use
    ("the pool is 10% in use", "Pool stats (total=50, active=45, idle=5, waiting=12)"),  # the idle ones
    ("2 个实例中 1 个异常，CPU 使用率 50%", ""),  # a resource's usage is no share of the counts
])
def test_a_change_no_pair_gives_is_not(claim: str, excerpt: str) -> None:
    assert not _held(claim, excerpt)


def test_a_miscomputed_change_of_the_claim_s_printed_values_is_contradicted() -> None:
    claim = "QPS 从 1200 降到 300，下降了 25%"
    found = change_miscomputed(claim, _anchors(claim), ["qps: 1200 -> 300"], _anchors)
    assert found is not None and found[0].raw == "25%" and found[1] == ["1200 → 300: 75.0%"]
    # the values printed nowhere, or the change right: nothing to say
    assert change_miscomputed(claim, _anchors(claim), ["qps: 1300 -> 300"], _anchors) is None
    right = "QPS 从 1200 降到 300，下降了 75%"
    assert change_miscomputed(right, _anchors(right), ["qps: 1200 -> 300"], _anchors) is None
