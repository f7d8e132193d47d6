"""A count a claim gives an interface's queueing discipline that `tc -s qdisc` prints otherwise.

`eth0 丢弃了 87 个包` citing `tc -s qdisc`, whose eth0 line is `Sent 9123456789 bytes 8123456 pkt
(dropped 1532, overlimits 0 requeues 87)`: the number is the output's (the requeues), and the line's
counts are no fields, so nothing was missing or contradicted. Each `qdisc ... dev eth0` with its
`Sent` line gives the interface its packets sent, dropped, over limit and requeued. A clause naming
one interface (or none, when one is printed) and one of those counts by its word (`丢弃`, `丢包`,
`dropped`; `重新排队`, `requeues`; `超限`, `overlimits`; `发送`, `sent`) and writing one whole number
gives it that count: another than the line's contradicts it. Unsure says nothing: two words or
numbers in a clause, a bound or an approximation, an interface printing several disciplines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_QDISC = compiled(r"^qdisc[ \t]+\S+[ \t]+\S+[ \t]+dev[ \t]+(?P<dev>\S+)[^\n]*\n[ \t]*Sent[ \t]+\d+[ \t]+"
                  r"bytes[ \t]+(?P<sent>\d+)[ \t]+pkt[ \t]+\(dropped[ \t]+(?P<dropped>\d+),[ \t]*"
                  r"overlimits[ \t]+(?P<overlimits>\d+)[ \t]+requeues[ \t]+(?P<requeues>\d+)\)", re.MULTILINE)
_COUNTS = ("sent", "dropped", "overlimits", "requeues")
_WORDS = {"dropped": compiled(r"丢弃|丢包|(?<![A-Za-z])(?i:drop(?:ped|s)?)(?![A-Za-z])"),
          "requeues": compiled(r"重新排队|重排|(?<![A-Za-z])(?i:requeue[ds]?)(?![A-Za-z])"),
          "overlimits": compiled(r"超限|(?<![A-Za-z])(?i:overlimits?|over\s+limit)(?![A-Za-z])"),
          "sent": compiled(r"发送|(?<![A-Za-z])(?i:sent)(?![A-Za-z])")}
_COUNT = compiled(r"(?<![A-Za-z0-9_.])\d+(?![A-Za-z0-9_.%])")


@lru_cache(maxsize=64)
def qdisc_counts(text: str) -> dict[str, tuple[int, ...]]:
    """Each interface printing one discipline -> its packets sent, dropped, over limit, requeued."""
    found: dict[str, list[tuple[int, ...]]] = {}
    for m in _QDISC.finditer(text):
        found.setdefault(m["dev"], []).append(tuple(int(m[count]) for count in _COUNTS))
    return {dev: counts[0] for dev, counts in found.items() if len(counts) == 1}


def qdisc_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the count the claim writes, [the interface's counts]) for the first count the claim gives
    an interface's discipline otherwise than its `Sent` line (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    devices = sole_reading(texts, ("qdisc ",), qdisc_counts)
    if not devices:
        return None
    for said, low, high in sure_values(claim, _COUNT, APPROX, BOUND):
        kinds = [kind for kind, words in _WORDS.items() if words.search(claim, low, high)]
        named = [dev for dev in devices if name_pattern(dev).search(claim, low, high)]
        if len(kinds) != 1 or len(named) > 1 or (not named and len(devices) > 1):
            continue
        dev = (named or list(devices))[0]
        printed = devices[dev][_COUNTS.index(kinds[0])]
        if int(said.group()) != printed:
            shown = ", ".join(f"{count} {value}" for count, value in zip(_COUNTS, devices[dev], strict=True))
            return Anchor("number", said.group(), said.group(), *said.span()), [f"{dev}: {shown}"]
    return None
