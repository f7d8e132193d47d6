"""An interface a claim gives another MTU or MAC address than `ip addr` (or `ifconfig`) prints
for it.

`eth1 的 MTU 为 1500` citing `ip addr`, whose `eth0` line prints `mtu 1500` and `eth1`'s `mtu
9000`: the number is the output's, so nothing was missing or contradicted. An interface's block
is its header (`2: eth0: <...> mtu 1500 ...`, ifconfig's `eth0: flags=4163<...>  mtu 1500`) and
the lines up to the next (`link/ether 52:54:00:12:34:56`, ifconfig's `ether ...`). A clause naming
one interface (whole, or without its `@` peer) and writing a number right before or after `MTU`,
or a MAC address, gives it that value: another than its block's contradicts it. Unsure says
nothing: two interfaces, two numbers or MAC addresses, a bound or a change (`超过`, `改为`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, CHANGE, clause_around, number_beside
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_HEADER = compiled(r"^(?:\d+:[ \t]+)?(?P<name>[A-Za-z][\w.\-]*)(?:@[\w.\-]+)?:[ \t]+"
                   r"(?:<[^>\n]*>|flags=\d+<[^>\n]*>)[^\n]*?[ \t]mtu[ \t]+(?P<mtu>\d+)", re.MULTILINE)
_MAC = compiled(r"(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}(?![0-9A-Fa-f:])")
_ETHER = compiled(r"^[ \t]+(?:link/)?ether[ \t]+(?P<mac>(?:[0-9a-f]{2}:){5}[0-9a-f]{2})", re.MULTILINE)
_MTU = compiled(r"(?<![A-Za-z])mtu(?![A-Za-z])", re.IGNORECASE)

#: (name, its MTU, its MAC address or "", its header line)
Link = tuple[str, str, str, str]


def link_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the interface's own]) for the first MTU or MAC address a clause gives
    an interface its block prints another of (see the module docstring)."""
    del anchors, anchors_of  # the blocks are read as printed
    links = [link for text in dict.fromkeys(texts) for link in interface_links(text)]
    if not links or len({link[0] for link in links}) != len(links):
        return None  # none, or an interface printed twice: which block the claim reads is unsure
    for said in (*_MTU.finditer(claim), *_MAC.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        link = _named(claim, low, high, links)
        if link is None or BOUND.search(claim, low, high) or CHANGE.search(claim, low, high):
            continue
        if said.group().lower() == "mtu":
            number = number_beside(claim, low, said.start(), said.end(), high)
            if number is None or len(re.findall(r"\d+", claim[low:high])) > 1 + _digit_runs(link[0]):
                continue
            what, written, own, (start, end) = "MTU", number.group("n"), link[1], number.span("n")
        else:
            if len(_MAC.findall(claim, low, high)) > 1 or not link[2]:
                continue
            what, written, own, (start, end) = "MAC", said.group().lower(), link[2], said.span()
        if written != own:
            return Anchor("name", written, claim[start:end], start, end), [
                f"{link[0]} {what} {own} ({clipped(link[3].strip(), 70)!r})"]
    return None


@lru_cache(maxsize=64)
def interface_links(text: str) -> tuple[Link, ...]:
    """Each interface's block `ip addr`, `ip link` or `ifconfig` prints (see the module docstring)."""
    if " mtu " not in text:
        return ()
    headers = list(_HEADER.finditer(text))
    found = []
    for n, header in enumerate(headers):
        block = text[header.end():headers[n + 1].start() if n + 1 < len(headers) else len(text)]
        ether = _ETHER.search(block)
        found.append((header.group("name"), header.group("mtu"), ether.group("mac") if ether else "",
                      header.group()))
    return tuple(found)


def _named(claim: str, low: int, high: int, links: Sequence[Link]) -> Link | None:
    named = [link for link in links if name_pattern(link[0]).search(claim, low, high)]
    return named[0] if len(named) == 1 else None


def _digit_runs(name: str) -> int:
    """The runs of digits an interface's name writes (`eth0`: one), which a clause repeats."""
    return len(re.findall(r"\d+", name))
