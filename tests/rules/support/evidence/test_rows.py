"""A metric's value a claim gives one entity while its evidence gives it to another
(gatekeeper.rules.support.evidence.rows)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.rows import state_of_another_row, value_of_another_row
from gatekeeper.rules.support.text.anchors import extract_anchors

GATEWAY = """2026-12-02 10:04:00 [gateway] /api/orders p99_latency=5300ms qps=120
2026-12-02 10:04:00 [gateway] /api/pay p99_latency=180ms qps=40
2026-12-02 10:05:00 [gateway] /api/orders p99_latency=5100ms qps=118"""
DISKS = """2026-12-02 10:04:00 [db-01] disk /data usage 97%
2026-12-02 10:04:00 [db-01] disk /var usage 40%"""
PODS = """order-svc-7d9f cpu=95% mem=71%
order-svc-51ac cpu=12% mem=30%"""
TIMEOUTS = """10:00:01 WARN [order-svc] call to stock-db timed out after 3000ms
10:00:02 WARN [payment-svc] call to bank-gateway timed out after 5000ms
10:00:03 INFO [payment-svc] retry 2 of 3 in 200ms, last took 4000ms"""
STARTS = """10:00:01 INFO Started PaymentApplication in 45.2 seconds (JVM running for 47.1)
10:00:03 INFO Started OrderApplication in 12.8 seconds (JVM running for 14.0)"""
REQUESTS = """"GET /api/orders HTTP/1.1" status: 503 len: 512 time: 1.830
"GET /api/users HTTP/1.1" status: 200 len: 1024 time: 0.012"""
SERIES = """{instance="node-1:9100", job="node"} 0.85
{instance="node-2:9100", job="node"} 0.30"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _row(claim: str, output: str) -> tuple[str, str] | None:
    found = value_of_another_row(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "output", "entity", "said"), [
    ("/api/pay 的 p99 延迟为 5300ms", GATEWAY, "/api/pay", "p99 latency 180ms for /api/pay"),
    ("The p99 latency of /api/pay was 5300ms.", GATEWAY, "/api/pay", "p99 latency 180ms for /api/pay"),
    ("/api/orders 的 QPS 为 40", GATEWAY, "/api/orders", "qps 120 for /api/orders"),
    ("db-01 的 /data 磁盘使用率为 40%", DISKS, "/data", "disk usage 97% for /data"),
    ("order-svc-51ac 的 CPU 使用率为 95%", PODS, "order-svc-51ac", "cpu usage 12% for order-svc-51ac"),
    # a line's one value of the unit no label names
    ("payment-svc 调用超时 3000ms", TIMEOUTS, "payment-svc", "调用超时 5000ms for payment-svc"),
    ("payment-svc timed out after 3000ms", TIMEOUTS, "payment-svc", "5000ms for payment-svc"),
    ("OrderApplication 启动耗时 45.2 秒", STARTS, "OrderApplication", "duration 12.8 seconds for"),
    # a value printed bare, read with the unit its name says
    ("/api/users 的响应时间为 1.830 秒", REQUESTS, "/api/users", "latency 0.012 for /api/users"),
    # a query's series: a line's only number, no unit
    ("node-2 的 CPU 使用率为 0.85", SERIES, "node-2", "cpu usage 0.30 for node-2"),
])
def test_a_value_the_evidence_gives_another_entity_is_contradicted(
        claim: str, output: str, entity: str, said: str) -> None:
    found = _row(claim, output)
    assert found is not None and found[0] == entity and found[1].startswith(said)


@pytest.mark.parametrize(("claim", "output"), [
    ("/api/orders 的 p99 延迟为 5100ms", GATEWAY),  # one of its own readings
    ("payment-svc 调用超时 5000ms", TIMEOUTS),
    ("payment-svc 重试间隔 200ms", TIMEOUTS),  # its line giving two values of the unit: unsure
    ("OrderApplication 启动耗时 12.8 秒", STARTS),
    ("/api/orders 的响应时间为 1830ms", REQUESTS),  # `time: 1.830` in seconds
    ("/api/orders 的 p99 延迟约 5.2s", GATEWAY),  # about
    ("/api/pay 的 p99 延迟超过 100ms", GATEWAY),  # a bound
    ("/api/orders 和 /api/pay 的 p99 延迟分别为 5300ms 和 180ms", GATEWAY),  # two paths
    ("/api/refund 的 p99 延迟为 5300ms", GATEWAY),  # no line of its own: nothing to tell
    ("db-01 的 /var 磁盘使用率为 40%", DISKS),
    ("order-svc-7d9f 重启了 12 次", PODS),  # a count, not a reading
    ("node-2 的 CPU 使用率为 0.30", SERIES),
    # a line's numbers without a unit, more than one: which is the reading is unsure
    ("node-2 的 CPU 使用率为 0.85", SERIES.replace("} 0.30", "} 0.30 12")),
    # an average its rows' mean gives, though another row gives the same value
    ("/api/orders 的 p99 延迟平均为 5200ms", GATEWAY + "\n2026-12-02 10:06:00 [gateway] /api/pay "
                                              "p99_latency=5200ms qps=40"),
])
def test_a_value_of_the_entity_s_own_line_or_one_no_line_can_tell_is_not(
        claim: str, output: str) -> None:
    assert _row(claim, output) is None


