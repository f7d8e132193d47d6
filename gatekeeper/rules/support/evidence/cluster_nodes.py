"""What a claim says of a node that Redis' `CLUSTER NODES` prints otherwise: its role, whether it
failed, whether its link is up, the slots it serves.

    67ed2db8… 10.0.0.12:30002@31002 master - 0 1426238316232 2 connected 5461-10922
    07c37dfe… 10.0.0.11:30004@31004 slave e7d1eecc… 0 1426238317239 4 connected
    824fe116… 10.0.0.15:30006@31006 master,fail - 1426238316000 1426238315000 6 disconnected

(a node's id and its master's are forty hex digits, cut here).

`10.0.0.11:30004 是 master 节点`, `10.0.0.13:30003 处于 fail 状态` and `10.0.0.12 负责槽位
10923-16383` (another master's) passed: the words and values are the output's, and a row of
cells with no header is no table. Each row gives a node's flags, link and slots. A clause naming
one node (its address with its port, or without when one node has that address) and saying one
role (`主节点`, `master`, `primary`; `从节点`, `slave`, `replica`), failure (`故障`, `fail`) or
link (`断开`, `disconnected`; `已连接`, `connected`) is read against its row's; a slot range it
writes (`10923-16383`) against the node's ranges. Unsure says nothing: two nodes or words of a
kind in a clause, a negator, a bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, NEGATOR_IN, clause_around, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

#: every row's link state holds it: what the reading needs (tool_outputs gates on it)
LINK = "connected"
_ROW = compiled(r"^[0-9a-f]{40} (?P<address>[\d.]+:\d+)(?:@\d+)?(?:,\S*)? (?P<flags>[\w,?\-]+)"
                r" (?:[0-9a-f]{40}|-) \d+ \d+ \d+ (?P<link>connected|disconnected)"
                r"(?P<slots>(?: [\d\-\[\]<>]+)*)[ \t]*$", re.MULTILINE)
_KINDS = ({"master": compiled(r"主节点|(?<![A-Za-z])(?i:master|primary)(?![A-Za-z])"),
           "slave": compiled(r"从节点|副本节点|(?<![A-Za-z])(?i:slave|replica)(?![A-Za-z])")},
          {"fail": compiled(r"故障|(?<![A-Za-z])(?i:fail|failed|failing)(?![A-Za-z])")},
          {"disconnected": compiled(r"断开|断连|(?<![A-Za-z])(?i:disconnected)(?![A-Za-z])"),
           "connected": compiled(r"(?<!断开)(?<!未)已连接|连接正常|(?<![A-Za-z])connected(?![A-Za-z])")})
_SLOTS = compiled(r"(?<![\d\-])\d{1,5}-\d{1,5}(?![\d\-])")


class Node(NamedTuple):
    flags: frozenset[str]
    link: str
    slots: tuple[str, ...]


@lru_cache(maxsize=64)
def cluster_nodes(text: str) -> dict[str, Node]:
    """Each node's row, by its address with its port."""
    return {m["address"]: Node(frozenset(m["flags"].split(",")), m["link"], tuple(m["slots"].split()))
            for m in _ROW.finditer(text)}


def cluster_node_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                              anchors_of: Callable[[str], Sequence[Anchor]]
                              ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the node's row]) for the first role, failure, link or slot range
    the claim gives a node otherwise than its row (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    nodes = sole_reading(texts, (LINK,), cluster_nodes)
    if not nodes:
        return None
    for kinds in _KINDS:
        for kind, said, low, high in sole_kinds(claim, kinds):
            address = _one(claim, low, high, nodes)
            if address is None or NEGATOR_IN.search(claim, low, high):
                continue
            node = nodes[address]
            # (a node only suspected, `fail?`, may be said failed: unsure)
            holds = node.link == kind if kind.endswith("connected") else bool({kind, f"{kind}?"} & node.flags)
            if not holds:
                return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                    _row(address, node)]
    for said in _SLOTS.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        address = _one(claim, low, high, nodes)
        if address is not None and said.group() not in nodes[address].slots \
                and not BOUND.search(claim, low, high) and not NEGATOR_IN.search(claim, low, high) \
                and len(_SLOTS.findall(claim, low, high)) == 1:
            start, end = said.span()
            return Anchor("identifier", said.group(), said.group(), start, end), [
                _row(address, nodes[address])]
    return None


def _row(address: str, node: Node) -> str:
    return " ".join([address, ",".join(sorted(node.flags)), node.link, *node.slots])


def _one(claim: str, low: int, high: int, nodes: dict[str, Node]) -> str | None:
    """The one node the clause names, by its address with its port, or by its address alone
    when one node has it; None for none or several."""
    named = {address for address in nodes if _written(address).search(claim, low, high)}
    for host in {address.rpartition(":")[0] for address in nodes}:
        having = [address for address in nodes if address.rpartition(":")[0] == host]
        if len(having) == 1 and _written(host).search(claim, low, high):
            named.add(having[0])
    return named.pop() if len(named) == 1 else None


@lru_cache(maxsize=256)
def _written(address: str) -> re.Pattern[str]:
    """An address written whole (`10.0.0.1` is not in `10.0.0.15`, nor `10.0.0.1:3000` in `:30001`)."""
    return re.compile(rf"(?<![\d.:]){re.escape(address)}(?![\d]|\.\d|:\d)")
