"""What a claim says of an OSD that `ceph osd tree` prints otherwise: its status, reweight, device
class and host.

    ID  CLASS  WEIGHT   TYPE NAME       STATUS  REWEIGHT  PRI-AFF
    -3         2.72888      host ceph-1
     0    hdd  0.90959          osd.0       up   1.00000  1.00000
     1    hdd  0.90959          osd.1     down         0  1.00000
    -5         2.72888      host ceph-2
     3    ssd  0.90959          osd.3       up   0.85000  1.00000

`osd.2 处于 down 状态`, `osd.0 的 reweight 为 0.85` (osd.3's), `osd.1 位于 ceph-2 主机上` and `osd.2 是
ssd` passed: every word is the output's, and a tree's rows, indented under their host, made no
table. Each OSD's row gives its status, reweight and class, and the host row above it its host.
A clause naming one OSD (`osd.3`) and one status (`up`, `在线`; `down`, `宕机`, `离线`), a
reweight (a number after `reweight`, `权重`), a device class (`hdd`, `ssd`, `nvme`) or a host of
the tree is read against the OSD's. Unsure says nothing: two OSDs, states, classes or hosts in a
clause, a negator, a bound or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled

OSD = "osd."  # every OSD's row names it: what the reading needs (tool_outputs gates on it)
_OSD_ROW = compiled(r"^[ \t]*(?P<id>\d+)[ \t]+(?:(?P<cls>[a-z]+)[ \t]+)?[\d.]+[ \t]+(?P<name>osd\.\d+)[ \t]+"
                    r"(?P<status>up|down|destroyed)[ \t]+(?P<reweight>\d+(?:\.\d+)?)(?:[ \t]+[\d.]+)?[ \t]*$")
_HOST_ROW = compiled(r"^[ \t]*-\d+[ \t]+(?:[a-z]+[ \t]+)?[\d.]+[ \t]+host[ \t]+(?P<host>[\w.\-]+)[ \t]*$")
_OSD_SAID = compiled(r"(?<![A-Za-z0-9_.])osd\.\d+(?![A-Za-z0-9_.])", re.IGNORECASE)
_STATUS = {"down": compiled(r"宕机|离线|下线|挂了|(?<![A-Za-z])(?i:down)(?![A-Za-z])"),
           "up": compiled(r"(?<![不离])在线|(?<![A-Za-z])(?i:up)(?![A-Za-z])")}
_CLASS = compiled(r"(?<![A-Za-z])(?P<cls>hdd|ssd|nvme)(?![A-Za-z])", re.IGNORECASE)
_REWEIGHT = compiled(r"(?:reweight|权重)(?:\s+of\s+osd\.\d+)?"
                     r"\s*(?:为|是|=|:|：|is|of)?\s*(?P<n>\d+(?:\.\d+)?)", re.IGNORECASE)


class Osd(NamedTuple):
    status: str
    reweight: str
    cls: str
    host: str


@lru_cache(maxsize=64)
def osd_tree(text: str) -> dict[str, Osd]:
    """Each OSD's row of the tree, by its name (`osd.3`), with the host it is under."""
    found: dict[str, Osd] = {}
    host = ""
    for line in text.split("\n"):
        if (bucket := _HOST_ROW.match(line)) is not None:
            host = bucket["host"]
        elif (row := _OSD_ROW.match(line)) is not None:
            found[row["name"]] = Osd(row["status"], row["reweight"], row["cls"] or "", host)
    return found


def osd_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the OSD's row]) for the first status, reweight, class or host the
    claim gives an OSD otherwise than the tree (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    osds = sole_reading(texts, (OSD,), osd_tree)
    if not osds:
        return None
    hosts = {osd.host for osd in osds.values() if osd.host}
    for said in _OSD_SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        own = osds.get(said.group().lower())
        if own is None or len(_OSD_SAID.findall(claim, low, high)) > 1 or any(
                words.search(claim, low, high) for words in (NEGATOR_IN, APPROX, BOUND)):
            continue
        found = _contradiction(claim[low:high], own, hosts)
        if found is not None:
            return Anchor("state", found, claim[low:high].strip(), low, high), [
                (f"{said.group().lower()} {own.status} reweight {own.reweight} "
                 f"{own.cls} host {own.host}").strip()]
    return None


def _contradiction(clause: str, own: Osd, hosts: set[str]) -> str | None:
    """What the clause says of the OSD that its row does not, if anything."""
    statuses = [status for status, words in _STATUS.items() if words.search(clause)]
    if len(statuses) == 1 and statuses[0] != own.status and own.status in _STATUS:
        return statuses[0]
    classes = {m["cls"].lower() for m in _CLASS.finditer(clause)}
    if len(classes) == 1 and own.cls and classes != {own.cls}:
        return classes.pop()
    named = [host for host in hosts
             if re.search(rf"(?<![A-Za-z0-9_.\-]){re.escape(host)}(?![A-Za-z0-9_\-]|\.[A-Za-z0-9_])", clause)]
    if len(named) == 1 and named[0] != own.host and own.host:
        return named[0]
    weights: list[str] = _REWEIGHT.findall(clause)
    if len(weights) == 1 and Decimal(weights[0]) != Decimal(own.reweight):
        return weights[0]
    return None
