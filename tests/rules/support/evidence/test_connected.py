"""A connection said made where the quoted lines print only its failure (`evidence/connected.py`),
and a failed chain's operations not stated (`negation.FAILED_CHAIN`)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.connected import connection_contradicted
from gatekeeper.rules.support.text.anchors import affirmed_terms, extract_anchors

REFUSED = "dial tcp 10.0.3.17:5432: connect: connection refused"


@pytest.mark.parametrize("claim", [
    "order-svc connected to 10.0.3.17:5432", "order-svc successfully connected to the database",
    "The connection from order-svc to 10.0.3.17:5432 was established", "order-svc 已连接数据库",
    "order-svc 与数据库的连接已建立", "order-svc 连接成功",
])
def test_a_connection_said_made_is_contradicted_by_its_failure(claim: str) -> None:
    found = connection_contradicted(claim, [REFUSED], [])
    assert found is not None and found[1] == ["connection refused"]


@pytest.mark.parametrize("claim", [
    "order-svc could not connect to 10.0.3.17:5432", "order-svc was not connected to the database",
    "order-svc disconnected from 10.0.3.17:5432", "order-svc 未连接数据库", "order-svc 连接失败",
])
def test_a_connection_not_made_is_no_contradiction(claim: str) -> None:
    assert connection_contradicted(claim, [REFUSED], []) is None


def test_a_later_line_making_the_connection_agrees() -> None:
    later = f"{REFUSED}\nconnection established to 10.0.3.17:5432 after 3 retries"
    assert connection_contradicted("order-svc connected to 10.0.3.17:5432", [REFUSED], [later]) is None


@pytest.mark.parametrize(("line", "stated"), [
    (REFUSED, False), ("read tcp 10.0.0.5:4312->10.0.0.9:6379: read: connection reset by peer", False),
    ("Error: connect ECONNREFUSED 10.0.3.17:5432", False), ("connect to 10.0.3.17:5432 ok", True),
])
def test_a_failed_chains_operation_is_not_stated(line: str, stated: bool) -> None:
    terms = affirmed_terms(line, extract_anchors(line))
    assert ("connect" in terms or "read" in terms) == stated


def test_another_targets_failure_is_no_answer() -> None:
    redis = "dial tcp 10.0.0.9:6379: connect: connection refused"
    claim = "order-svc connected to 10.0.3.17:5432"
    assert connection_contradicted(claim, [redis], [], ["order-svc", "10.0.3.17:5432"]) is None
    assert connection_contradicted(claim, [REFUSED], [], ["order-svc", "10.0.3.17:5432"]) is not None
