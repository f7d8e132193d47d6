"""An Elasticsearch shard's state or node a claim gives otherwise than `_cat/shards` prints it,
and a count of shards in a state.

`orders 索引的分片 0 的副本处于 UNASSIGNED 状态` citing `GET _cat/shards`, whose shard 0 replica
is `STARTED` on es-node-2 and shard 1's replica `UNASSIGNED`: the state is the output's, and the
lower-case header of no dotted name made no table, so nothing was missing or contradicted. Each
row gives an index, a shard, `p` or `r`, a state, and (an assigned one) its documents, store, ip
and node. A clause naming one shard (`分片 1`, `shard 1`; its index and whether the primary or a
replica, `主分片`, `primary`, `副本`, `replica`, where several rows match) and a state (`UNASSIGNED`,
`未分配`; `STARTED`; `INITIALIZING`, `正在初始化`; `RELOCATING`, `迁移中`) or a node (`在 es-node-2
上`) is read against the row; a clause naming one index and no shard (`orders 的分片未分配`) against
the index's rows (of its side), none of which is in the state; a count of shards in a state (`2 个
分片未分配`) against the rows in it. Unsure says nothing: several rows matching, two states or nodes
in the clause, a negator, a bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import clause_around, line_around, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern


class Shard(NamedTuple):
    name: str  # the index's
    shard: str
    primary: bool
    state: str
    node: str
    row: str


_ROW = compiled(r"^(?P<index>[\w.\-]+)[ \t]+(?P<shard>\d+)[ \t]+(?P<prirep>[pr])[ \t]+"
                r"(?P<state>STARTED|UNASSIGNED|INITIALIZING|RELOCATING)"
                # an assigned shard's documents and store (none while initializing), ip and node
                r"(?:[ \t]+(?:\d+[ \t]+\S+[ \t]+)?[\d.]+[ \t]+(?P<node>[\w.\-]+))?[^\n]*$", re.MULTILINE)
_STATES = {"UNASSIGNED": compiled(r"(?<![A-Za-z])(?i:unassigned)(?![A-Za-z])|未分配|没有分配|未被分配"),
           "STARTED": compiled(r"(?<![A-Za-z])STARTED(?![A-Za-z])|已启动"),
           "INITIALIZING": compiled(r"(?<![A-Za-z])(?i:initializing)(?![A-Za-z])|正在初始化|初始化中"),
           "RELOCATING": compiled(r"(?<![A-Za-z])(?i:relocating)(?![A-Za-z])|正在迁移|迁移中")}
_SHARD = compiled(r"(?:分片|(?<![A-Za-z])(?i:shard))\s*#?\s*(?P<n>\d+)(?![\d.])")
_PRIMARY = compiled(r"主分片|(?<![A-Za-z])(?i:primary)(?![A-Za-z])")
_REPLICA = compiled(r"副本|(?<![A-Za-z])(?i:replicas?)(?![A-Za-z])")
_NEGATOR = compiled(r"[不没非无]\s*\Z|(?<![A-Za-z])(?i:not|never|no)\s+\Z")
#: A word of a denial anywhere in a clause but its state's (`未分配` is a state).
_DENIAL = compiled(r"没有|没|不|未|无|非|(?<![A-Za-z])(?i:no|not|never|none|without)(?![A-Za-z])|n't")
_COUNT = compiled(r"(?<![\d.])(?P<n>\d+)\s*(?:个)?\s*(?:分片|(?i:shards?))\s*(?:处于|为|are|is)?\s*"
                  r"(?:状态\s*)?\Z")


@lru_cache(maxsize=64)
def shards(text: str) -> tuple[Shard, ...]:
    """The rows `_cat/shards` prints."""
    return tuple(Shard(m.group("index"), m.group("shard"), m.group("prirep") == "p", m.group("state"),
                       m.group("node") or "", line_around(text, m.start())) for m in _ROW.finditer(text))


def shard_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the shard's row or the rows in the state]) for the first state,
    node or count the claim gives shards otherwise (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows = sole_reading(texts, ("UNASSIGNED", "STARTED", "INITIALIZING", "RELOCATING"), shards)
    if rows is None:
        return None
    for state, said, low, high in sole_kinds(claim, _STATES, _NEGATOR):
        if _DENIAL.search(f"{claim[low:said.start()]} {claim[said.end():high]}"):
            continue  # `没有未分配的分片`, `has no unassigned shards`: what is not, unsure
        count = _COUNT.search(claim, low, said.start())
        having = [row for row in rows if row.state == state]
        if count is not None and int(count.group("n")) != len(having):
            start, end = count.span("n")
            return Anchor("number", count.group("n"), claim[start:end], start, end), [
                f"{len(having)} {state}"]
        row = _named(claim, low, high, rows)
        if count is None and row is not None and row.state != state:
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                repr(clipped(row.row.strip(), 90))]
        indexed = _of_index(claim, low, high, rows) if count is None and row is None else []
        if indexed and not any(other.state == state for other in indexed):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                repr(clipped(other.row.strip(), 90)) for other in indexed[:2]]
    return _on_node(claim, rows)


def shard_counts_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without a count of shards in a state the rows make (`2 个分片未分配`)."""
    rows = sole_reading(texts, ("UNASSIGNED", "STARTED"), shards) if missing else None
    if rows is None:
        return missing
    held = [count.span("n") for state, words in _STATES.items() for said in words.finditer(claim)
            if (count := _COUNT.search(claim, clause_around(claim, said.start())[0], said.start()))
            and int(count.group("n")) == sum(1 for row in rows if row.state == state)]
    return outside(missing, held)


