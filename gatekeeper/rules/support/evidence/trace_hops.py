"""A hop of a path a claim gives another latency than `traceroute` prints for it, or says timed
out while it answered (or answered while it timed out).

`第 2 跳延迟约 2.5 ms` citing traceroute, whose hop 2 answers in `1.203 ms  1.188 ms  1.170 ms`
and hop 3 in 2.5 ms: the value is the output's and the hop's number is no anchor, so nothing was
missing or contradicted; `第 3 跳出现超时` over a hop of three times passed too. A clause naming
one hop, by its number (`第 3 跳`, `hop 3`) or a name its line prints (its host or address), and
writing a latency in milliseconds (its approximation and precision written: `precision.tolerance`)
that none of the hop's times, nor their mean, is, contradicts it; one saying it timed out (`超时`,
`无响应`, `timed out`, `no response`) is contradicted by a hop of no `*`, one saying it answered
(`有响应`, `responded`) by a hop of `* * *`. Only an output echoing traceroute's header is read
(`traceroute to ...`). Unsure says nothing: two hops, a bound (`超过 5 ms`), a denial, values given
`respectively`, a hop printed twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.hops import named_hop
from gatekeeper.rules.support.evidence.precision import tolerance
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, RESPECTIVELY, clause_around, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

HEADER = ("traceroute to ", "traceroute6 to ")
#: A hop's line: its number, then names, times and `*`s (`2  gw (10.1.0.1)  1.203 ms  *  1.170 ms`).
_HOP = compiled(r"^[ \t]*(?P<hop>\d{1,2})[ \t]+(?P<rest>[^\n]*)$", re.MULTILINE)
_TIME = compiled(r"(?<![\w.])(?P<ms>\d+(?:\.\d+)?)[ \t]*ms(?![A-Za-z])")
_STAR = compiled(r"(?<!\S)\*(?!\S)")
_NAME = compiled(r"(?<![\w.\-])(?:[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)+|\d{1,3}(?:\.\d{1,3}){3})(?![\w\-])")
#: What a clause says of a hop's answer.
_SAID = {"timeout": compiled(r"超时|无响应|没有响应|未响应|不响应|无应答|没有应答|丢包"
                             r"|(?<![A-Za-z])(?:timed?[\s-]*out|no\s+(?:response|reply)|unresponsive"
                             r"|(?:did\s+not|didn't|does\s+not|doesn't)\s+(?:respond|answer|reply))(?![A-Za-z])",
                             re.IGNORECASE),
         "answered": compiled(r"(?<![没无未不])(?<!没有)(?:有响应|正常响应|响应正常|有应答)"
                              r"|(?<![A-Za-z])(?<!not\s)(?:responded|responds|answered|replied)(?![A-Za-z])",
                              re.IGNORECASE)}
_NEGATOR = compiled(r"(?:没有|没|未|不|并非|(?<![A-Za-z])(?:not|never|no)\s+)\Z", re.IGNORECASE)

#: (number, the names its line prints, its times in ms (None for each `*`), its line)
Hop = tuple[str, tuple[str, ...], tuple[Decimal | None, ...], str]


def trace_hop_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's latency or words, [the hop's line]) for the first hop the claim gives a
    latency none of its times is, or an answer it did not give (see the module docstring)."""
    del anchors_of  # the hops are read as printed
    hops = [hop for text in dict.fromkeys(texts) for hop in trace_hops(text)]
    if not hops or len({hop[0] for hop in hops}) != len(hops):
        return None  # none, or two traces: which one the claim reads is unsure
    for value in anchors:
        if value.kind != "number" or value.unit != "ms":
            continue
        low, high = clause_around(claim, value.start, value.end)
        hop = _named(claim, low, high, hops)
        if hop is None or BOUND.search(claim, low, high) or RESPECTIVELY.search(claim, low, high):
            continue
        times = [t for t in hop[2] if t is not None]
        least, most = tolerance(value)
        if times and not any(least <= t <= most for t in (*times, sum(times) / len(times))):
            return value, [repr(clipped(hop[3].strip(), 90))]
    for kind, said, low, high in sole_kinds(claim, _SAID, _NEGATOR):
        hop = _named(claim, low, high, hops)
        if hop is None:
            continue
        answers = [t is not None for t in hop[2]]
        if (kind == "timeout" and answers and all(answers)) or (kind == "answered" and not any(answers)):
            written = said.group()
            return Anchor("state", written.lower(), written, said.start(), said.end()), [
                repr(clipped(hop[3].strip(), 90))]
    return None


@lru_cache(maxsize=64)
def trace_hops(text: str) -> tuple[Hop, ...]:
    """The hops a traceroute prints after its header, each line one."""
    start = min((at for at in (text.find(header) for header in HEADER) if at >= 0), default=-1)
    if start < 0:
        return ()
    found: list[Hop] = []
    for m in _HOP.finditer(text, text.find("\n", start) + 1 or len(text)):
        rest = m.group("rest")
        probes: list[tuple[Decimal | None, int]] = [(Decimal(t.group("ms")), t.start())
                                                     for t in _TIME.finditer(rest)]
        probes += [(None, at.start()) for at in _STAR.finditer(rest)]
        if not probes:
            break  # the trace's lines end
        names = tuple(dict.fromkeys(n.group() for n in _NAME.finditer(_TIME.sub(" ", rest))))
        found.append((m.group("hop"), names, tuple(t for t, _ in sorted(probes, key=lambda p: p[1])),
                      m.group()))
    return tuple(found)


def _named(claim: str, low: int, high: int, hops: Sequence[Hop]) -> Hop | None:
    """The one hop the clause names, by its number or a name its line prints (both: the same)."""
    return named_hop(claim, low, high, hops, lambda hop: hop[1])
