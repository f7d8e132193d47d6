"""An interface's receive or transmit counter a claim gives otherwise than `ip -s link` or
`ifconfig` prints it.

`eth0 发送方向丢包 48213 个` citing `ip -s link`, whose eth0 prints `RX: ... dropped` 48213 and `TX:
... dropped` 0: the number is the output's and the column's name is beside it, so nothing was
missing or contradicted, but the drops were received. An interface's counters are read from
`ip -s link`'s `RX:` / `TX:` headers and the line of numbers under each, or from `ifconfig`'s
`RX errors 0  dropped 48213` lines (net-tools 1.60's `RX packets:... dropped:48213`), under the
interface's own line (`2: eth0: <...>`, `eth0: flags=...`, `eth0  Link encap:...`). A clause
naming a counter (`丢包`, `dropped`; `错误`, `errors`; `溢出`, `overruns`; `数据包`, `packets`),
one direction or none (`接收`, `RX`, `inbound`; `发送`, `TX`, `outbound`) and one interface (or
none, of an output printing one) gives it the number right before or after the counter's word:
another number than the counter's (than either direction's, when none is named) contradicts it,
and so does a denial (`没有丢包`, `no dropped packets`) of a counter above 0. Unsure says nothing:
two interfaces or directions in the clause, a bound, an approximation, a qualified denial
(`没有明显丢包`), a number with a unit (`98.4 GB` of bytes), values given `respectively`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

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

_INTERFACE = compiled(r"\d+:[ \t]+(?P<ip>[\w.\-]+)(?:@[\w.\-]+)?:[ \t]+<|(?P<ifconfig>[\w.\-]+):[ \t]+flags="
                      r"|(?P<legacy>[\w.\-]+)[ \t]+Link encap:")
_HEADER = compiled(r"[ \t]*(?P<way>RX|TX):[ \t]+(?P<names>[a-z][a-z \t]+)$")
_NUMBERS = compiled(r"[ \t]*\d+(?:[ \t]+\d+)+[ \t]*$")
#: `RX errors 0  dropped 123` (net-tools 2.10), `RX packets:998877 errors:0 dropped:123` (1.60,
#: whose `RX bytes:...  TX bytes:...` line gives both ways: a way's pairs end at the other's word)
_IFCONFIG = compiled(r"[ \t]*(?P<way>RX|TX)[ \t]+"
                     r"(?P<pairs>[a-z]+(?:[ \t]+|:)\d+(?:(?![ \t](?:RX|TX)[ \t]).)*)")
_PAIR = compiled(r"([a-z]+)(?:[ \t]+|:)(\d+)")
#: An interface's name as Linux gives one (`eth0`, `ens3`, `enp0s31f6`, `bond0`, `wlan0`).
_ANY_INTERFACE = compiled(r"(?<![A-Za-z0-9])(?:eth|ens|enp|eno|bond|wlan|veth|docker|br|em)\w*\d\w*"
                          r"(?![\w\-])")
_COUNTERS = {"dropped": "dropped", "drop": "dropped", "errors": "errors", "error": "errors",
             "overrun": "overruns", "overruns": "overruns", "packets": "packets", "bytes": "bytes"}
#: A counter's words in a claim.
_SAID = compiled(r"(?P<dropped>丢包|丢弃|(?<![A-Za-z])(?i:drop(?:s|ped)?)(?![A-Za-z]))"
                 r"|(?P<errors>错误|错包|(?<![A-Za-z])(?i:errors?)(?![A-Za-z]))"
                 r"|(?P<overruns>溢出|(?<![A-Za-z])(?i:overruns?)(?![A-Za-z]))"
                 r"|(?P<packets>数据包|报文|(?<![A-Za-z])(?i:packets)(?![A-Za-z]))")
_WAYS = (("rx", compiled(r"接收|入方向|入向|收包"
                         r"|(?<![A-Za-z])(?:RX|rx|(?i:receive[ds]?|inbound|incoming))(?![A-Za-z])")),
         ("tx", compiled(r"发送|出方向|出向|发包"
                         r"|(?<![A-Za-z])(?:TX|tx|(?i:transmit(?:ted|s)?|outbound|outgoing|sent))(?![A-Za-z])")))


@lru_cache(maxsize=64)
def link_counters(text: str) -> dict[str, dict[tuple[str, str], int]]:
    """Each interface's counters: (`rx` or `tx`, the counter) -> its value."""
    found: dict[str, dict[tuple[str, str], int]] = {}
    interface, header = "", None
    for line in text.split("\n"):
        if (named := _INTERFACE.match(line)) is not None:
            interface, header = named.group("ip") or named.group("ifconfig") or named.group("legacy"), None
            found.setdefault(interface, {})
        elif not interface:
            continue
        elif (heading := _HEADER.match(line)) is not None:
            header = (heading.group("way").lower(), heading.group("names").split())
        elif header is not None and _NUMBERS.match(line):
            for name, value in zip(header[1], line.split(), strict=False):
                found[interface][(header[0], _COUNTERS.get(name, name))] = int(value)
            header = None
        elif (first := _IFCONFIG.match(line)) is not None:
            for listed in (first, *_IFCONFIG.finditer(line, first.end())):  # `RX bytes:...  TX bytes:...`
                for name, value in _PAIR.findall(listed.group("pairs")):
                    found[interface][(listed.group("way").lower(), _COUNTERS.get(name, name))] = int(value)
    return {name: counters for name, counters in found.items() if counters}


