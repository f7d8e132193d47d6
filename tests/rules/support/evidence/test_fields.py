"""A value a claim gives a status field while its evidence gives it to another field
(gatekeeper.rules.support.evidence.fields)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.fields import Field, field_value_swapped, fields_of
from gatekeeper.rules.support.text.anchors import extract_anchors

REDIS = """# Clients
connected_clients:512
blocked_clients:3
# Memory
used_memory_human:7.80G
maxmemory_human:8.00G
# Stats
evicted_keys:12034
rejected_connections:87"""
DESCRIBE = """    Restart Count:  12
    Limits:
      memory:  512Mi
    Requests:
      memory:  256Mi"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _swapped(claim: str, output: str = REDIS) -> tuple[str, str] | None:
    found = field_value_swapped(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


def test_a_status_output_s_fields_are_read_with_their_section() -> None:
    assert fields_of(DESCRIBE) == (
        Field("restart count", ("restart",), "12", "    Restart Count:  12"),
        Field("limits memory", ("limits", "memory"), "512Mi", "      memory:  512Mi"),
        Field("requests memory", ("requests", "memory"), "256Mi", "      memory:  256Mi"))
    assert [f.name for f in fields_of("Threads_connected  498\nSlow_queries  1203")] == [
        "threads_connected", "slow_queries"]
    # a log's line is no field
    assert fields_of("2026-12-02 10:01:12 ERROR [order-svc] timeout after 5000ms") == ()


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("redis 的连接数为 3", REDIS, "connected_clients 512 ('connected_clients:512'), 3 for blocked_clients"),
    ("redis 有 512 个阻塞客户端", REDIS, "blocked_clients 3"),
    ("redis 内存使用 8.00G", REDIS, "used_memory_human 7.80G"),  # the limit's
    ("redis 拒绝了 12034 个连接", REDIS, "12034 for evicted_keys"),
    ("内存限制为 256Mi", DESCRIBE, "limits memory 512Mi ('memory:  512Mi'), 256Mi for requests memory"),
    ("The memory limit is 256Mi.", DESCRIBE, "limits memory 512Mi"),
    # no field has it, and the one field the clause names has another
    ("容器重启了 5 次", DESCRIBE, "restart count 12 ('Restart Count:  12')"),
    ("The container restarted 5 times.", DESCRIBE, "restart count 12"),
    ("redis 的连接数为 7", REDIS, "connected_clients 512"),
])
def test_a_value_of_another_field_is_contradicted(claim: str, output: str, said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and said in found[1]


@pytest.mark.parametrize(("claim", "output"), [
    ("redis 的连接数为 512，阻塞客户端 3 个", REDIS),
    ("redis 驱逐了 12034 个 key", REDIS),
    ("内存限制为 512Mi，请求 256Mi", DESCRIBE),
    ("容器重启次数增加了 5 次", DESCRIBE),  # a change, not the count
    ("内存限制超过 300Mi", DESCRIBE),  # a bound
    ("容器内存为 300Mi", DESCRIBE),  # limits or requests: which field, the claim does not say
    ("redis 的 QPS 为 87", REDIS),  # no field named
])
def test_a_field_s_own_value_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None
