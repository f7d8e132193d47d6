"""An address given one role (a DNS server, a name's answer, the default gateway) that its
evidence prints in another (gatekeeper.rules.support.evidence.address_roles)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.address_roles import address_role_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

NSLOOKUP = ("Server:\t\t10.0.0.2\nAddress:\t10.0.0.2#53\n\nNon-authoritative answer:\n"
            "Name:\tpay.internal.shop.com\nAddress: 10.2.3.4")
DIG = (";; ANSWER SECTION:\npay.internal.shop.com. 300 IN A 10.2.3.4\n\n"
       ";; Query time: 1 msec\n;; SERVER: 10.0.0.2#53(10.0.0.2) (UDP)")
ROUTE = ("default via 10.0.0.254 dev eth0 proto static\n"
         "10.0.0.0/24 dev eth0 proto kernel scope link src 10.0.0.5")
ROUTE_N = ("Kernel IP routing table\n"
           "Destination     Gateway         Genmask         Flags Metric Ref    Use Iface\n"
           "0.0.0.0         10.0.0.254      0.0.0.0         UG    100    0        0 eth0\n"
           "10.0.0.0        0.0.0.0         255.255.255.0   U     100    0        0 eth0")


def contradicted(claim: str, *texts: str) -> bool:
    return address_role_swapped(claim, extract_anchors(claim), list(texts), lambda line: []) is not None


@pytest.mark.parametrize(("claim", "texts"), [
    ("DNS 服务器为 10.2.3.4", [NSLOOKUP]), ("the DNS server is 10.2.3.4", [DIG]),
    ("pay.internal.shop.com 解析到 10.0.0.2", [NSLOOKUP]), ("the name resolves to 10.0.0.2", [DIG]),
    ("默认网关为 10.0.0.2", [NSLOOKUP, ROUTE]),  # the DNS server's
    ("默认网关为 10.0.0.5", [ROUTE]),  # the host's own `src`
])
def test_an_address_of_another_role_is_contradicted(claim: str, texts: list[str]) -> None:
    assert contradicted(claim, *texts)


@pytest.mark.parametrize(("claim", "texts"), [
    ("DNS 服务器为 10.0.0.2", [NSLOOKUP]), ("pay.internal.shop.com 解析到 10.2.3.4", [DIG]),
    ("默认网关为 10.0.0.254", [ROUTE]), ("the default gateway is 10.0.0.254", [ROUTE_N]),
    ("默认网关为 10.0.0.5", [NSLOOKUP]),  # no gateway printed
    ("pay.internal.shop.com 解析到 10.2.3.5",  # each answer
     [NSLOOKUP.replace("10.2.3.4", "10.2.3.4\nName:\tpay.internal.shop.com\nAddress: 10.2.3.5")]),
    ("DNS 服务器不是 10.2.3.4", [NSLOOKUP]),  # a denial
    ("DNS 服务器从 10.0.0.2 改为 10.0.0.3", [NSLOOKUP]),  # a change, two addresses
    ("10.0.0.5 的默认网关为 10.0.0.9", [ROUTE]),  # two addresses
    ("DNS 服务器为 10.9.9.9", [NSLOOKUP]),  # printed in no role: another check's
    ("API 网关 10.0.0.5 返回 502", [ROUTE]), ("支付网关为 10.0.0.5", [ROUTE]),  # an application's gateway
])
def test_an_address_of_its_role_or_unsure_is_not(claim: str, texts: list[str]) -> None:
    assert not contradicted(claim, *texts)
