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
for some addresses only), a chain jumping to another (`DOCKER`, `f2b-sshd`), another time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
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


class _Rule(NamedTuple):
    target: str
    source: str
    ports: tuple[range, ...] | None  # None: every port
    meets: bool | None  # whether a new TCP connection from outside meets it (None: unsure)
    line: str


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
    return None


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
            rules[current].append(_Rule(listed.group("target"), listed.group("source"), _ports(rest), meets,
                                        re.sub(r"\s+", " ", line.strip())))
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
