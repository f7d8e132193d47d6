"""How a claim names a status output's field (gatekeeper.rules.support.evidence.field_names)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.field_names import (
    Field,
    most_specific,
    names_field,
    nearest,
    own_words,
)


def _field(name: str) -> Field:
    return Field(name, tuple(name.split()), "4.0", "%Cpu(s): 12.5 us,  3.1 sy, 80.2 id,  4.0 wa")


@pytest.mark.parametrize(("clause", "name"), [
    ("cpu iowait 为 12.5%", "cpu iowait"),
    ("iowait 占 12.5%", "cpu iowait"),  # only the CPU waits on I/O
    ("io 等待占 12.5%", "cpu iowait"),
    ("软中断占 3.1%", "cpu softirq"),
    ("steal time was 3.1%", "cpu steal"),
])
def test_a_state_only_the_cpu_has_names_the_cpu_s_field(clause: str, name: str) -> None:
    assert names_field(clause, _field(name))


@pytest.mark.parametrize(("clause", "name"), [
    ("空闲 80.2%", "cpu idle"),  # the memory's free too
    ("user 占 12.5%", "cpu user"),  # a count of users too
    ("iowait 占 12.5%", "disk iowait"),  # no word of its own names the disk
])
def test_a_state_another_row_may_have_names_no_cpu_field(clause: str, name: str) -> None:
    assert not names_field(clause, _field(name))


@pytest.mark.parametrize(("clause", "hits", "misses"), [
    ("缓存命中 1234 次", True, False), ("缓存未命中 1234 次", False, True),
    ("缓存没命中 1234 次", False, False),  # a miss in other words: no field of its words
    ("缓存命中率 99.8%", False, False), ("cache hit rate 99.8%", False, False),  # a rate of hits
    ("cache hits: 1234", True, False), ("cache misses: 1234", False, True),
])
def test_a_hit_is_no_miss_and_a_hit_rate_no_count_of_hits(clause: str, hits: bool, misses: bool) -> None:
    assert names_field(clause, Field("keyspace_hits", ("keyspace", "hits"), "998877", "")) is hits
    assert names_field(clause, Field("keyspace_misses", ("keyspace", "misses"), "1234", "")) is misses


@pytest.mark.parametrize(("clause", "name", "named"), [
    ("somaxconn 为 1024", "net.core.somaxconn", True),  # a sysctl key without its namespace
    ("tcp_max_syn_backlog 设置为 4096", "net.ipv4.tcp_max_syn_backlog", True),
    ("the backlog is 1024", "net.ipv4.tcp_max_syn_backlog", False),  # a part of the last part
    ("count 为 5", "kafka.consumer.count", False),  # a last part of five characters or fewer
])
def test_a_dotted_name_is_named_by_its_last_part(clause: str, name: str, named: bool) -> None:
    assert names_field(clause, Field(name, tuple(name.replace(".", " ").replace("_", " ").split()), "4096",
                                     f"{name} = 4096")) is named


@pytest.mark.parametrize(("clause", "named"), [
    ("the pod is ready", True), ("pod 已经就绪", True),
    ("the pod is already running", False),  # `ready` is no word of `already`
])
def test_an_english_word_of_a_field_starts_a_word_of_the_clause(clause: str, named: bool) -> None:
    assert names_field(clause, Field("ready", ("ready",), "False", "    Ready:          False")) is named


@pytest.mark.parametrize(("clause", "named"), [
    ("db0 中有 120034 个 key 会过期", True), ("db0 has 120034 keys with an expiry", True),
    ("db0 有 120034 个 key", False),  # the keys, not those expiring
])
def test_redis_expires_counts_keys_named_with_a_word_of_expiring(clause: str, named: bool) -> None:
    expires = Field("expires", own_words("expires"), "120034", "db0:keys=1523401,expires=120034")
    assert names_field(clause, expires) is named


@pytest.mark.parametrize(("clause", "names"), [
    ("nginx 共处理了 16630948 个请求", ["requests"]),  # the noun a count counts, right after it
    ("the server handled 16630948 requests", ["requests"]),
    ("处理 16630948 请求", ["handled", "requests"]),  # no classifier between in Chinese: unsure
])
def test_the_noun_right_after_a_count_is_what_it_counts(clause: str, names: list[str]) -> None:
    fields = [Field(name, (name,), "16630948", "") for name in ("handled", "requests")]
    value = clause.index("16630948")
    assert [f.name for f in nearest(clause, (value, value + 8), fields)] == names


def test_the_field_whose_words_the_clause_writes_most_of_is_the_one_named() -> None:
    received = Field("packets received", ("packets", "received"), "673254", "")
    errors = Field("packet receive errors", ("packet", "receive", "errors"), "286461", "")
    clause = "udp 包接收错误 286461 次"
    assert names_field(clause, received) and names_field(clause, errors)
    assert most_specific([received, errors], clause) == [errors]
    assert most_specific([received, errors]) == [received, errors]  # no word of one holds the other's


@pytest.mark.parametrize(("clause", "named"), [
    ("有 789 次连接被重置", True),  # `received` left out
    ("收到 789 个包", False),  # `received` and `packets` alone: another field's words
])
def test_an_implied_word_may_be_left_out_beside_two_others(clause: str, named: bool) -> None:
    resets = Field("connection resets received", ("connection", "resets", "received"), "789", "")
    assert names_field(clause, resets) is named
