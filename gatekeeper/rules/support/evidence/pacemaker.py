"""What a claim says of a resource or a node that Pacemaker's `crm_mon` (or `pcs status`) prints
otherwise: where a resource runs, whether it runs, whether a node is online, which node is the DC.

    * Current DC: node1 (version 2.1.2-ada5c3b36e2) - partition with quorum
    * Online: [ node1 node2 ]
    * OFFLINE: [ node3 ]
    * vip	(ocf::heartbeat:IPaddr2):	 Started node2
    * pgsql	(ocf::heartbeat:pgsql):	 Stopped

`vip 资源运行在 node1 上` (it runs on node2), `nginx 资源已停止` (started), `node1 处于离线状态`
(online) and `当前 DC 是 node2` passed: every name is the output's, and a resource's line is no
field nor table. Each resource's line gives its state and node, each node list its nodes'
state. A clause naming one resource and one node, with a word of running there (`运行在`, `位于`,
`started on`, `running on`), is read against the resource's node; naming one resource and saying
it stopped (`已停止`, `stopped`) or runs (`正在运行`, `已启动`, `running`, `started`), against
its state; naming one node and saying it is offline (`离线`, `下线`, `offline`) or online (`在线`,
`online`), against the list printing it; writing `DC` and one node, against `Current DC:`.
Unsure says nothing: two resources or nodes, a negator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache, partial
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, clause_around, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A name written whole (the name patterns are cached: `written.name_pattern`).
_named = partial(name_pattern, before="-.", after="-.")

#: What the reading needs (tool_outputs gates on them): the `):` ending a resource's agent, the
#: node lists' names and the DC's label.
PRINTED = ("):", "Online:", "OFFLINE:", "Standby:", "Current DC:")
STATES = ("Started", "Stopped", "FAILED", "Starting", "Stopping", "Promoted", "Unpromoted", "Master", "Slave")
_RESOURCE = compiled(r"^[ \t]*(?:\*[ \t]+)?(?P<name>[A-Za-z0-9_][\w.\-]*)[ \t]+\([\w:.\-]+\):[ \t]+"
                     rf"(?P<state>{'|'.join(STATES)})"
                     r"(?:[ \t]+(?P<node>[A-Za-z0-9][\w.\-]*))?[ \t]*$", re.MULTILINE)
_NODES = compiled(r"^[ \t]*(?:\*[ \t]+)?(?P<state>Online|OFFLINE|Standby):[ \t]*\[(?P<nodes>[^\]\n]*)\]",
                  re.MULTILINE)
_DC = compiled(r"Current DC:[ \t]*(?P<node>[A-Za-z0-9][\w.\-]*)")
#: The states a resource runs in (on its node).
_RUNS = frozenset({"Started", "Promoted", "Unpromoted", "Master", "Slave"})

_WHERE = compiled(r"运行在|运行于|启动在|启动于|位于|跑在"
                  r"|(?<![A-Za-z])(?i:(?:started|running|runs|active|located)\s+on)(?![A-Za-z])")
_RUNNING = {"stopped": compiled(r"已停止|停止了|被停止|(?<![A-Za-z])(?i:stopped)(?![A-Za-z])"),
            "running": compiled(r"正在运行|运行中|已启动|启动了"
                                r"|(?<![A-Za-z])(?i:running|started)(?![A-Za-z])")}
_ONLINE = {"offline": compiled(r"离线|下线|掉线|(?<![A-Za-z])(?i:offline)(?![A-Za-z])"),
           "online": compiled(r"(?<![不离])在线|(?<![A-Za-z])(?i:online)(?![A-Za-z])")}
_DC_SAID = compiled(r"(?<![A-Za-z])DC(?![A-Za-z])")


class Cluster(NamedTuple):
    resources: dict[str, tuple[str, str | None]]  # name -> (state, node)
    nodes: dict[str, str]  # name -> `Online`, `OFFLINE`, `Standby`
    dc: str | None


@lru_cache(maxsize=64)
def cluster(text: str) -> Cluster | None:
    """The resources, nodes and DC `text` prints; None for none."""
    resources = {m["name"]: (m["state"], m["node"]) for m in _RESOURCE.finditer(text)}
    nodes = {node: m["state"] for m in _NODES.finditer(text) for node in m["nodes"].split()}
    dc = _DC.search(text)
    if not resources and not nodes and dc is None:
        return None
    return Cluster(resources, nodes, dc["node"] if dc else None)


def cluster_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [what the status prints]) for the first node, state or DC the claim
    gives a resource or a node otherwise than its status (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    found = sole_reading(texts, PRINTED, cluster)
    if found is None:
        return None
    nodes = {*found.nodes, *(node for _, node in found.resources.values() if node), *filter(None, [found.dc])}
    for where in _WHERE.finditer(claim):
        low, high = clause_around(claim, where.start(), where.end())
        resource, node = _one(claim, low, high, found.resources), _one(claim, low, high, nodes)
        if resource and node and not NEGATOR_IN.search(claim, low, high):
            state, own = found.resources[resource]
            if state not in _RUNS or own != node:
                return _said(claim, low, high, where), [f"{resource} {state}{f' {own}' if own else ''}"]
    for kind, said, low, high in sole_kinds(claim, _RUNNING):
        resource = _one(claim, low, high, found.resources)
        if resource and (found.resources[resource][0] in _RUNS) != (kind == "running") \
                and not _one(claim, low, high, nodes) and not NEGATOR_IN.search(claim, low, high):
            state, own = found.resources[resource]
            return _said(claim, low, high, said), [f"{resource} {state}{f' {own}' if own else ''}"]
    for kind, said, low, high in sole_kinds(claim, _ONLINE):
        node = _one(claim, low, high, found.nodes)
        if (node and (found.nodes[node] == "OFFLINE") != (kind == "offline")
                and not NEGATOR_IN.search(claim, low, high)):
            return _said(claim, low, high, said), [f"{node} {found.nodes[node]}"]
    for said in _DC_SAID.finditer(claim) if found.dc else ():
        low, high = clause_around(claim, said.start(), said.end())
        node = _one(claim, low, high, nodes)
        if node and node != found.dc and not NEGATOR_IN.search(claim, low, high):
            return _said(claim, low, high, said), [f"Current DC: {found.dc}"]
    return None


def _one(claim: str, low: int, high: int, names: Sequence[str] | Mapping[str, object] | set[str]
         ) -> str | None:
    """The one of `names` the clause writes whole; None for none or several."""
    named = [name for name in names if _named(name).search(claim, low, high)]
    return named[0] if len(named) == 1 else None


def _said(claim: str, low: int, high: int, said: re.Match[str]) -> Anchor:
    return Anchor("state", said.group(), claim[low:high].strip(), low, high)

