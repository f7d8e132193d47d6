"""A count a claim gives one interface's receive or transmit counter that `/proc/net/dev` prints
for another counter or interface.

    Inter-|   Receive                                                |  Transmit
     face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop ...
      eth0: 98765432  812345   12  311    0     0          0       12 44332211  712345    0    7 ...

`eth0 发送丢包 311 个` (its receive drops) and `eth1 接收错误 12 个` (eth0's) passed: every number is
the file's, and a row of an interface's sixteen counters under a header of two levels made no
table. Each row gives an interface its receive and transmit counters, by the header's names. A
clause naming one interface, one side (`接收`, `收到`, `receive`, `rx`, `inbound`; `发送`,
`transmit`, `tx`, `outbound`) and one counter (`丢包`, `丢弃`, `drop`; `错误`, `errs`, `errors`;
`包`, `packets`; `字节`, `bytes`) with one number gives that counter the number: another, where
another counter or interface has it, contradicts it. Unsure says nothing: two interfaces, sides,
counters or numbers in a clause, a bound or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: The header's second line, naming the counters: what the reading needs (tool_outputs gates on it;
#: `tail -n +2` leaves out the first, `Inter-|`).
HEADER = "face |"
_NAMES = compiled(r"^[ \t]*face \|(?P<rx>[a-z \t]+)\|(?P<tx>[a-z \t]+)$", re.MULTILINE)
_ROW = compiled(r"^[ \t]*(?P<iface>[\w.\-@]+):[ \t]*(?P<counts>\d+(?:[ \t]+\d+)+)[ \t]*$", re.MULTILINE)
_SIDES = {"rx": compiled(r"接收|收到|入站|(?<![A-Za-z])(?i:receive[ds]?|rx|inbound)(?![A-Za-z])"),
          "tx": compiled(r"发送|发出|出站|(?<![A-Za-z])(?i:transmit(?:ted)?|sent|tx|outbound)(?![A-Za-z])")}
_COUNTERS = {"drop": compiled(r"丢包|丢弃|(?<![A-Za-z])(?i:drops?|dropped)(?![A-Za-z])"),
             "errs": compiled(r"错误|(?<![A-Za-z])(?i:errs|errors?)(?![A-Za-z])"),
             "packets": compiled(r"(?<!丢)包(?!含)|(?<![A-Za-z])(?i:packets?)(?![A-Za-z])"),
             "bytes": compiled(r"字节|(?<![A-Za-z])(?i:bytes)(?![A-Za-z])")}
_NUMBER = compiled(r"(?<![A-Za-z0-9_.,])\d+(?![A-Za-z0-9_.,%])")

#: An interface's counters: {(side, counter): value}.
Counters = dict[tuple[str, str], str]


@lru_cache(maxsize=64)
def interface_counters(text: str) -> dict[str, Counters]:
    """Each interface's counters, named by the header."""
    names = _NAMES.search(text)
    if names is None:
        return {}
    columns = [("rx", name) for name in names["rx"].split()] + [("tx", name) for name in names["tx"].split()]
    found: dict[str, Counters] = {}
    for row in _ROW.finditer(text, names.end()):
        counts = row["counts"].split()
        if len(counts) == len(columns):
            found[row["iface"]] = dict(zip(columns, counts, strict=True))
    return found


def interface_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the number the claim writes, [the counter's value, and whose the number is]) for the first
    number the claim gives an interface's counter that another counter has (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    interfaces = sole_reading(texts, (HEADER,), interface_counters)
    if not interfaces:
        return None
    for said in _NUMBER.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        named = [i for i in interfaces
                 if name_pattern(i, ".-", "-", ignore_case=False).search(claim, low, high)]
        sides = [side for side, words in _SIDES.items() if words.search(claim, low, high)]
        counters = [name for name, words in _COUNTERS.items() if words.search(claim, low, high)]
        if "packets" in counters and len(counters) > 1:  # `丢弃了 311 个包`: the drops counted in packets
            counters.remove("packets")
        if len(named) != 1 or len(sides) != 1 or len(counters) != 1 \
                or len(_NUMBER.findall(claim, low, high)) > 1 \
                or any(words.search(claim, low, high) for words in (APPROX, BOUND)):
            continue
        own = interfaces[named[0]].get((sides[0], counters[0]))
        having = [f"{iface} {side} {name}" for iface, counts in interfaces.items()
                  for (side, name), value in counts.items() if value == said.group()]
        if own is not None and own != said.group() and having:
            start, end = said.span()
            return Anchor("number", said.group(), claim[start:end], start, end), [
                f"{named[0]} {sides[0]} {counters[0]} {own}, {said.group()} for {having[0]}"]
    return None
