"""Whether a firewall lets a port's traffic through, as a claim says it and as iptables lists it.

`iptables 没有丢弃 8080 端口的流量` citing `iptables -L INPUT -n`, whose rule `DROP tcp -- 0.0.0.0/0
0.0.0.0/0 tcp dpt:8080` drops it: the port is the output's and the denial no value, so nothing was
missing or contradicted, and the Verifier reads an open port where the firewall drops it. A chain
is `iptables -L`'s (`Chain INPUT (policy ACCEPT)` over rules whose last column holds `dpt:8080`
or `dports 80,443,8080`) or `iptables-save`'s (`:INPUT ACCEPT`, `-A INPUT -p tcp --dport 8080 -j
DROP`). A port's fate in a chain is its first rule from any source naming the port (`ACCEPT` lets
it through, `DROP` and `REJECT` block it), or the chain's policy when no rule names it and no rule
narrows other traffic (a rule of every port jumps first). A clause naming one port and saying it
is blocked (`拦截`, `丢弃`, `屏蔽`, `blocked`, `dropped`) or let through (`放行`, `允许`, `allowed`;
a block denied: `没有拦截`) is contradicted by the other fate in the chain it names (INPUT when it
names none); a clause giving a chain's default policy (`默认策略是 DROP`, `default policy is ACCEPT`)
by the policy printed. Unsure says nothing: two ports, a rule from a given source (a port blocked
for some addresses only), a chain jumping to another (`DOCKER`, `f2b-sshd`), another time. A count
of packets or bytes a clause gives the one rule it names by its port or target (`DROP 规则匹配了
1200 个包`, `the 3306 rule dropped 35 packets`) is read against the rule's counters `-v` lists
(`80K`: 80,000 to 80,999).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME, PORT_SAID

_CHAIN = compiled(r"^Chain (?P<chain>\S+) \(policy (?P<policy>[A-Z]+)")
#: A rule `iptables -L` lists: (with `-v`: packets, bytes) target, protocol, options, (with `-v`: in
#: and out interfaces), source, destination, and its matches (`tcp dpt:8080`).
_LISTED_RULE = compiled(r"^(?P<counted>\s*\d+[KMG]?\s+\d+[KMG]?\s+)?"
                        r"(?P<target>[A-Z][A-Z_\-]*|[a-z][\w\-]*)\s+"
                        r"(?P<protocol>tcp|udp|all|icmp|\d+)\s+\S+\s+"
                        r"(?:(?P<into>\*|[a-z][\w.\-]*\+?)\s+(?:\*|[a-z][\w.\-]*\+?)\s+)?"
                        r"(?P<source>\S+)\s+\S+\s*(?P<rest>.*)$")
_SAVED_POLICY = compiled(r"^:(?P<chain>\S+) (?P<policy>ACCEPT|DROP|REJECT)\b")
_SAVED_RULE = compiled(r"^-A (?P<chain>\S+) (?P<rest>.*)-j (?P<target>\S+)")
_PORTS = compiled(r"dpts?:(?P<one>\d+)(?::(?P<last>\d+))?|dports (?P<list>[\d,:]+)"
                  r"|--dports? (?P<saved>[\d,:]+)")
_SAVED_SOURCE = compiled(r"(?:^|\s)-s (\S+)")
_SAVED_PROTOCOL = compiled(r"(?:^|\s)-p (\S+)")
#: A match no new TCP connection from outside meets: an interface (`-i lo`), a connection's state.
_NARROWED = compiled(r"(?:^|\s)-i \S|\b(?:ct)?state\b")
_ANY = frozenset({"0.0.0.0/0", "::/0", "anywhere"})
_FATES = {"ACCEPT": True, "DROP": False, "REJECT": False}
#: A claim's words of a blocked port (a block denied lets it through), then of one let through.
_BLOCKED = compiled(r"拦截|丢弃|屏蔽|阻止|阻断|封禁|封锁|禁止|挡住|(?<![A-Za-z])(?:block(?:s|ed|ing)?"
                    r"|drop(?:s|ped|ping)?|reject(?:s|ed|ing)?|filter(?:s|ed|ing)?|den(?:y|ies|ied))(?![A-Za-z])",
                    re.IGNORECASE)
_ALLOWED = compiled(r"放行|允许|开放|(?<![A-Za-z])(?:allow(?:s|ed|ing)?|accept(?:s|ed|ing)?|let\s+through"
                    r"|permit(?:s|ted)?)(?![A-Za-z])", re.IGNORECASE)
_DENIED = compiled(r"[没未不无]|(?<![A-Za-z])(?:not|no|never|n't)(?![A-Za-z])", re.IGNORECASE)
_POLICY_SAID = compiled(r"(?:默认策略|缺省策略|default\s+policy)[^，。；,;]{0,12}?"
                        r"(?P<policy>ACCEPT|DROP|REJECT)", re.IGNORECASE)
_CHAIN_SAID = compiled(r"(?<![A-Za-z])(INPUT|OUTPUT|FORWARD)(?![A-Za-z])")


#: A count of a rule's packets or bytes a claim gives (`匹配了 1200 个包`, `dropped 35 packets`).
#: (No two runs of blanks meet: a number before 40,000 blanks took quadratic time.)
_COUNTED = compiled(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)[ \t]*(?:(?P<unit>[KMG])(?![A-Za-z])[ \t]*)?(?:个[ \t]*)?"
                    r"(?:(?P<packets>数据包|报文|包|(?i:packets?)(?![A-Za-z]))|字节|(?i:bytes?)(?![A-Za-z]))")
_BARE_NUMBER = compiled(r"(?<![\d.])\d{1,5}(?![\d.])")
_TARGET_SAID = compiled(r"(?<![A-Za-z])(ACCEPT|DROP|REJECT)(?![A-Za-z])")
#: `iptables -L -v`'s counters: a number, or one cut to thousands, millions, billions (`80K`).
_SCALES = {"": 1, "K": 1000, "M": 1000 ** 2, "G": 1000 ** 3}


class _Rule(NamedTuple):
    target: str
    source: str
    ports: tuple[range, ...] | None  # None: every port
    meets: bool | None  # whether a new TCP connection from outside meets it (None: unsure)
    line: str
    counters: tuple[str, str] | None = None  # (packets, bytes) as `-v` lists them


class _Chain(NamedTuple):
    policy: str | None
    rules: tuple[_Rule, ...]


def firewall_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the rule or policy]) for the first port or policy a clause gives a
    chain that it lists otherwise (see the module docstring)."""
    del anchors, anchors_of  # the rules are read as printed
    chains: dict[str, _Chain] = {}
    for text in dict.fromkeys(texts):
        chains.update(chains_of(text))
    if not chains:
        return None
    for said in _POLICY_SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        chain = chains.get(_chain_named(claim, low, high))
        if chain is not None and chain.policy and chain.policy != said.group("policy").upper() \
                and not _DENIED.search(claim, low, said.start("policy")) \
                and not OTHER_TIME.search(claim, low, high):
            return _said(claim, low, high), [f"policy {chain.policy}"]
    for said in (*_BLOCKED.finditer(claim), *_ALLOWED.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        ports = {next(p for p in m.groups() if p) for m in PORT_SAID.finditer(claim, low, high)}
        chain = chains.get(_chain_named(claim, low, high))
        if len(ports) != 1 or chain is None or OTHER_TIME.search(claim, low, high) \
                or _POLICY_SAID.search(claim, low, high) \
                or (_BLOCKED.search(claim, low, high) and _ALLOWED.search(claim, low, high)):
            continue  # (a clause of both: `只允许内网访问，其余都拦截`)
        fate = _fate(chain, int(ports.pop()))
        through = (said.re is _ALLOWED) != bool(_DENIED.search(claim, low, said.start()))
        if fate is not None and fate[0] != through:
            return _said(claim, low, high), [fate[1]]
    return _counter_swapped(claim, chains)


def _counter_swapped(claim: str, chains: dict[str, _Chain]) -> tuple[Anchor, list[str]] | None:
    """A count of packets or bytes a clause gives the one rule it names (by its port, its target
    or both) that the rule's counter is not (to the precision `-v` cuts it to)."""
    for said, rule, printed, held in _counts_said(claim, chains):
        if not held:
            start, end = said.span("n")
            return Anchor("number", said.group("n"), claim[start:end], start, end), [
                f"{'pkts' if said.group('packets') else 'bytes'} {printed} ({rule.line})"]
    return None


def counters_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts of packets or bytes a clause gives the rule it names that are
    its counters (`2100 bytes` of a rule whose `bytes` column prints a bare `2100`)."""
    chains: dict[str, _Chain] = {}
    for text in dict.fromkeys(texts):
        chains.update(chains_of(text))
    held = [said.span("n") for said, _, _, held in _counts_said(claim, chains) if held]
    return outside(missing, held) if held else missing


def _counts_said(claim: str, chains: dict[str, _Chain]) -> Iterator[tuple[re.Match[str], _Rule, str, bool]]:
    """(the count, the rule the clause names, its counter, whether the count is it) of each
    count of packets or bytes the claim gives a rule; unsure with two counts, a bound, an
    approximation, a change, another time."""
    for said in _COUNTED.finditer(claim) if chains else ():
        low, high = clause_around(claim, said.start(), said.end())
        if sum(1 for _ in _COUNTED.finditer(claim, low, high)) > 1 or any(
                pattern.search(claim, low, high) for pattern in (BOUND, APPROX, OTHER_TIME)) or any(
                m.group().lower() != "dropped" for m in CHANGE.finditer(claim, low, high)):
            continue  # (a rule `dropped` its packets: no change)
        chain = chains.get(_chain_named(claim, low, high))
        rule = None if chain is None else _rule_named(claim, low, high, chain, said)
        if rule is None or rule.counters is None:
            continue
        printed = rule.counters[0 if said.group("packets") else 1]
        yield said, rule, printed, _overlap(_span(said.group("n"), said.group("unit") or ""),
                                            _span(printed.rstrip("KMG"), printed.lstrip("0123456789")))


def _span(number: str, unit: str) -> tuple[Decimal, Decimal]:
    """The counts written so may be, from the first to before the last: `80K` 80,000 to 80,999
    as `-v` cuts it, or as a claim rounds it (`30K` of `30720`, `1.2K`); `35` itself."""
    value = Decimal(number)
    step = Decimal(1).scaleb(min(int(value.as_tuple().exponent), 0)) * _SCALES[unit]
    return value * _SCALES[unit], value * _SCALES[unit] + max(step, Decimal(1))


def _overlap(one: tuple[Decimal, Decimal], other: tuple[Decimal, Decimal]) -> bool:
    return one[0] < other[1] and other[0] < one[1]


def _rule_named(claim: str, low: int, high: int, chain: _Chain, count: re.Match[str]) -> _Rule | None:
    """The one rule of the chain the clause names by the one port and the one target it writes
    (a bare number a rule's port is, not the count, is one: `443 和 3306 端口`)."""
    ports = {int(next(p for p in m.groups() if p)) for m in PORT_SAID.finditer(claim, low, high)}
    ports |= {int(m.group()) for m in _BARE_NUMBER.finditer(claim, low, high) if m.start() != count.start()
              and any(int(m.group()) in span for rule in chain.rules for span in rule.ports or ())}
    targets = {m.group(1) for m in _TARGET_SAID.finditer(claim, low, high)}
    if len(ports) > 1 or len(targets) > 1 or not (ports or targets):
        return None
    named = [rule for rule in chain.rules
             if (not targets or rule.target in targets)
             and (not ports or (rule.ports is not None and any(port in span for port in ports
                                                               for span in rule.ports)))]
    return named[0] if len(named) == 1 else None


def _said(claim: str, low: int, high: int) -> Anchor:
    return Anchor("state", claim[low:high].strip().lower(), claim[low:high].strip(), low, high)


def _chain_named(claim: str, low: int, high: int) -> str:
    named = {m.group(1) for m in _CHAIN_SAID.finditer(claim, low, high)}
    return named.pop() if len(named) == 1 else "INPUT"


def _fate(chain: _Chain, port: int) -> tuple[bool, str] | None:
    """(whether the chain lets the port through, the line deciding it), None when unsure."""
    for rule in chain.rules:
        if rule.meets is False or (rule.ports is not None and not any(port in span for span in rule.ports)):
            continue
        if rule.meets is None or rule.target not in _FATES or rule.source not in _ANY:
            return None  # a jump to another chain, a rule of some addresses or protocols: unsure
        return _FATES[rule.target], rule.line
    return (_FATES[chain.policy], f"policy {chain.policy}") if chain.policy in _FATES else None


@lru_cache(maxsize=64)
def chains_of(text: str) -> dict[str, _Chain]:
    """The chains `text` lists (`iptables -L`, `iptables-save`), by name."""
    if "Chain " not in text and "-A " not in text:
        return {}
    policies: dict[str, str | None] = {}
    rules: dict[str, list[_Rule]] = {}
    current = None
    for line in text.split("\n"):
        chain = _CHAIN.match(line)
        if chain is not None:
            current = chain.group("chain")
            policies[current], rules[current] = chain.group("policy"), []
            continue
        saved = _SAVED_POLICY.match(line)
        if saved is not None:
            policies[saved.group("chain")] = saved.group("policy")
            continue
        rule = _SAVED_RULE.match(line)
        if rule is not None:
            rest = rule.group("rest")
            source, protocol = (_SAVED_SOURCE.search(rest), _SAVED_PROTOCOL.search(rest))
            rules.setdefault(rule.group("chain"), []).append(_Rule(
                rule.group("target"), source.group(1) if source else "0.0.0.0/0", _ports(rest),
                _meets(protocol.group(1) if protocol else "all", rest, bare=False), line.strip()))
            continue
        if current is None or line.lstrip().startswith(("target", "pkts")):
            continue  # a column header
        listed = _LISTED_RULE.match(line)
        if listed is not None:
            into, rest = listed.group("into"), listed.group("rest")
            if into not in (None, "*"):
                rest += " -i " + into
            meets = _meets(listed.group("protocol"), rest, bare=not listed.group("counted"))
            packets, _, sent = (listed.group("counted") or "").strip().partition(" ")
            rules[current].append(_Rule(listed.group("target"), listed.group("source"), _ports(rest), meets,
                                        re.sub(r"\s+", " ", line.strip()),
                                        (packets, sent.strip()) if packets else None))
    return {name: _Chain(policies.get(name), tuple(rules.get(name, ()))) for name in policies | rules}


def _meets(protocol: str, rest: str, bare: bool) -> bool | None:
    """Whether a new TCP connection from outside meets a rule of `protocol` and matches `rest`:
    not ICMP's, an interface's or a state's; unsure for UDP's, and for a rule of every port and
    protocol that `iptables -L` lists `bare` (without `-v` it hides `-i lo`)."""
    if protocol == "icmp" or _NARROWED.search(rest):
        return False
    if protocol == "udp" or (bare and protocol == "all" and not rest.strip()):
        return None
    return True


def _ports(rest: str) -> tuple[range, ...] | None:
    """The destination ports a rule's matches name (None: every port)."""
    m = _PORTS.search(rest)
    if m is None:
        return None
    if m.group("one"):
        return (range(int(m.group("one")), int(m.group("last") or m.group("one")) + 1),)
    spans = []
    for part in (m.group("list") or m.group("saved")).split(","):
        first, _, last = part.partition(":")
        spans.append(range(int(first), int(last or first) + 1))
    return tuple(spans)
