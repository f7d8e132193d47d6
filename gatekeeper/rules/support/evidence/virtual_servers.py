"""A weight or connection count a claim gives one of `ipvsadm -Ln`'s real servers that the listing
prints otherwise.

    Prot LocalAddress:Port Scheduler Flags
      -> RemoteAddress:Port           Forward Weight ActiveConn InActConn
    TCP  10.0.0.100:80 rr
      -> 10.0.0.11:80                 Route   1      120        3

`10.0.0.12:80 的活跃连接数为 120` (10.0.0.11's): every value is the output's, so nothing was
missing or contradicted. Each real server's row is read under its virtual service. A clause
naming one real server (its address and port, or its address when no other row has it) and one
column (`活跃连接`, `active connections`, `ActiveConn`; `非活跃`, `不活跃`, `inactive`,
`InActConn`; `权重`, `weight`) with one bare number gives that server's column that count:
another than the row's contradicts it. Unsure says nothing: two columns, servers or numbers in a
clause, a bound, a change or an approximation, a server under two virtual services.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_ROW = compiled(r"^[ \t]*->[ \t]+(?P<server>[\w.:\[\]\-]+)[ \t]+(?:Route|Masq|Tunnel|Local|Bypass)[ \t]+"
                r"(?P<weight>\d+)[ \t]+(?P<active>\d+)[ \t]+(?P<inactive>\d+)[ \t]*$", re.MULTILINE)
_COLUMNS = {"inactive": compiled(r"[非不]活跃|[非不]活动|(?<![A-Za-z])(?i:inactive|inactconn)(?![A-Za-z])"),
            "active": compiled(r"(?<![非不])活跃|(?<![非不])活动连接"
                               r"|(?<![A-Za-z])(?i:active|activeconn)(?![A-Za-z])"),
            "weight": compiled(r"权重|(?<![A-Za-z])(?i:weights?)(?![A-Za-z])")}
#: A bare count (no unit, no share).
_SAID = compiled(r"(?<![A-Za-z0-9_.:])(?P<n>\d+)(?![\d.:%])")

#: A real server's row: {column: count as printed}.
Row = dict[str, str]


@lru_cache(maxsize=64)
def real_servers(text: str) -> dict[str, Row]:
    """Each real server's weight and connections (none listed under two virtual services)."""
    return printed_once((m["server"], {column: m[column] for column in ("weight", "active", "inactive")})
                        for m in _ROW.finditer(text))


def server_count_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                              anchors_of: Callable[[str], Sequence[Anchor]]
                              ) -> tuple[Anchor, list[str]] | None:
    """(the count the claim writes, [the server's row]) for the first count the claim gives a real
    server's column otherwise than its row (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    listed = sole_reading(texts, ("->",), real_servers)
    if not listed:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        columns = [column for column, words in _COLUMNS.items() if words.search(claim, low, high)]
        named = _named(claim, low, high, listed)
        if len(columns) == 1 and named is not None and listed[named][columns[0]] != said["n"]:
            return said_number(claim, said), [f"{named} {columns[0]} {listed[named][columns[0]]}"]
    return None


def _named(claim: str, low: int, high: int, listed: dict[str, Row]) -> str | None:
    """The one real server the clause names: its address and port, or its address alone when
    no other listed server has that address."""
    named = {server for server in listed if name_pattern(server, ".", ".:").search(claim, low, high)}
    if not named:
        hosts = {server: server.rpartition(":")[0] for server in listed}
        named = {server for server, host in hosts.items() if list(hosts.values()).count(host) == 1
                 and name_pattern(host, ".", ".:").search(claim, low, high)}
    return next(iter(named)) if len(named) == 1 else None
