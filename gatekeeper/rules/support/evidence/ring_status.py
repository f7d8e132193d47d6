"""A node of a Cassandra ring a claim calls up, down, joining, leaving or moving, or a count of
them, against the two letters `nodetool status` prints before its address.

`节点 10.0.3.11 已宕机` citing `nodetool status`, whose `10.0.3.11` row is `UN` and `10.0.3.12`'s
`DN`: the address is the output's and no anchor reads `UN` (`Status=Up/Down`, `State=Normal/
Leaving/Joining/Moving`), so nothing was missing or contradicted. A clause naming one row's address
and one word of a status (`宕机`, `down`, `离线`, `DN`; `在线`, `存活`, `up`, `UN`) or a state
(`正在加入`, `joining`; `正在离开`, `leaving`; `迁移中`, `moving`) is read against the row's letters;
a negator right before a status says the other (`未宕机`); a clause naming no row but every node
(`所有节点都在线`, `all nodes are up`) is read against each row. A count of nodes in a status (`1 个
节点宕机`, `2 nodes are down`) is read against the rows in it. Unsure says nothing: two rows named,
two words, a bound, another time, `并非所有`, several datacenters (`所有节点` may be one's).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import BOUND, NOT_ALL, clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME
from gatekeeper.rules.support.text.written import name_pattern

_ROW = compiled(r"^(?P<code>[UD][NLJM])[ \t]+(?P<address>[0-9A-Za-z.:\-]+)[ \t]+\S", re.MULTILINE)
#: A status or state's words: (which letter, what it says).
_WORDS = {
    "down": (0, "D", r"宕机|离线|下线|挂了|挂掉|失联|不可用|(?<![A-Za-z])(?:D[NLJM]|down)(?![A-Za-z])"),
    "up": (0, "U", r"在线|存活|(?<![A-Za-z])(?:U[NLJM]|up)(?![A-Za-z])"),
    "joining": (1, "J", r"正在加入|加入中|(?<![A-Za-z])joining(?![A-Za-z])"),
    "leaving": (1, "L", r"正在离开|离开中|正在退出|(?<![A-Za-z])leaving(?![A-Za-z])"),
    "moving": (1, "M", r"迁移中|正在迁移|(?<![A-Za-z])moving(?![A-Za-z])"),
}
#: Every node (not `都` alone: `两个节点都在线` may be of two nodes of three).
_ALL = compiled(r"所有|全部|(?<![A-Za-z])(?:all|every|each)(?![A-Za-z])", re.IGNORECASE)
_NODE = compiled(r"节点|(?<![A-Za-z])nodes?(?![A-Za-z])", re.IGNORECASE)
_SAID = compiled("|".join(f"(?P<{name}>{words})" for name, (_, _, words) in _WORDS.items()))
_NEGATOR = compiled(r"(?:未|没有|没|不|并未|(?<![A-Za-z])(?:not|never|isn't|is\s+not)\s*)\Z", re.IGNORECASE)
_COUNT = compiled(r"(?<![\d.])(?P<n>\d+)\s*(?:个|台)?\s*(?:节点|(?i:nodes?))\s*(?:处于|为|是|已|(?i:are|is))?"
                  r"\s*(?:状态\s*)?$")


@lru_cache(maxsize=64)
def _ring(text: str) -> tuple[tuple[str, str, str], ...]:
    """(letters, address, row) of each node the status prints."""
    return tuple((m.group("code"), m.group("address"), line_around(text, m.start()))
                 for m in _ROW.finditer(text))


def _nodes(texts: Sequence[str]) -> set[tuple[str, str, str]]:
    rings = [text for text in dict.fromkeys(texts) if "Status=Up/Down" in text]
    nodes = {node for text in rings for node in _ring(text)}
    if sum(text.count("Datacenter:") for text in rings) > 1:
        return set()  # `所有节点` may be one datacenter's
    return nodes if len({address for _, address, _ in nodes}) == len(nodes) else set()  # one row a node


def ring_status_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the node's row]) for the first node, or count of nodes, the claim
    gives a status or state its ring does not (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    nodes = _nodes(texts)
    for low, high, said, letter, expected, negated in _said(claim) if nodes else ():
        found = _of_node(claim, low, high, said, nodes, letter, expected, negated)
        if found is not None:
            return found
        for count, having in _counted(claim, low, said, nodes, letter, expected, negated):
            if int(count.group("n")) != len(having):
                start, end = count.span("n")
                return Anchor("number", count.group("n"), claim[start:end], start, end), [
                    f"{len(having)} node(s) {said.group()}: {', '.join(having) or 'none'}"]
    return None


def ring_counts_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts of nodes in a status or state that the ring makes."""
    nodes = _nodes(texts) if missing and "Status=Up/Down" in "".join(texts) else set()
    held = [count.span("n") for low, _, said, letter, expected, negated in (_said(claim) if nodes else ())
            for count, having in _counted(claim, low, said, nodes, letter, expected, negated)
            if int(count.group("n")) == len(having)]
    return outside(missing, held)


def _said(claim: str) -> Iterator[tuple[int, int, re.Match[str], int, str, bool]]:
    """(the clause, the words, the letter they read, its value, negated) of each status or
    state the claim writes alone in its clause."""
    for said in _SAID.finditer(claim):
        which = next(name for name, value in said.groupdict().items() if value)
        letter, expected, _ = _WORDS[which]
        low, high = clause_around(claim, said.start(), said.end())
        if len({_WORDS[w][:2] for m in _SAID.finditer(claim, low, high)
                for w, v in m.groupdict().items() if v}) != 1 \
                or BOUND.search(claim, low, high) or OTHER_TIME.search(claim, low, high):
            continue  # (`DN 状态（宕机）`: one status, twice)
        negated = _NEGATOR.search(claim, low, said.start()) is not None
        if not (negated and letter):  # `未在迁移`: what it is instead is unsure
            yield low, high, said, letter, expected, negated


def _of_node(claim: str, low: int, high: int, said: re.Match[str], nodes: set[tuple[str, str, str]],
             letter: int, expected: str, negated: bool) -> tuple[Anchor, list[str]] | None:
    named = [node for node in nodes
             if name_pattern(node[1], before=".:-", after=":-").search(claim, low, high)]
    if not named and _ALL.search(claim, low, said.start()) and _NODE.search(claim, low, high) \
            and not NOT_ALL.search(claim, low, high):
        named = sorted(nodes)  # `所有节点都在线`: each node of the ring
    elif len(named) != 1:
        return None
    other = next((node for node in named if (node[0][letter] == expected) == negated), None)
    if other is None:
        return None
    code, _, row = other
    return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
        f"{code} ({clipped(row.strip(), 90)!r})"]


def _counted(claim: str, low: int, said: re.Match[str], nodes: set[tuple[str, str, str]],
             letter: int, expected: str, negated: bool) -> Iterator[tuple[re.Match[str], list[str]]]:
    """(the count the clause gives nodes of the status, the nodes of it)."""
    count = _COUNT.search(claim, low, said.start())
    if count is not None and not negated:
        yield count, sorted(address for code, address, _ in nodes if code[letter] == expected)
