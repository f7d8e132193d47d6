"""A route's gateway, device or link against `ip route` (gatekeeper.rules.support.evidence.routes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.routes import Route, route_contradicted, routes
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

ROUTES = ("default via 10.0.0.1 dev eth0 proto dhcp src 10.0.0.12 metric 100\n"
          "10.0.0.0/24 dev eth0 proto kernel scope link src 10.0.0.12 metric 100\n"
          "172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown\n"
          "192.168.50.0/24 via 10.0.0.254 dev eth1")


def contradicted(claim: str) -> bool:
    return route_contradicted(claim, extract_anchors(claim), [ROUTES], extract_anchors) is not None


def test_each_destination_s_gateway_device_and_link_are_read() -> None:
    assert routes(ROUTES) == {"default": Route("10.0.0.1", "eth0", False),
                              "10.0.0.0/24": Route(None, "eth0", False),
                              "172.17.0.0/16": Route(None, "docker0", True),
                              "192.168.50.0/24": Route("10.0.0.254", "eth1", False)}
    assert routes(f"{ROUTES}\n{ROUTES}") == {}  # a destination printed twice: two tables


@pytest.mark.parametrize("claim", [
    "192.168.50.0/24 经由 10.0.0.1 路由",  # the default's gateway
    "到 192.168.50.0/24 的路由走 eth0", "eth0 处于 linkdown 状态",  # docker0's link
    "默认路由经由 10.0.0.254", "the default route goes via 10.0.0.254", "默认网关是 10.0.0.254",
    "the default gateway is 10.0.0.254", "默认路由走 eth1", "10.0.0.0/24 走 docker0",
    "172.17.0.0/16 的下一跳是 10.0.0.1", "eth1 is linkdown",
])
def test_another_gateway_device_or_link_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [ROUTES], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "192.168.50.0/24 经由 10.0.0.254 路由", "到 192.168.50.0/24 的路由走 eth1", "docker0 处于 linkdown 状态",
    "默认路由经由 10.0.0.1", "默认路由走 eth0", "10.0.0.0/24 走 eth0",
    "192.168.50.0/24 经由 10.0.0.1 或 10.0.0.254",  # two gateways
    "默认路由走 eth0 或 eth1", "eth0 和 eth1 处于 linkdown 状态",  # two devices
    "192.168.50.0/24 和 10.0.0.0/24 都走 eth0",  # two destinations
    "192.168.50.0/24 不经由 10.0.0.1", "到 192.168.50.0/24 的路由没有走 eth0",  # a negator
    "eth0 不是 linkdown 状态", "eth0 is not linkdown",
    "192.168.50.0/24 is 10.0.0.1",  # no word of a gateway
    "10.9.0.0/16 经由 10.0.0.1", "192.168.50.0/240 经由 10.0.0.1",  # a destination the routes print nowhere
])
def test_its_own_route_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_a_route_s_device_gives_nothing() -> None:
    claim = "192.168.50.0/24 经由 10.0.0.1 路由"
    text = "192.168.50.0/24 via 10.0.0.254 on eth1"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
