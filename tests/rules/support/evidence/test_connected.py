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


TIMED_OUT = ("upstream timed out (110: Connection timed out) while reading response header from "
             "upstream, upstream: \"http://10.0.3.17:8080/\"")


@pytest.mark.parametrize(("claim", "line"), [
    ("到 10.0.3.17:8080 的连接被拒绝", TIMED_OUT), ("the connection to 10.0.3.17:5432 timed out", REFUSED),
    ("order-svc 与 10.0.3.17:5432 的连接被重置", REFUSED),
    ("order-svc 连接数据库时主机不可达", "Error: connect ETIMEDOUT 10.0.3.17:5432"),
])
def test_another_way_of_failing_is_contradicted(claim: str, line: str) -> None:
    found = connection_contradicted(claim, [line], [], ["10.0.3.17:5432", "10.0.3.17:8080"])
    assert found is not None and found[1]


@pytest.mark.parametrize(("claim", "line"), [
    ("到 10.0.3.17:8080 的连接超时", TIMED_OUT),  # as printed
    ("不是连接被拒绝，而是连接超时", TIMED_OUT),  # the other way negated, the printed one said
    ("连接超时或被拒绝", REFUSED),  # one of them printed
    ("payment-svc 的请求被拒绝", "redis timeout after 500ms"),  # no connection of the claim
    ("到 10.0.0.9:6379 的连接被拒绝", TIMED_OUT + "\ndial tcp 10.0.0.9:6379: connect: connection refused"),
    # a timeout's exception class is a timeout (the reset is another line's: REJECT before)
    ("ECONNRESET was followed by java.net.SocketTimeoutException.",
     "[order-svc] java.net.SocketTimeoutException: Read timed out"),
])
def test_a_failure_printed_or_unsure_is_not(claim: str, line: str) -> None:
    assert connection_contradicted(claim, [line], [], ["10.0.0.9:6379", "10.0.3.17:8080"]) is None


CURL = """*   Trying 10.0.1.15:8080...
* Connected to 10.0.1.15 (10.0.1.15) port 8080 (#0)
> GET /api/orders HTTP/1.1
< HTTP/1.1 503 Service Unavailable"""
NC = "Connection to db-01 5432 port [tcp/postgresql] succeeded!"


@pytest.mark.parametrize(("claim", "output", "targets"), [
    # a failure said where curl, telnet or nc print the connection made (then a 503)
    ("无法连接到 10.0.1.15 的 8080 端口", CURL, ["10.0.1.15"]),
    ("连接 10.0.1.15 被拒绝", CURL, ["10.0.1.15"]),
    ("order-svc could not connect to 10.0.1.15", CURL, ["10.0.1.15"]),
    ("db-01 的 5432 端口连不上", NC, ["db-01"]),
])
def test_a_failure_said_of_a_connection_printed_made_is_contradicted(
        claim: str, output: str, targets: list[str]) -> None:
    found = connection_contradicted(claim, [output], [], targets)
    assert found is not None and "onnect" in found[1][0]


@pytest.mark.parametrize(("claim", "output", "targets"), [
    ("无法连接到 10.0.1.15 的 8080 端口", CURL.replace("503 Service Unavailable", "") +
     "\n* Operation timed out after 30001 milliseconds", ["10.0.1.15"]),  # a failure printed too
    ("无法连接到 10.0.2.9", CURL, ["10.0.2.9"]),  # another target
    ("无法连接到 10.0.1.15 的 9090 端口", CURL, ["10.0.1.15"]),  # another port
    ("db-01 的 6379 端口连不上", NC, ["db-01"]),
    ("不是无法连接，而是返回了 503", CURL, ["10.0.1.15"]),  # negated
])
def test_a_failure_said_where_unsure_is_not(claim: str, output: str, targets: list[str]) -> None:
    assert connection_contradicted(claim, [output], [], targets) is None


def test_a_peer_said_reachable_over_zookeeper_s_channel_not_opened() -> None:
    line = ("2015-07-29 17:41:44,748 - WARN  [WorkerSender[myid=1]:QuorumCnxManager@368] - Cannot open "
            "channel to 3 at election address /10.10.34.13:3888")
    found = connection_contradicted("可以连接到 10.10.34.13 的 3888 端口", [line], [], ["10.10.34.13"])
    assert found is not None and found[1] == ["Cannot open channel to"]


def test_a_replica_said_to_reach_its_master_over_mysql_s_error_connecting() -> None:
    error = "Last_IO_Error: error connecting to master 'repl@10.0.2.11:3306' - retry-time: 60 retries: 86"
    assert connection_contradicted("从库能连上主库", [error], []) is not None
    assert connection_contradicted("从库不能连上主库", [error], []) is None
