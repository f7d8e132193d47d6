"""A count a claim gives an upstream cluster otherwise than Envoy's `/stats` prints it.

`payments 上游超时 132 次` citing Envoy's stats, whose `cluster.outbound|8080||payments.default.svc.
cluster.local.upstream_rq_timeout: 17` and `...upstream_rq_5xx: 132`: the number is the output's
and the stat's name is one word of many, so nothing was missing or contradicted. A clause naming
one cluster (its name, its service's host name or that host's first label: `payments`) and one
stat by its words (`5xx`; `超时`, `timeout`; `连接失败`, `connect fail`; `重试`, `retries`; `熔断`,
`overflow`; `活跃连接`, `active connections`; `总请求`, `total requests`) gives it the number right
before or after the words: another number than the stat's contradicts it, and so does a denial
(`没有 5xx`, `no retries`) of a count above 0. Unsure says nothing:
two clusters or stats in the clause, a bound, an approximation, values given `respectively`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import (
    APPROX,
    BOUND,
    DENIED_BEFORE,
    RESPECTIVELY,
    clause_around,
    number_beside,
)
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_STAT = compiled(r"^cluster\.(?P<cluster>[^\s:]+?)\.(?P<stat>upstream_(?:rq|cx)_[a-z0-9_]+)[ \t]*:[ \t]*"
                 r"(?P<value>\d+)[ \t]*$", re.MULTILINE)
#: A stat's words in a claim -> its name.
_SAID = compiled(r"(?P<upstream_rq_5xx>(?<![A-Za-z0-9])5xx(?![A-Za-z0-9]))"
                 r"|(?P<upstream_rq_4xx>(?<![A-Za-z0-9])4xx(?![A-Za-z0-9]))"
                 r"|(?P<upstream_rq_timeout>超时|(?<![A-Za-z])(?i:timeouts?|timed\s+out)(?![A-Za-z]))"
                 r"|(?P<upstream_cx_connect_fail>连接失败"
                 r"|(?<![A-Za-z])(?i:connect(?:ion)?\s+fail\w*)(?![A-Za-z]))"
                 r"|(?P<upstream_rq_retry>重试|(?<![A-Za-z])(?i:retries|retry)(?![A-Za-z]))"
                 r"|(?P<upstream_rq_pending_overflow>熔断|(?<![A-Za-z])(?i:overflows?)(?![A-Za-z]))"
                 r"|(?P<upstream_cx_active>活跃连接|(?<![A-Za-z])(?i:active\s+connections)(?![A-Za-z]))"
                 r"|(?P<upstream_rq_total>总请求|(?<![A-Za-z])(?i:total\s+requests)(?![A-Za-z]))",
                 re.IGNORECASE)


@lru_cache(maxsize=64)
def cluster_stats(text: str) -> dict[str, dict[str, tuple[int, str]]]:
    """Each cluster's stats: its name -> stat -> (value, line)."""
    found: dict[str, dict[str, tuple[int, str]]] = {}
    for m in _STAT.finditer(text):
        found.setdefault(m.group("cluster"), {})[m.group("stat")] = (int(m.group("value")), m.group())
    return found


def _names(cluster: str) -> tuple[str, ...]:
    """How a claim names a cluster: as printed, its host (`payments.default.svc.cluster.local`
    of `outbound|8080||...`) and that host's first label."""
    host = cluster.rpartition("|")[2]
    return tuple(dict.fromkeys((cluster, host, host.partition(".")[0])))


def envoy_stat_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's number, [the stat's line]) for the first count the claim gives a cluster's
    stat otherwise (see the module docstring)."""
    del anchors, anchors_of  # the stats are read as printed
    clusters: dict[str, dict[str, tuple[int, str]]] = {}
    for text in dict.fromkeys(texts):
        if "cluster." in text and "upstream_" in text:
            clusters.update(cluster_stats(text))
    for said in _SAID.finditer(claim) if clusters else ():
        low, high = clause_around(claim, said.start(), said.end())
        named = {name for name in clusters if any(
            name_pattern(n, before=".-|", after="-").search(claim, low, high) for n in _names(name))}
        stats = {m.lastgroup for m in _SAID.finditer(claim, low, high)}
        if len(named) != 1 or len(stats) != 1 or BOUND.search(claim, low, high) \
                or APPROX.search(claim, low, high) or RESPECTIVELY.search(claim, low, high):
            continue
        printed = clusters[named.pop()].get(str(said.lastgroup))
        if printed is not None and printed[0] and DENIED_BEFORE.search(claim, low, said.start()):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                repr(clipped(printed[1], 110))]  # `没有 5xx` of a count above 0
        number = number_beside(claim, low, said.start(), said.end(), high)
        if printed is None or number is None or "." in number.group("n") \
                or int(number.group("n")) == printed[0]:
            continue
        start, end = number.span("n")
        return Anchor("number", number.group("n"), claim[start:end], start, end), [
            repr(clipped(printed[1], 110))]
    return None
