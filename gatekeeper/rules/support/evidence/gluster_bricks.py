"""What a claim says of a GlusterFS brick that `gluster volume status` prints otherwise: whether
it is online, its port, its pid.

    Gluster process                             TCP Port  RDMA Port  Online  Pid
    Brick server1:/data/brick1/gv0              49152     0          Y       1234
    Brick server2:/data/brick1/gv0              N/A       N/A        N       N/A

`server1 的 brick 不在线` and `server2 上的 brick 在线` passed: the servers are the output's and the
`Y`/`N` no word of a claim's. Each brick's row gives its online state, TCP port and pid. A clause
naming one brick (its server and path, or its server when the server has one brick) and saying
it is online (`在线`, `online`) or not (`不在线`, `离线`, `offline`), or giving it a port (`端口`,
`port`) or a pid, is read against its row. Unsure says nothing: two bricks or states in a clause,
another negator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NO_NEGATOR, clause_around, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

BRICK = "Brick "  # every brick's row starts with it: what the reading needs (tool_outputs gates on it)
_ROW = compiled(r"^Brick (?P<host>[\w.\-]+):(?P<path>/\S+)[ \t]+(?P<port>\d+|N/A)[ \t]+(?:\d+|N/A)[ \t]+"
                r"(?P<online>[YN])[ \t]+(?P<pid>\d+|N/A)[ \t]*$", re.MULTILINE)
_ONLINE = {"N": compiled(r"不在线|离线|下线|(?<![A-Za-z])(?i:offline|down)(?![A-Za-z])"),
           "Y": compiled(r"(?<![不离下])在线|(?<![A-Za-z])(?i:online)(?![A-Za-z])")}
_VALUE = compiled(r"(?P<what>端口|(?<![A-Za-z])(?i:port)|(?<![A-Za-z])(?i:pid)|进程号)"
                  r"\s*(?:为|是|=|:|：|is)?\s*(?P<n>\d+)(?![\d.])")
_NEGATOR = compiled(r"[没未非无]|(?<![A-Za-z])(?i:not|never|no)(?![A-Za-z])|n't|不(?!在线)")


class Brick(NamedTuple):
    host: str
    online: str
    port: str
    pid: str


@lru_cache(maxsize=64)
def bricks(text: str) -> dict[str, Brick]:
    """Each brick's row, by `server:/path`."""
    return {f"{m['host']}:{m['path']}": Brick(m["host"], m["online"], m["port"], m["pid"])
            for m in _ROW.finditer(text)}


def brick_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the brick's row]) for the first state, port or pid the claim gives a
    brick otherwise than its row (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    found = sole_reading(texts, (BRICK,), bricks)
    if not found:
        return None
    for state, said, low, high in sole_kinds(claim, _ONLINE, NO_NEGATOR):
        brick = _one(claim, low, high, found)
        if brick is not None and found[brick].online != state and not _NEGATOR.search(claim, low, high):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                _row(brick, found[brick])]
    for said in _VALUE.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        brick = _one(claim, low, high, found)
        if brick is None or len(_VALUE.findall(claim, low, high)) > 1 or _NEGATOR.search(claim, low, high):
            continue
        own = (found[brick].port if said["what"] in ("端口",) or said["what"].lower() == "port"
               else found[brick].pid)
        if said["n"] != own:
            start, end = said.span("n")
            return Anchor("number", said["n"], claim[start:end], start, end), [_row(brick, found[brick])]
    return None


def _row(name: str, brick: Brick) -> str:
    return f"Brick {name} port {brick.port} online {brick.online} pid {brick.pid}"


def _one(claim: str, low: int, high: int, found: dict[str, Brick]) -> str | None:
    """The one brick the clause names, by `server:/path`, or by its server when it has one brick."""
    named = {name for name in found if name in claim[low:high]}
    for host in {brick.host for brick in found.values()}:
        having = [name for name, brick in found.items() if brick.host == host]
        if len(having) == 1 and _host(host).search(claim, low, high):
            named.add(having[0])
    return named.pop() if len(named) == 1 else None


@lru_cache(maxsize=256)
def _host(host: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_.\-]){re.escape(host)}(?![A-Za-z0-9_\-]|\.[A-Za-z0-9_])")
