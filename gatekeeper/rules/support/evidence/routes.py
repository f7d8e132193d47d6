"""What a claim says of a route that `ip route` prints otherwise: its gateway, its device, a
device's link down.

    default via 10.0.0.1 dev eth0 proto dhcp src 10.0.0.12 metric 100
    172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown
    192.168.50.0/24 via 10.0.0.254 dev eth1

`192.168.50.0/24 经由 10.0.0.1 路由` (the default's gateway), `到 192.168.50.0/24 的路由走 eth0`
and `eth0 处于 linkdown 状态` (docker0's) passed: the addresses and devices are the output's, and
a route's line is no field nor table. Each line gives a destination (`default`: `默认路由`,
`default route`) its gateway and device. A clause naming one destination and one address with a
word of a gateway (`经由`, `via`, `网关`, `gateway`, `下一跳`, `next hop`), or one device of the
routes, is read against the route; a clause naming one device and saying its link is down
(`linkdown`), against the routes on it. Unsure says nothing: two destinations, gateways or
devices in a clause, a negator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: every route's line names its device: what the reading needs (tool_outputs gates on it)
DEV = " dev "
_ROUTE = compiled(r"^(?P<dest>default|\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)"
                  r"(?: via (?P<via>\d{1,3}(?:\.\d{1,3}){3}))? dev (?P<dev>[\w.\-@]+)(?P<rest>[^\n]*)$",
                  re.MULTILINE)
_DEFAULT_SAID = compiled(r"默认路由|默认网关|(?<![A-Za-z])(?i:default\s+(?:route|gateway))(?![A-Za-z])")
_VIA_SAID = compiled(r"经由|经过|网关|下一跳|(?<![A-Za-z])(?i:via|gateway|next\s+hop)(?![A-Za-z])")
_LINKDOWN = compiled(r"(?<![A-Za-z])(?i:linkdown)(?![A-Za-z])")
_ADDRESS = compiled(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]|/\d)")


class Route(NamedTuple):
    via: str | None
    dev: str
    down: bool


@lru_cache(maxsize=64)
def routes(text: str) -> dict[str, Route]:
    """Each destination's route (`default` too); nothing when one is printed twice (two tables)."""
    lines = [(m["dest"], Route(m["via"], m["dev"], _LINKDOWN.search(m["rest"]) is not None))
             for m in _ROUTE.finditer(text)]
    found = dict(lines)
    return found if len(found) == len(lines) else {}


def route_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the route]) for the first gateway, device or link the claim gives a
    route otherwise than `ip route` (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    table = sole_reading(texts, (DEV,), routes)
    if not table:
        return None
    devices = {route.dev for route in table.values()}
    for mark in (*_DEFAULT_SAID.finditer(claim), *_destinations(claim, table)):
        low, high = clause_around(claim, mark.start(), mark.end())
        named = [dest for dest in table if _names(claim, low, high, dest)]
        if len(named) != 1 or NEGATOR_IN.search(claim, low, high):
            continue
        route = table[named[0]]
        vias = [a for a in _ADDRESS.findall(claim, low, high) if a != named[0].partition("/")[0]]
        said_devs = [dev for dev in devices if _device(dev).search(claim, low, high)]
        if len(vias) == 1 and _VIA_SAID.search(claim, low, high) and vias[0] != route.via:
            return _said(claim, low, high, vias[0]), [_line(named[0], route)]
        if len(said_devs) == 1 and said_devs[0] != route.dev:
            return _said(claim, low, high, said_devs[0]), [_line(named[0], route)]
    for mark in _LINKDOWN.finditer(claim):
        low, high = clause_around(claim, mark.start(), mark.end())
        said_devs = [dev for dev in devices if _device(dev).search(claim, low, high)]
        if len(said_devs) == 1 and not NEGATOR_IN.search(claim, low, high) and not any(
                route.down for route in table.values() if route.dev == said_devs[0]):
            down = sorted({route.dev for route in table.values() if route.down})
            return _said(claim, low, high, said_devs[0]), [
                f"{said_devs[0]} routes up; linkdown: {', '.join(down)}"]
    return None


def _destinations(claim: str, table: dict[str, Route]) -> list[re.Match[str]]:
    return [m for dest in table if dest != "default" for m in _written(dest).finditer(claim)]


def _names(claim: str, low: int, high: int, dest: str) -> bool:
    if dest == "default":
        return _DEFAULT_SAID.search(claim, low, high) is not None
    return _written(dest).search(claim, low, high) is not None


def _said(claim: str, low: int, high: int, value: str) -> Anchor:
    return Anchor("state", value, claim[low:high].strip(), low, high)


def _line(dest: str, route: Route) -> str:
    return (f"{dest}{f' via {route.via}' if route.via else ''} dev {route.dev}"
            f"{' linkdown' if route.down else ''}")


@lru_cache(maxsize=256)
def _written(dest: str) -> re.Pattern[str]:
    """A destination written whole (`10.0.0.0/24` is not in `10.0.0.0/240`, nor `10.0.0.1` in `10.0.0.15`)."""
    return re.compile(rf"(?<![\d.]){re.escape(dest)}(?![\d]|\.\d|/\d)")


@lru_cache(maxsize=256)
def _device(dev: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_.\-]){re.escape(dev)}(?![A-Za-z0-9_\-]|\.\d)")
