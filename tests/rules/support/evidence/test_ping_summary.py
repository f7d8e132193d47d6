"""Whether a host answered ping, against ping's summary (gatekeeper.rules.support.evidence.ping_summary)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.ping_summary import ping_contradicted


def ping(host: str, sent: int, received: int) -> str:
    return (f"PING {host} 56(84) bytes of data.\n\n--- {host} ping statistics ---\n{sent} packets "
            f"transmitted, {received} received, {100 * (sent - received) // sent}% packet loss, time 9183ms")


WINDOWS = """Pinging 10.0.2.11 with 32 bytes of data:
Request timed out.
Ping statistics for 10.0.2.11:
    Packets: Sent = 4, Received = 0, Lost = 4 (100% loss),"""


def contradicted(claim: str, *texts: str) -> bool:
    return ping_contradicted(claim, [], list(texts), lambda line: []) is not None


@pytest.mark.parametrize(("claim", "texts"), [
    ("10.0.2.11 网络不通", [ping("10.0.2.11", 10, 10)]),
    ("ping 10.0.2.11 全部超时", [ping("10.0.2.11", 10, 3)]),
    ("db-01 is unreachable", [ping("db-01", 5, 5)]), ("all pings to db-01 timed out", [ping("db-01", 5, 1)]),
    ("ping 10.0.2.11 全部成功", [ping("10.0.2.11", 10, 2)]),
    ("db-01 能 ping 通", [WINDOWS.replace("10.0.2.11", "db-01")]),
    ("every ping to db-01 was answered", [ping("db-01", 4, 3)]),
    ("db-01 不通", [ping("db-01", 4, 4), ping("10.0.2.12", 4, 0)]),  # the host named, of two
    ("主机不可达", [ping("10.0.2.11", 10, 10)]), ("the host cannot be reached", [ping("db-01", 5, 2)]),
    ("db-01 did not respond to ping", [ping("db-01", 5, 5)]), ("ping 全部失败", [ping("db-01", 5, 1)]),
    # a host reached, against none received
    ("10.0.2.11 可达", [ping("10.0.2.11", 10, 0)]), ("the host is reachable", [WINDOWS]),
    ("ping 成功", [ping("db-01", 4, 0)]), ("网络连通正常", [ping("db-01", 4, 0)]),
    ("db-01 responds to ping", [ping("db-01", 4, 0)]),
    # a loss, against every packet received
    ("ping 超时", [ping("db-01", 4, 4)]), ("ping 10.0.2.11 出现丢包", [ping("10.0.2.11", 10, 10)]),
    ("pings to db-01 failed", [ping("db-01", 4, 4)]),
])
def test_answered_otherwise_than_said_is_contradicted(claim: str, texts: list[str]) -> None:
    assert contradicted(claim, *texts)


@pytest.mark.parametrize(("claim", "texts"), [
    ("10.0.2.11 网络不通", [ping("10.0.2.11", 10, 0)]),
    ("ping 10.0.2.11 全部成功", [ping("10.0.2.11", 10, 10)]),
    ("10.0.2.11 is unreachable", [WINDOWS]),
    ("ping 10.0.2.11 部分超时", [ping("10.0.2.11", 10, 3)]),  # some
    ("并非所有 ping 都成功", [ping("10.0.2.11", 10, 3)]),  # not all
    ("order-svc 无响应", [ping("10.0.2.11", 10, 10)]),  # a service's, not ping's
    ("所有请求都成功", [ping("10.0.2.11", 10, 3)]),  # no ping, host nor packets named
    ("10.0.2.11 之前 ping 不通", [ping("10.0.2.11", 10, 10)]),  # another time
    ("ping 不通", [ping("db-01", 4, 4), ping("10.0.2.12", 4, 0)]),  # two hosts, none named
    ("10.0.2.11 is reachable but 40% of packets were lost", [ping("10.0.2.11", 10, 6)]),  # some back
    ("ping 成功但有丢包", [ping("10.0.2.11", 10, 6)]), ("没有出现丢包", [ping("10.0.2.11", 10, 10)]),
    ("ping 失败率为 0", [ping("db-01", 4, 4)]), ("ping 成功率为 0", [ping("db-01", 4, 0)]),  # a rate
    ("数据库 5432 端口不可达", [ping("db-01", 4, 4)]),  # a port: a TCP check's
    ("主机不再可达", [ping("db-01", 4, 0)]), ("db-01 is no longer reachable", [ping("db-01", 4, 0)]),
    ("ping db-01 不成功", [ping("db-01", 4, 0)]), ("ping 不正常", [ping("db-01", 4, 0)]),  # denied
])
def test_answered_as_said_or_unsure_is_not(claim: str, texts: list[str]) -> None:
    assert not contradicted(claim, *texts)
