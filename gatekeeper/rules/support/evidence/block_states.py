"""A state a claim gives one named block's field that another block's field of that name prints,
while the block's own prints another: `/proc/net/bonding`'s slaves, `gluster peer status`' peers.

    Slave Interface: eth0                     Hostname: gfs-2
    MII Status: down                          State: Peer in Cluster (Connected)
    Slave Interface: eth1                     Hostname: gfs-3
    MII Status: up                            State: Peer in Cluster (Disconnected)

`eth1 的 MII 状态为 down` and `gfs-2 已断开连接` passed: the words are the output's, another
block's. The blocks are `named_blocks`'. A field's state is its value when it is one word
(`down`, `critical`) or the word in brackets at its end (`Connected`); only fields of a name
whose blocks print two states or more tell blocks apart. A clause naming one block and writing
one state of such a field (the word whole, any case; `已连接`, `断开` for connected and
disconnected), where the block's own field prints another, is contradicted. Unsure says
nothing: two blocks or two states in a clause, a negator, a bound, a state two fields' names
print that the clause does not tell apart by naming one, a state's word in a field's name the
clause writes (bonding's `Up Delay`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.field_names import Field, names_field
from gatekeeper.rules.support.evidence.named_blocks import (
    OPENING,
    Block,
    block_name,
    blocks_named,
    heading_fields,
    named_blocks,
)
from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled

_BRACKETED = compiled(r"\((?P<state>[A-Za-z][A-Za-z ]*)\)[ \t]*$")
_ONE_WORD = compiled(r"[A-Za-z][A-Za-z\-]*")
#: A release ending the value, or before its name in brackets (hostnamectl's `Kernel: Linux
#: 4.18.0-513.5.1.el8_9.x86_64`, `Operating System: Rocky Linux 9.3 (Blue Onyx)`).
_RELEASE = compiled(r"(?<= )\d+\.\d+[0-9A-Za-z._\-]*(?=[ \t]*(?:\([^)]*\))?$)")
#: A state's Chinese words, beside its own.
_SAID_IN_CHINESE = {"connected": r"(?<!断开)(?<!未)(?<!失去)连接(?!断开|中断|失败)",
                    "disconnected": r"断开|断连|失联|失去连接|连接失败|连接中断"}


def _state(value: str) -> str | None:
    released = _RELEASE.search(value)
    if released is not None:
        return released.group().lower()
    bracketed = _BRACKETED.search(value)
    if bracketed is not None:
        return bracketed["state"].lower()
    return value.lower() if _ONE_WORD.fullmatch(value) else None


@lru_cache(maxsize=64)
def _said(state: str) -> re.Pattern[str]:
    english = rf"(?<![A-Za-z0-9_.\-]){re.escape(state)}(?![A-Za-z0-9_\-]|\.[A-Za-z0-9])"
    chinese = _SAID_IN_CHINESE.get(state)
    return compiled(f"{chinese}|(?i:{english})" if chinese else f"(?i:{english})")


def _states(blocks: Sequence[Block]) -> dict[str, set[str]]:
    """Each field's name, with the states its blocks print, where two or more."""
    by_name: dict[str, set[str]] = {}
    for _, fields in blocks:
        for field in fields:
            if (state := _state(field.value)) is not None:
                by_name.setdefault(field.name, set()).add(state)
    return {name: states for name, states in by_name.items() if len(states) > 1}


def block_state_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the block's field, and whose the state is]) for the first state the
    claim gives a block's field that another block's prints (see the module docstring)."""
    del anchors, anchors_of  # the blocks are read as printed
    blocks = sole_reading(texts, OPENING, named_blocks)
    if not blocks:
        return None
    states = _states(blocks)
    lowered = claim.lower()
    heading = [f for text in dict.fromkeys(texts) if named_blocks(text) == blocks
               for f in heading_fields(text)]  # (read once: the state's words and the heading check)
    printed = {f.name.partition(" (")[0] for f in (*heading, *(f for block in blocks for f in block[1]))}
    for name, kinds in sorted(states.items()):
        for state in sorted(kinds):
            for said in _said(state).finditer(claim):
                low, high = clause_around(claim, said.start(), said.end())
                clause = claim[low:high].lower()
                if NEGATOR_IN.search(claim, low, said.start()) or BOUND.search(claim, low, high) or sum(
                        1 for other in kinds if _said(other).search(claim, low, high)) != 1 \
                        or _in_name(lowered, said.start(), said.end(), printed):
                    continue  # (`Up Delay`'s `Up` is a field's name, no state)
                named = blocks_named(claim, low, high, blocks)
                own = [f for f in named[0][1] if f.name == name] if len(named) == 1 else []
                if len(own) != 1 or _state(own[0].value) == state or (
                        sum(state in others for others in states.values()) > 1
                        and not names_field(clause, own[0])):
                    continue
                having = next(block[0][0] for block in blocks for f in block[1]
                              if f.name == name and _state(f.value) == state)
                return Anchor("state", state, claim[low:high].strip(), low, high), [
                    f"{name} {own[0].value} for {named[0][0][0]}, {state} for {having}"]
    return _heading_contradicted(claim, heading, blocks)


def _in_name(lowered: str, start: int, end: int, names: set[str]) -> bool:
    """Whether the claim's word at `start:end` is a word of a field's name it writes there."""
    for name in names:
        at = lowered.find(name, max(0, start - len(name)), end + len(name))
        if " " in name and 0 <= at <= start and end <= at + len(name):
            return True
    return False


def _heading_contradicted(claim: str, heading: Sequence[Field], blocks: Sequence[Block]
                          ) -> tuple[Anchor, list[str]] | None:
    """A field before the blocks naming one (`Currently Active Slave: eth1`) that a clause naming
    it gives another block (`当前活动的 slave 是 eth0`)."""
    owners = {name: block for block in blocks for name in block[0]}
    for field in (f for f in heading if f.value in owners):
        for name, block in owners.items():
            for said in block_name(name).finditer(claim):
                low, high = clause_around(claim, said.start(), said.end())
                if block is owners[field.value] or blocks_named(claim, low, high, blocks) != [block] \
                        or NEGATOR_IN.search(claim, low, high) \
                        or not names_field(claim[low:high].lower(), field):
                    continue
                return Anchor("name", name, said.group(), said.start(), said.end()), [
                    f"{field.line.strip()!r}"]
    return None