def test_an_average_another_row_gives_and_its_own_rows_do_not_average_to_is_read_off_it() -> None:
    # not left to `extremes` alone: a row's value is read whatever else may report it
    assert _row("/api/orders 的 p99 延迟平均为 180ms", GATEWAY) == (
        "/api/orders", "p99 latency 5300ms for /api/orders ('2026-12-02 10:04:00 [gateway] "
        "/api/orders p99_latency=5300ms qps=120'), 180ms for /api/pay ('2026-12-02 10:04:00 "
        "[gateway] /api/pay p99_latency=180ms qps=40')")


def test_an_average_the_rows_label_is_a_reading() -> None:
    averages = "/api/orders avg_latency=5300ms\n/api/pay avg_latency=180ms"
    assert _row("/api/pay 的平均延迟为 5300ms", averages) == (
        "/api/pay", "average latency 180ms for /api/pay ('/api/pay avg_latency=180ms'), 5300ms for "
        "/api/orders ('/api/orders avg_latency=5300ms')")


def test_the_row_is_read_whatever_the_excerpt_cites() -> None:
    # the value check reports a value its excerpt gives otherwise; the claim then gets one
    # finding (`claims`), but the row is read all the same: `The p99 latency of /api/pay was
    # 5300ms` names its metric away from the value, which nothing else compares
    assert _row("The p99 latency of /api/pay was 5300ms.", GATEWAY) is not None


KUBECTL = """order-svc-7d9f   0/1   CrashLoopBackOff   12   3h
order-svc-51ac   1/1   Running   0   3h"""
ORDERS = """| order_id | status | amount |
| O1001 | PAID | 99.00 |
| O1002 | FAILED | 45.50 |"""


@pytest.mark.parametrize(("claim", "output", "entity", "said"), [
    ("order-svc-51ac 处于 CrashLoopBackOff 状态", KUBECTL, "order-svc-51ac", "Running for order-svc-51ac"),
    ("订单 O1001 状态为 FAILED", ORDERS, "O1001", "PAID for O1001"),
    ("Order O1002 is PAID.", ORDERS, "O1002", "FAILED for O1002"),
])
def test_a_state_another_entity_s_row_names_is_contradicted(
        claim: str, output: str, entity: str, said: str) -> None:
    found = state_of_another_row(claim, _anchors(claim), [output], _anchors)
    assert found is not None and found[0].raw == entity and found[1][0].startswith(said)


@pytest.mark.parametrize(("claim", "output"), [
    ("order-svc-7d9f 处于 CrashLoopBackOff 状态", KUBECTL),  # its own row's
    ("订单 O1002 状态为 FAILED", ORDERS),
    ("订单 O1003 状态为 FAILED", ORDERS),  # no row of its own: nothing to tell
    ("订单 O1001 和 O1002 分别为 PAID 和 FAILED", ORDERS),  # two orders
])
def test_a_state_of_the_entity_s_own_row_or_one_no_row_can_tell_is_not(
        claim: str, output: str) -> None:
    assert state_of_another_row(claim, _anchors(claim), [output], _anchors) is None


ACCESS = """10.0.0.1 - - [30/Nov/2026:10:01:00 +0000] "GET /api/orders HTTP/1.1" 503 512 120ms
10.0.0.1 - - [30/Nov/2026:10:01:01 +0000] "GET /api/pay HTTP/1.1" 200 512 80ms
10.0.0.2 - - [30/Nov/2026:10:01:02 +0000] "POST /api/orders HTTP/1.1" 503 512 3001ms"""


@pytest.mark.parametrize(("claim", "entity", "said"), [
    ("/api/pay 返回 503", "/api/pay", "200 for /api/pay"),
    ("GET /api/pay returned 503.", "/api/pay", "200 for GET /api/pay"),  # its method's request
    ("来自 10.0.0.2 的请求返回 200", "10.0.0.2", "503 for 10.0.0.2"),  # a client's address
])
def test_an_http_status_another_row_has_is_contradicted(claim: str, entity: str, said: str) -> None:
    found = state_of_another_row(claim, _anchors(claim), [ACCESS], _anchors)
    assert found is not None and found[0].raw == entity and found[1][0].startswith(said)


@pytest.mark.parametrize("claim", [
    "/api/orders 返回 503",  # its own
    "/api/pay returned 200.",
    "/api/refund 返回 503",  # no line of its own
])
def test_an_http_status_of_the_own_row_is_not(claim: str) -> None:
    assert state_of_another_row(claim, _anchors(claim), [ACCESS], _anchors) is None

