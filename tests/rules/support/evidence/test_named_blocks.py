"""A named block's field against another block's (gatekeeper.rules.support.evidence.named_blocks)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.named_blocks import block_value_swapped, named_blocks
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

REPORT = ("Name: 10.0.0.21:9866 (dn1.example.com)\nHostname: dn1.example.com\nDFS Used%: 61.20%\n\n"
          "Name: 10.0.0.22:9866 (dn2.example.com)\nHostname: dn2.example.com\nDFS Used%: 18.70%")
TABLES = ("\t\tTable: order_items\n\t\tSSTable count: 37\n\t\tLocal read latency: 0.512 ms\n"
          "\t\tTable: orders\n\t\tSSTable count: 8\n\t\tLocal read latency: 0.231 ms")


def contradicted(claim: str, text: str) -> bool:
    return block_value_swapped(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_block_is_named_by_its_opening_line_and_its_fields_are_read() -> None:
    (names, fields), _ = named_blocks(REPORT)
    assert names == ("10.0.0.21:9866", "10.0.0.21", "dn1.example.com", "dn1")
    assert [(f.name, f.value) for f in fields] == [("hostname", "dn1.example.com"), ("dfs used%", "61.20%")]
    assert [block[0] for block in named_blocks(TABLES)] == [("order_items",), ("orders",)]
    assert named_blocks(REPORT.split("\n\n")[0]) == ()  # one block is no other's


@pytest.mark.parametrize(("claim", "text"), [
    ("dn2 的 DFS 使用率为 61.20%", REPORT), ("10.0.0.22 DFS used 61.2%", REPORT),
    ("dn1.example.com 的 DFS Used 为 18.70%", REPORT),
    ("orders 表有 37 个 SSTable", TABLES), ("order_items 的 Local read latency 为 0.231 ms", TABLES),
])
def test_another_block_s_value_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("dn2 的 DFS Used% 为 18.70%", REPORT), ("dn1 的 DFS Used% 为 61.2%", REPORT),
    ("orders 表的 SSTable count 为 8", TABLES),
    ("dn1 和 dn2 的 DFS Used% 为 61.20%", REPORT),  # two blocks
    ("dn2 的 DFS Used% 从 18.70% 升至 61.20%", REPORT),  # two numbers
    ("dn2 的 DFS Used% 约为 61.20%", REPORT),  # an approximation
    ("orders 表的 SSTable count 超过 37", TABLES),  # a bound
    ("dn2 的 DFS Used% 增加了 61.20%", REPORT),  # a change
    ("orders 表的 SSTable count 为 12", TABLES),  # a number of no other block
    ("dn3 的 DFS Used% 为 61.20%", REPORT),  # no block
])
def test_its_own_value_or_an_unsure_one_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)


def test_a_text_without_an_opening_line_gives_nothing() -> None:
    claim = "dn2 的 DFS Used% 为 61.20%"
    text = "dn1 DFS Used%: 61.20%\ndn2 DFS Used%: 18.70%"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
