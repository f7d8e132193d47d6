"""Whether a host answered ping, as a claim says it and as ping's summary counts it.

`10.0.2.11 网络不通` citing `ping -c 10 10.0.2.11`, whose summary is `10 packets transmitted, 10
received, 0% packet loss`: no value is written, so nothing was missing or contradicted, and the
Verifier reads a host down that answered every packet. A clause saying no packet came back
(`不通`, `ping 不通`, `全部超时`, `无响应`, `unreachable`, `all pings timed out`, `no replies`) is
contradicted by a summary counting one received; one saying every packet came back (`ping 通`,
`全部成功`, `都有响应`, `没有丢包`, `all packets were received`, `no packet loss`) by one counting
a loss. A summary is Linux's or BSD's (`N packets transmitted, M (packets) received`) or Windows'
(`Packets: Sent = N, Received = M`), under its host's `--- host ping statistics ---` line
(Windows: `Ping statistics for host:`). The clause names its host (the one host when there are
several), or ping, its packets, the network (`网络`, `连通`), a host (`主机`, `server`) or its
reach (`不可达`, `reachable`): `服务无响应` is no ping's. Unsure says nothing: a clause saying some
(`部分`, `偶尔`, `some`, `intermittent`), denying the words (`并非`, `not all`), naming a port (of
a TCP check), or telling of another time (`之前`, `earlier`).

Two more sayings ask less of the summary: a host reached (`可达`, `ping 成功`, `网络连通`,
`reachable`, `responds to ping`) is contradicted by none received, and a loss (`有丢包`, `ping 超时`,
`ping 失败`, `packet loss was seen`) by every packet received: `主机可达` over `0 received` and
`ping 超时` over `0% packet loss` passed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME, PORT_SAID
from gatekeeper.rules.support.text.written import name_pattern

_SUMMARY = compiled(r"(?:---\s*(?P<host>\S+)\s+ping statistics\s*---|Ping statistics for (?P<win>[^\s:]+):)"
                    r"\s*\n\s*(?:(?P<sent>\d+) packets transmitted,\s*(?P<got>\d+)(?: packets)? received"
                    r"|Packets: Sent = (?P<wsent>\d+), Received = (?P<wgot>\d+))")
#: Words of no packet back, and of every packet back, in Chinese and English.
_NONE_BACK = compiled(r"(?<!能)(?<!可以)(?<!是)不通|无法\s*ping\s*通|ping\s*不通|不可达|无法到达|"
                      r"(?:全部|都|均)(?:已经?)?(?:超时|失败)|无响应|没有(?:任何)?(?:响应|回应|回包)|(?:全部|都|均)丢失|"
                      r"(?<![A-Za-z])(?:unreachable|all\s+(?:the\s+)?(?:pings?|packets|requests|icmp\s+requests)"
                      r"(?:\s+(?:to|from|for)\s+[\w.\-]+)?\s+(?:(?:have|had)\s+)?(?:timed\s+out|were\s+lost|(?:were\s+)?dropped|failed)"
                      r"|no\s+(?:replies|reply|response|responses|packets\s+(?:came\s+back|were\s+received))"
                      r"|(?:not|never)\s+reachable|(?:cannot|can't|could\s+not|couldn't)\s+(?:be\s+)?reach(?:ed)?"
                      r"|(?:did\s+not|didn't|does\s+not|doesn't|do\s+not|don't)\s+(?:respond|reply|answer)"
                      r"|not\s+(?:responding|replying|answering))"
                      r"(?![A-Za-z])", re.IGNORECASE)
_ALL_BACK = compiled(r"(?:能|可以)?\s*ping\s*通(?!过)|网络(?:是)?通的|"
                     r"(?:全部|都|均)(?:已经?)?(?:成功|收到|有响应|有回应|通)|"
                     r"(?:没有|没|无|未)(?:出现|发生)?(?:任何)?丢包(?!率)|零丢包|"
                     r"(?<![A-Za-z])(?:(?:no|zero|without(?:\s+any)?)\s+packet\s+loss"
                     r"|no\s+packets\s+(?:were\s+)?(?:lost|dropped))(?![A-Za-z])|"
                     r"(?<![A-Za-z])(?:all\s+(?:the\s+)?(?:pings?|packets|requests|icmp\s+requests)"
                     r"(?:\s+(?:to|from|for)\s+[\w.\-]+)?\s+(?:(?:were|was|have\s+been)\s+)?(?:received|answered|replied(?:\s+to)?|succeeded"
                     r"|came\s+back)|every\s+(?:ping|packet|request)(?:\s+(?:to|from|for)\s+[\w.\-]+)?\s+(?:was\s+)?(?:received|answered"
                     r"|succeeded|came\s+back))(?![A-Za-z])", re.IGNORECASE)
#: Words of a packet back (a host reached), and of a packet lost, neither denied (`ping` may
#: name its host before the outcome: `ping db-01 成功`).
_PINGED = r"ping\s*(?:[A-Za-z0-9_.:\-]+\s*)?"
_SOME_BACK = compiled(rf"(?<!不)(?<!无法)(?<!不再)可达|{_PINGED}(?:成功|正常)(?![率数次])|网络(?:是)?连通"
                      r"|连通(?:正常|性正常)|(?<![A-Za-z])(?<!not\s)(?<!never\s)(?<!longer\s)(?:reachable"
                      r"|(?:responds|responded|replies|replied|answers|answered)\s+to\s+(?:ping|icmp)"
                      r"|pings?(?:\s+(?:to|from|of)\s+[\w.\-]+)?\s+(?:succeed|succeeds|succeeded|work|works|worked))"
                      r"(?![A-Za-z])", re.IGNORECASE)
_SOME_LOST = compiled(r"(?<!没)(?<!没有)有丢包(?!率)|(?<![没无未不])(?<!没有)(?:出现|存在|发生)了?丢包(?!率)"
                      rf"|{_PINGED}(?:失败|超时)(?![率数次时设阈])|(?<![A-Za-z])(?:pings?(?:\s+(?:to|from|of)\s+"
                      r"[\w.\-]+)?\s+(?:failed|fail|fails|timed\s+out|time\s+out)|(?:saw|sees|shows?|showed|had"
                      r"|has|experienced|experiences|there\s+(?:is|was))\s+packet\s+loss)(?![A-Za-z])",
                      re.IGNORECASE)
_SOME = compiled(r"部分|偶尔|间歇|时通时不通|并非|不是|(?<![A-Za-z])(?:some|partial(?:ly)?|"
                 r"intermittent(?:ly)?|occasional(?:ly)?|not\s+all|not\s+every)(?![A-Za-z])", re.IGNORECASE)
#: What tells a clause naming no host is of ping: ping itself, packets, the network.
_OF_PING = compiled(r"ping|icmp|包|网络|连通|可达|主机|服务器"
                    r"|(?<![A-Za-z])(?:packets?|hosts?|servers?|\w*reach\w*)(?![A-Za-z])", re.IGNORECASE)


class _Summary(NamedTuple):
    host: str
    sent: int
    received: int
    line: str


#: What each saying is contradicted by, counted by a summary.
_SAYINGS: tuple[tuple[re.Pattern[str], Callable[[_Summary], bool]], ...] = (
    (_NONE_BACK, lambda s: s.received > 0), (_ALL_BACK, lambda s: s.received < s.sent),
    (_SOME_BACK, lambda s: s.received == 0), (_SOME_LOST, lambda s: s.received == s.sent))


def ping_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the summary]) for the first clause saying no packet or every packet
    came back that its host's ping summary counts otherwise (see the module docstring)."""
    del anchors, anchors_of  # the summaries are read as printed
    summaries = [summary for text in dict.fromkeys(texts) for summary in _summaries(text)]
    if not summaries:
        return None
    for pattern, contradicts in _SAYINGS:
        for said in pattern.finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            if _SOME.search(claim, low, high) or OTHER_TIME.search(claim, low, high) \
                    or PORT_SAID.search(claim, low, high):
                continue
            named = [s for s in summaries if name_pattern(s.host).search(claim, low, high)]
            if not named and not _OF_PING.search(claim, low, high):
                continue  # `服务无响应`, `所有请求都成功`: of another tool's
            summary = named[0] if len(named) == 1 else summaries[0] if len(summaries) == 1 else None
            if summary is None or summary.sent == 0:
                continue
            if contradicts(summary):
                return Anchor("state", said.group().lower(), said.group(), said.start(), said.end()), [
                    f"{summary.received} of {summary.sent} packets received ({summary.line!r})"]
    return None


def _summaries(text: str) -> list[_Summary]:
    """The summaries `text` prints: each host with its packets sent and received."""
    if "packets transmitted" not in text and "Packets: Sent" not in text:
        return []
    return [_Summary(m.group("host") or m.group("win"), int(m.group("sent") or m.group("wsent")),
                     int(m.group("got") or m.group("wgot")), re.sub(r"\s+", " ", m.group().strip())[-80:])
            for m in _SUMMARY.finditer(text)]
