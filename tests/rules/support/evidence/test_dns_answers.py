"""How many addresses a name resolves to, against dig's answer
(gatekeeper.rules.support.evidence.dns_answers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.dns_answers import (
    answer_count_contradicted,
    answer_counts_held,
    record_ttls_held,
    ttl_contradicted,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

DIG = """; <<>> DiG 9.18.18 <<>> api.example.com
;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 4242
;; ANSWER SECTION:
api.example.com.	300	IN	A	10.0.3.21
api.example.com.	300	IN	A	10.0.3.22
api.example.com.	300	IN	AAAA	fd00::21"""


def contradicted(claim: str) -> bool:
    return answer_count_contradicted(claim, extract_anchors(claim), [DIG], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "api.example.com 只解析到一个 IPv4 地址", "api.example.com resolves to a single A record",
    "api.example.com 解析出 2 个 IPv6 地址", "域名解析到三个 A 记录",
    "api.example.com resolves to 2 addresses",
])
def test_another_count_of_records_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", [
    "api.example.com 解析到两个 A 记录", "api.example.com resolves to 3 addresses",
    "api.example.com 解析到一个 IPv6 地址", "api.example.com 解析正常",  # no count
    "之前 api.example.com 只解析到一个 A 记录",  # another time
])
def test_its_own_count_no_count_or_another_time_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_count_the_answer_holds_is_no_number_found_nowhere() -> None:
    claim = "api.example.com resolves to 3 addresses"
    three = next(a for a in extract_anchors(claim) if a.value == "3")
    assert answer_counts_held(claim, [three], [DIG]) == []


def ttl_contradicted_of(claim: str) -> bool:
    return ttl_contradicted(claim, extract_anchors(claim), [DIG], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "found"), [
    ("api.example.com 的 TTL 为 59", True), ("the TTL of api.example.com is 3600 seconds", True),
    ("api.example.com 的 TTL 为 300", False), ("api.example.com 的 TTL 是 300 秒", False),
    ("api.example.com 的 TTL 超过 60", False),  # a bound
])
def test_a_record_s_ttl_is_its_own(claim: str, found: bool) -> None:
    assert ttl_contradicted_of(claim) is found


def test_a_ttl_in_seconds_the_record_prints_bare_is_held() -> None:
    claim = "the TTL of api.example.com is 300 seconds"
    ttl = next(a for a in extract_anchors(claim) if a.kind == "number")
    assert record_ttls_held(claim, [ttl], [DIG]) == []
