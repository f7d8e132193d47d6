"""Which way a value moved (gatekeeper.rules.support.text.trends)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.trends import moves, trend_conflict

EXCERPT = "2026-11-29 21:02:08 inventory-api P99 延迟 5105ms，较昨日同期上升 46%"


@pytest.mark.parametrize(("claim", "found"), [
    ("inventory-api P99 延迟较昨日同期下降 46%。", ("下降", ["上升 46%"])),
    ("P99 latency decreased by 46% day over day.", ("decreased", ["上升 46%"])),
    ("延迟降低了 46%", ("降低", ["上升 46%"])),
    ("P99 latency is 46% lower than yesterday", ("lower", ["上升 46%"])),
])
def test_a_value_moved_the_other_way_is_a_conflict(claim: str, found: tuple[str, list[str]]) -> None:
    assert trend_conflict(claim, [EXCERPT]) == found


@pytest.mark.parametrize("claim", [
    "inventory-api P99 延迟较昨日同期上升 46%。",  # the same way
    "P99 latency rose 46%, up from yesterday",
    "延迟没有下降 46%",  # a negated direction says neither
    "QPS 下降 12%",  # another value
    "P99 延迟 5105ms",  # no direction
])
def test_the_same_direction_another_value_or_none_is_not(claim: str) -> None:
    assert trend_conflict(claim, [EXCERPT]) is None


def test_a_value_the_excerpts_move_both_ways_is_no_conflict() -> None:
    assert trend_conflict("利润下降 5%", ["营收上升 5%，利润下降 5%"]) is None
    assert {value: {d: word for d, (word, _) in moved.items()}
            for value, moved in moves("营收上升 5%，利润下降 5%").items()} == {
        "5%": {"up": "上升", "down": "下降"}}


def test_another_metric_moved_by_the_same_amount_is_no_conflict() -> None:
    assert trend_conflict("QPS 下降 10%", ["P99 延迟上升 10%"]) is None
    assert trend_conflict("P99 延迟下降 10%", ["P99 延迟上升 10%"]) == ("下降", ["上升 10%"])
