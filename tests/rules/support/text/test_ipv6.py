"""IPv6 addresses (`text/anchors/ipv6.py`): kind `ip`, compressed, with a port in brackets."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.ipv6 import host_of


@pytest.mark.parametrize(("text", "value"), [
    ("dial tcp [2001:db8:85a3::8a2e:370:7334]:5432: connect", "[2001:db8:85a3::8a2e:370:7334]:5432"),
    ("to 2001:db8::1: refused", "2001:db8::1"), ("2001:0DB8:0:0:0:0:0:1", "2001:db8::1"),
    ("peer fe80::1%eth0 down", "fe80::1%eth0"), ("[2001:db8::1] timed out", "2001:db8::1"),
    ("服务监听在 ::1 的 8080 端口", "::1"), ("inet6 ::1/128 scope host", "::1"), ("addr ::ab:1", "::ab:1"),
])
def test_an_ipv6_address_is_one_ip(text: str, value: str) -> None:
    assert [(a.kind, a.value) for a in extract_anchors(text) if a.kind == "ip"] == [("ip", value)]


@pytest.mark.parametrize("text", ["10:15:30", "std::vector", "12:00-13:00", "1:2:3:4:5:6:7:8:9",
                                  "输出显示：:11,443 - WARN", "Foo::Bar"])  # a clock cut after its hour
def test_no_ipv6_address(text: str) -> None:
    assert [a for a in extract_anchors(text, include_timestamps=True) if a.kind == "ip"] == []


@pytest.mark.parametrize(("value", "host"), [
    ("10.0.0.1:8080", "10.0.0.1"), ("10.0.0.1", None), ("[2001:db8::1]:5432", "2001:db8::1"),
    ("2001:db8::1", None),
])
def test_the_address_of_an_endpoint(value: str, host: str | None) -> None:
    assert host_of(value) == host
