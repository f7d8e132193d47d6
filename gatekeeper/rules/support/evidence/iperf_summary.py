"""A bitrate, transfer or retransmission count a claim gives iperf3's sender or receiver that the
other side's summary line has.

    [ ID] Interval           Transfer     Bitrate         Retr
    [  5]   0.00-10.00  sec  1.10 GBytes   941 Mbits/sec  127             sender
    [  5]   0.00-10.04  sec  1.09 GBytes   935 Mbits/sec                  receiver

`接收端带宽为 941 Mbits/sec` (the sender's) is the output's value, so nothing was missing or
contradicted; nor was `重传 935 次`, a number printed only as a bitrate. Each summary line gives
its side's transfer, bitrate and (the sender's) retransmissions. A clause naming one side
(`发送端`, `sender`, `发送`; `接收端`, `receiver`, `接收`) and writing one bitrate or size gives that
side that value; a clause counting retransmissions (`重传`, `retransmit`, `retr`) with one bare
number gives the sender's count: another than the line's, rounded as written, contradicts it.
Unsure says nothing: both sides or two values in a clause, a bound, a change, an approximation,
several streams' summaries (`[SUM]` and each stream's: which is unsure).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.units import BIT_RATE
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

_SUMMARY = compiled(r"^\[\s*(?:\d+|SUM)\]\s+[\d.]+-[\d.]+\s+sec\s+"
                    r"(?P<transfer>\d+(?:\.\d+)?\s+[KMGT]?Bytes)\s+"
                    r"(?P<rate>\d+(?:\.\d+)?\s+[KMGT]?bits/sec)(?:\s+(?P<retr>\d+))?\s+(?P<side>sender|receiver)"
                    r"[ \t]*$", re.MULTILINE)
#: A value a clause writes: a bitrate, a size, or a bare count.
_SAID = compiled(rf"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?![\d.])\s*"
                 rf"(?:(?P<rate>{BIT_RATE})|(?P<size>[KMGT]i?B(?:ytes)?)|(?![A-Za-z0-9_%.]))")
_SIDES = {"sender": compiled(r"发送端|发送方|发送侧|(?<![A-Za-z])(?i:sender|sending)(?![A-Za-z])"),
          "receiver": compiled(r"接收端|接收方|接收侧|(?<![A-Za-z])(?i:receiver|receiving)(?![A-Za-z])")}
_RETRANSMITS = compiled(r"重传|(?<![A-Za-z])(?i:retransmi\w*|retr|retries)(?![A-Za-z])")

#: A side's summary: (transfer, bitrate, retransmissions or None), as printed.
Side = tuple[str, str, str | None]


@lru_cache(maxsize=64)
def summaries(text: str) -> dict[str, Side]:
    """Each side's summary line, when the text prints one of each side at most."""
    found: dict[str, Side] = {}
    for line in _SUMMARY.finditer(text):
        if line["side"] in found:
            return {}  # several streams' (or runs'): which is unsure
        found[line["side"]] = (line["transfer"], line["rate"], line["retr"])
    return found


def iperf_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the side's line]) for the first value the claim gives a side
    otherwise than its summary (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    sides = sole_reading(texts, (" sender", " receiver"), summaries)
    if not sides:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        named = [side for side, words in _SIDES.items() if words.search(claim, low, high)]
        if said["rate"] or said["size"]:
            side = sides.get(named[0]) if len(named) == 1 else None
            printed = None if side is None else side[1 if said["rate"] else 0]
        else:
            retr = sides.get("sender", ("", "", None))[2]
            printed = retr if _RETRANSMITS.search(claim, low, high) and "receiver" not in named else None
        if printed is not None and not _agrees(said, printed):
            return said_number(claim, said), [
                f"{named[0] if named else 'sender'} {printed}"]
    return None


def _agrees(said: re.Match[str], printed: str) -> bool:
    """Whether the claim's value is the line's, rounded as written, in the same prefix."""
    number, _, unit = printed.partition(" ")
    written = said["rate"] or said["size"] or ""
    return rounded_to(Decimal(number), said["n"]) and written[:1].upper() == unit[:1].upper()