def _named(claim: str, low: int, high: int, rows: tuple[Shard, ...]) -> Shard | None:
    """The one row the clause names: its shard's number, and its index and side where several
    rows have that number."""
    numbers = {m.group("n") for m in _SHARD.finditer(claim, low, high)}
    if len(numbers) != 1:
        return None
    (number,) = numbers
    matching = [row for row in _sided(claim, low, high, rows) if row.shard == number
                and (name_pattern(row.name, before=".-").search(claim, low, high)
                     or len({r.name for r in rows}) == 1)]
    return matching[0] if len(matching) == 1 else None


def _of_index(claim: str, low: int, high: int, rows: tuple[Shard, ...]) -> list[Shard]:
    """The rows of the one index a clause naming no shard's number names (`orders 的分片未分配`),
    its primaries or replicas where it says which; none when it names a number, or no or two
    indices."""
    if _SHARD.search(claim, low, high):
        return []
    names = {row.name for row in rows
             if name_pattern(row.name, before=".-", after=".-").search(claim, low, high)}
    return [row for row in _sided(claim, low, high, rows) if row.name in names] if len(names) == 1 else []


def _sided(claim: str, low: int, high: int, rows: tuple[Shard, ...]) -> list[Shard]:
    """`rows` of the side the clause says (`主分片`, `replica`), all of them when it says neither."""
    primary, replica = _PRIMARY.search(claim, low, high), _REPLICA.search(claim, low, high)
    return [row for row in rows if (not primary or row.primary) and (not replica or not row.primary)]


_ON_NODE = compiled(r"(?:在|位于|分配到|(?<![A-Za-z])(?i:on|allocated\s+to))\s*"
                    r"(?P<node>[A-Za-z0-9_.\-]*\d[A-Za-z0-9_.\-]*)")


def _on_node(claim: str, rows: tuple[Shard, ...]) -> tuple[Anchor, list[str]] | None:
    """A shard said to be on a node its row does not print (`分片 0 的主分片在 es-node-2 上`)."""
    nodes = {row.node for row in rows if row.node}
    for m in _ON_NODE.finditer(claim):
        node = m.group("node")
        low, high = clause_around(claim, m.start(), m.end())
        row = _named(claim, low, high, rows)
        if node not in nodes or row is None or not row.node or row.node == node \
                or _NEGATOR.search(claim, low, m.start()):
            continue
        start, end = m.span("node")
        return Anchor("name", node, claim[start:end], start, end), [repr(clipped(row.row.strip(), 90))]
    return None