def link_counter_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's number or words, [the counter as printed]) for the first counter of an
    interface the claim gives otherwise (see the module docstring)."""
    del anchors, anchors_of  # the counters are read as printed
    interfaces: dict[str, dict[tuple[str, str], int]] = {}
    for text in dict.fromkeys(texts):
        if "RX" in text and "TX" in text:
            for name, printed in link_counters(text).items():
                if interfaces.setdefault(name, printed) != printed:
                    return None  # two readings of one interface: which one is unsure
    for said in _SAID.finditer(claim) if interfaces else ():
        counter = next(name for name, value in said.groupdict().items() if value)
        low, high = clause_around(claim, said.start(), said.end())
        counters = _of_interface(claim, low, high, interfaces)
        ways = [way for way, words in _WAYS if words.search(claim, low, high)]
        if counter == "packets" and any(m.group("packets") is None for m in _SAID.finditer(claim, low, high)):
            continue  # `dropped 12 packets`: the packets dropped, not all
        if counters is None or len(ways) > 1 or BOUND.search(claim, low, high) \
                or APPROX.search(claim, low, high) or RESPECTIVELY.search(claim, low, high):
            continue
        values = {way: counters[(way, counter)] for way in ways or ("rx", "tx") if (way, counter) in counters}
        if not values:
            continue
        shown = ", ".join(f"{way.upper()} {counter} {value}" for way, value in values.items())
        if DENIED_BEFORE.search(claim, low, said.start()):
            if any(values.values()):
                return Anchor("state", said.group(), claim[low:high].strip(), low, high), [shown]
            continue
        number = number_beside(claim, low, said.start(), said.end(), high)
        if number is not None and float(number.group("n")) not in values.values():
            start, end = number.span("n")
            return Anchor("number", number.group("n"), claim[start:end], start, end), [shown]
    return None


def _of_interface(claim: str, low: int, high: int, interfaces: dict[str, dict[tuple[str, str], int]]
                  ) -> dict[tuple[str, str], int] | None:
    """The counters of the one interface the clause names (of the only one printed, when it
    names none); None when it names two."""
    named = [name for name in interfaces if name_pattern(name).search(claim, low, high)]
    if len(named) == 1:
        return interfaces[named[0]]
    if named or len(interfaces) != 1 or _ANY_INTERFACE.search(claim, low, high):
        return None  # two, or one the output does not print (`eth9`): whose counters is unsure
    return next(iter(interfaces.values()))
