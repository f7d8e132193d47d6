"""A count of packets a claim gives one nftables rule that `nft list ruleset` prints for another.

    tcp dport 22 counter packets 4123 bytes 312312 accept
    tcp dport 443 counter packets 98123 bytes 71231231 accept
    counter packets 5521 bytes 331260 drop

`443 端口的规则匹配了 4123 个包` (port 22's) and `被丢弃的包有 4123 个` passed: the count is the
output's, and a rule's line is no field nor table (iptables' are read in `firewall_rules.py`). Each
rule's line gives its counter's packets, the port it matches (`dport`) and its verdict. A clause
writing one count of packets (`4123 个包`, `4123 packets`, `包有 4123 个`) and naming a port
(`22 端口`, `port 22`) gives the port's rule that count; without a port, saying packets were
dropped (`丢弃`, `drop`) or rejected (`拒绝`, `reject`), the rule of that verdict (when one rule
has it): another rule's count, where the rule's own is another, contradicts it. Unsure says
nothing: a number in the clause but the count and its port (`22 和 443 端口`), a negator, a bound
or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: every counted rule prints it: what the reading needs (tool_outputs gates on it)
COUNTER = "counter packets "
_RULE = compiled(r"^[ \t]*(?P<match>[^\n]*?)\bcounter packets (?P<packets>\d+) bytes \d+(?P<rest>[^\n]*)$",
                 re.MULTILINE)
_DPORT = compiled(r"\bdport (?P<port>\d{1,5})\b")
_VERDICT = compiled(r"\b(?P<verdict>accept|drop|reject)\b")
_PACKETS = compiled(r"(?<![A-Za-z0-9_.,])(?P<n>\d+)\s*(?:个(?:数据)?包|(?i:packets?)(?![A-Za-z]))"
                   r"|包[^\d，。,;；]{0,6}?(?<![A-Za-z0-9_.,])(?P<after>\d+)(?![A-Za-z0-9_.,])")
_PORT_SAID = compiled(r"(?<!\d)(?P<port>\d{1,5})\s*端口|(?i:port\s+(?P<en>\d{1,5}))(?!\d)"
                      r"|端口\s*(?P<zh>\d{1,5})(?!\d)")
_NUMBER = compiled(r"(?<![A-Za-z0-9_.,])\d+(?![A-Za-z0-9_.,])")
_VERDICTS_SAID = {"drop": compiled(r"丢弃|(?<![A-Za-z])(?i:drop|dropped)(?![A-Za-z])"),
                  "reject": compiled(r"拒绝|(?<![A-Za-z])(?i:reject|rejected)(?![A-Za-z])")}


class Rule(NamedTuple):
    packets: str
    port: str | None
    verdict: str | None
    line: str


@lru_cache(maxsize=64)
def nft_rules(text: str) -> tuple[Rule, ...]:
    """Each counted rule `text` prints."""
    found = []
    for m in _RULE.finditer(text):
        port, verdict = _DPORT.search(m["match"]), _VERDICT.search(m["rest"])
        found.append(Rule(m["packets"], port["port"] if port else None,
                          verdict["verdict"] if verdict else None, m.group().strip()))
    return tuple(found)


def nft_count_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the count the claim writes, [the rule's line]) for the first count of packets the claim
    gives a rule that another rule counted (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    rules = sole_reading(texts, (COUNTER,), nft_rules)
    if not rules:
        return None
    for said in _PACKETS.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        ports = {m["port"] or m["en"] or m["zh"] for m in _PORT_SAID.finditer(claim, low, high)}
        numbers = set(_NUMBER.findall(claim, low, high)) - {said["n"] or said["after"]}
        if numbers - ports or len(_PACKETS.findall(claim, low, high)) > 1 or any(
                words.search(claim, low, high) for words in (APPROX, BOUND, NEGATOR_IN)):
            continue
        if ports:
            own = [rule for rule in rules if rule.port in ports] if len(ports) == 1 else []
        else:
            verdicts = [verdict for verdict, words in _VERDICTS_SAID.items()
                        if words.search(claim, low, high)]
            own = [rule for rule in rules if rule.verdict in verdicts] if len(verdicts) == 1 else []
        count = said["n"] or said["after"]
        if len(own) != 1 or own[0].packets == count:
            continue
        if any(rule.packets == count for rule in rules):
            start, end = said.span("n" if said["n"] else "after")
            return Anchor("number", count, claim[start:end], start, end), [own[0].line]
    return None
