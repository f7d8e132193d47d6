"""A value a claim gives one named block's field that another block's field of that name holds:
`hdfs dfsadmin -report`'s datanodes, `nodetool tablestats`' tables, bonding's slaves, MongoDB's
secondaries (`rs.printSecondaryReplicationInfo()`).

    Name: 10.0.0.21:9866 (dn1.example.com)          Table: order_items
    DFS Used%: 61.20%                                       SSTable count: 37
                                                            Local read latency: 0.512 ms
    Name: 10.0.0.22:9866 (dn2.example.com)          Table: orders
    DFS Used%: 18.70%                                       SSTable count: 8

`dn2 的 DFS 使用率为 61.20%` (dn1's) and `orders 表有 37 个 SSTable` (order_items') passed: the
values are the output's, and fields of one name printed in several blocks are nobody's. A block
opens at a `Name:`, `Table:`, `Slave Interface:`, `Hostname:`, `Static hostname:` or `source:` line
(the first of these a text prints opens its blocks: HDFS' `Hostname:` names a `Name:` block) and
runs over the `name: value` lines after it (or `value name`: MongoDB's `100 secs (0.03 hrs) behind
the primary`), to a blank line or the next block; it is named by that line's value (an address
or host with its port, without it, the host in brackets and its first label: `dn1`) and its
`Hostname:`. A clause naming one block
and one of its fields (by every word of the field's name, `field_names`), with one number, gives
that field the number: where the block's own is another, and another block's field of that name
has the claim's, it contradicts it. Unsure says nothing: two blocks or numbers in a clause, a
bound, a change or an approximation, a number of no other block.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from functools import lru_cache, partial

from gatekeeper.rules.support.evidence.field_names import Field, most_specific, names_field, spoken_words
from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A name written whole (the name patterns are cached: `written.name_pattern`).
block_name = partial(name_pattern, before="-.:", after="-.:")

#: a block's first line: what the reading needs (tool_outputs gates on them)
OPENING = ("Name: ", "Table: ", "Slave Interface: ", "Hostname: ", "Static hostname: ", "source: ")
_OPEN = compiled(r"^[ \t]*(?P<key>Name|Table|Slave Interface|Hostname|Static hostname|source): "
                 r"(?P<value>\S[^\n]*?)[ \t]*$")
_LINE = compiled(r"^[ \t]*(?P<name>[A-Za-z][\w%()./\- ]*?)[ \t]*:"
                 r"[ \t]+(?P<value>\S+(?: [A-Za-z%]+(?![A-Za-z0-9_.]))?)(?:[ \t]+\([^)\n]*\))?[ \t]*$")
#: ... a value before its name (MongoDB's `100 secs (0.03 hrs) behind the primary`)
_VALUE_FIRST = compiled(r"^[ \t]*(?P<value>\d+(?:\.\d+)? [a-z]+)(?: \([^)\n]*\))?"
                        r" (?P<name>[a-z][a-z ]*[a-z])[ \t]*$")
#: ... a field whose value is words (gluster's `State: Peer in Cluster (Disconnected)`), or a
#: release after a word (hostnamectl's `Kernel: Linux 4.18.0-513.5.1.el8_9.x86_64`)
_WORDS_LINE = compiled(r"^[ \t]*(?P<name>[A-Za-z][A-Za-z ]*?)[ \t]*:"
                       r"[ \t]+(?P<value>[A-Za-z][A-Za-z0-9 ()._\-]*?)[ \t]*$")
_BRACKETED = compiled(r"\((?P<host>[A-Za-z][\w.\-]*)\)")
_NUMBER = compiled(r"-?\d+(?:\.\d+)?")


#: A block: (the names it goes by, its fields).
Block = tuple[tuple[str, ...], tuple[Field, ...]]


@lru_cache(maxsize=64)
def named_blocks(text: str) -> tuple[Block, ...]:
    """The named blocks `text` prints, when two or more (one block is no other's)."""
    blocks: list[tuple[list[str], list[Field]]] = []
    key = None  # the first block's key opens the others (HDFS' `Hostname:` is a `Name:` block's)
    for line in text.split("\n"):
        opened = _OPEN.match(line)
        if opened is not None and key in (None, opened["key"]):
            key = opened["key"]
            blocks.append((_names(opened["value"]), []))
        elif blocks and (field := _LINE.match(line) or _WORDS_LINE.match(line) or _VALUE_FIRST.match(line)):
            name = field["name"].strip()
            if name == "Hostname":
                blocks[-1][0].extend(_names(field["value"]))
            blocks[-1][1].append(Field(name.lower(), spoken_words(name), field["value"], line))
        elif blocks and (not line.strip() or line.lstrip().startswith("--")):
            blocks.append(([], []))  # the block ends; lines after it are nobody's
    named = tuple((tuple(dict.fromkeys(names)), tuple(fields)) for names, fields in blocks
                  if names and fields)
    return named if len(named) > 1 else ()


@lru_cache(maxsize=64)
def heading_fields(text: str) -> tuple[Field, ...]:
    """The fields `text` prints before its first block (bonding's `Currently Active Slave: eth1`)."""
    fields = []
    for line in text.split("\n"):
        if _OPEN.match(line) is not None:
            break
        if (field := _LINE.match(line)) is not None:
            name = field["name"].strip()
            fields.append(Field(name.lower(), spoken_words(name), field["value"], line))
    return tuple(fields)


def _names(value: str) -> list[str]:
    """The names a block's opening value gives it: `10.0.0.21:9866 (dn1.example.com)` is
    `10.0.0.21:9866`, `10.0.0.21`, `dn1.example.com` and `dn1`."""
    first = value.split()[0]
    names = [first, first.rpartition(":")[0]] if re.fullmatch(r"[\w.\-]+:\d+", first) else [first]
    for host in [*_BRACKETED.findall(value), *(n for n in names if not n[:1].isdigit())]:
        names += [host, host.partition(".")[0]]
    return [name for name in names if name]


def block_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the number the claim writes, [the block's field, and whose the number is]) for the first
    number the claim gives a block's field that another block's holds (see the module docstring)."""
    del anchors_of  # the lines are read as printed
    blocks = sole_reading(texts, OPENING, named_blocks)
    if not blocks:
        return None
    numbers = [a for a in anchors if a.kind == "number"]
    for said in numbers:
        low, high = clause_around(claim, said.start, said.end)
        if sum(low <= a.start < high for a in numbers) > 1 or any(
                words.search(claim, low, high) for words in (APPROX, BOUND, CHANGE)):
            continue
        named = blocks_named(claim, low, high, blocks)
        if len(named) != 1:
            continue
        clause = claim[low:high].lower()
        fields = most_specific([f for f in named[0][1] if names_field(clause, f) and _numbered(f.value)],
                               clause)
        if len(fields) != 1 or _same(fields[0].value, said.raw):
            continue
        having = [(block[0][0], f) for block in blocks if block is not named[0]
                  for f in block[1] if f.name == fields[0].name and _same(f.value, said.raw)]
        if having:
            return Anchor("number", said.value, said.raw, said.start, said.end), [
                f"{fields[0].name} {fields[0].value} for {named[0][0][0]}, "
                f"{having[0][1].value} for {having[0][0]}"]
    return None


def blocks_named(claim: str, low: int, high: int, blocks: Sequence[Block]) -> list[Block]:
    """The blocks the claim's span names by one of their names, written whole."""
    return [block for block in blocks if any(block_name(name).search(claim, low, high) for name in block[0])]


def _numbered(value: str) -> bool:
    """Whether a field's value is a number (`61.20%`) or none at all (a slave's `Speed: Unknown`,
    another's `1000 Mbps`), not words with digits (`Linux 4.18.0-513...`: a release)."""
    return _NUMBER.match(value) is not None or not any(char.isdigit() for char in value)


def _same(printed: str, written: str) -> bool:
    """Whether a field's value and a claim's number are one number (`61.20%`, `61.2%`)."""
    mine, theirs = _NUMBER.search(written), _NUMBER.search(printed)
    try:
        return mine is not None and theirs is not None and Decimal(mine.group()) == Decimal(theirs.group())
    except InvalidOperation:
        return False

