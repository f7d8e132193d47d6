"""What a set of anchors holds (gatekeeper.rules.support.evidence.anchorset): ids whose digits
stop short of a printed one's, a URL's host."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.normalize import compact


def held(claim: str, text: str) -> bool:
    evidence = AnchorSet.of([text], extract_anchors)
    evidence = AnchorSet.union([evidence, AnchorSet(texts=[compact(text)])])
    anchor, = (a for a in extract_anchors(claim) if a.kind != "name")
    return evidence.has(anchor)


@pytest.mark.parametrize(("claim", "text"), [
    ("DNS 地址为 10.96.0.1", "nameserver 10.96.0.10"),
    ("上游 10.0.0.1 超时", "upstream: 10.0.0.15:8080"),
    ("数据库报错 ORA-0060", "ORA-00600: internal error code"),
    ("订单 ORD-1234 失败", "order ORD-12345 failed"),
])
def test_an_id_whose_digits_stop_short_of_a_printed_one_is_not_held(claim: str, text: str) -> None:
    assert not held(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("10.9.8.48 的 RAFT INDEX 很高", "| https://10.9.8.48:2379 | e8ad15afa3768314 |"),  # a URL's host
    ("上游 10.0.7.208 超时", 'upstream: "http://10.0.7.208:8080/api/stock"'),
    ("订单 ORD-12345 失败", "order ORD-12345 failed"), ("上游 10.0.0.15 超时", "upstream: 10.0.0.15:8080"),
])
def test_an_id_written_whole_is_held(claim: str, text: str) -> None:
    assert held(claim, text)


def test_ss_s_shortened_state_holds_the_state_written_whole() -> None:
    found = AnchorSet.of(["TCP:   567 (estab 321, closed 200, orphaned 3, timewait 190/0)"], extract_anchors)
    established = next(a for a in extract_anchors("ESTABLISHED 状态的连接数为 321") if a.kind == "name")
    assert found.has(established)


def name_held(claim: str, text: str) -> bool:
    """Whether the one name `claim` writes is held by `text`'s anchors."""
    name, = (a for a in extract_anchors(claim) if a.kind == "name")
    return AnchorSet.of([text], extract_anchors).has(name)


@pytest.mark.parametrize(("claim", "text"), [
    ("37 SSTables", "Table: orders\nSSTable count: 37"), ("SSTables 数量为 37", "SSTable count: 37"),
    ("5 HikariCPs", "HikariCP - Pool stats (total=10, active=5)"),
])
def test_a_plural_of_a_camel_case_name_is_held_by_its_singular(claim: str, text: str) -> None:
    assert name_held(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("3 Nodes", "Node: worker-1"),  # one capital: no CamelCase name
    ("37 Memtables", "Table: orders\nSSTable count: 37"),  # no singular written
    ("37 SSTables", "Table: orders"),
])
def test_a_plural_of_one_capital_or_of_no_written_singular_is_not(claim: str, text: str) -> None:
    assert not name_held(claim, text)
