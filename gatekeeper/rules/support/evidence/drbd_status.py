"""What a claim says of a DRBD resource that `drbdadm status` prints otherwise: a side's role or
disk state, how much of a resync is done.

    r0 role:Primary
      disk:UpToDate
      node-b role:Secondary
        replication:SyncSource peer-disk:Inconsistent done:45.20

`r0 的本地角色为 Secondary` (the peer's), `对端磁盘状态为 UpToDate` (the local disk's) and `同步完成了
54.20%` passed or failed only as unfound: the words are the output's, and `name:value` pairs
after a name are no fields. Each resource's block gives the local role and disk, and per peer
its role, disk and resync's share done. A clause naming a resource (or the only one) and writing
one role (`Primary`, `Secondary`) or disk state (`UpToDate`, `Inconsistent`, ...) gives it to the
peer when it writes a peer's word (`对端`, `peer`, `remote`, the peer's name), else to the local
side: another state than that side's contradicts it. A share (`45.2%`) in a clause writing a
resync's word (`同步`, `sync`, `done`) is read against the peer's `done:`. Unsure says nothing:
two states, resources or shares in a clause, a negator, a bound or an approximation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache, partial
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

#: A name written whole (the name patterns are cached: `written.name_pattern`).
_named = partial(name_pattern, before="-.", after="-.")

#: every resource's and peer's line prints it: what the reading needs (tool_outputs gates on it)
ROLE = "role:"
_ROLES = ("Primary", "Secondary")
_DISKS = ("UpToDate", "Inconsistent", "Outdated", "Diskless", "DUnknown", "Consistent", "Failed",
          "Attaching", "Detaching", "Negotiating")
_RESOURCE = compiled(r"^(?P<name>[A-Za-z0-9_][\w.\-]*) role:(?P<role>\w+)")
_PEER = compiled(r"^[ \t]+(?P<name>[A-Za-z0-9_][\w.\-]*) role:(?P<role>\w+)")
_DISK = compiled(r"(?<![A-Za-z0-9_\-])(?P<peer>peer-)?disk:(?P<disk>\w+)")
_DONE = compiled(r"(?<![A-Za-z0-9_\-])done:(?P<done>\d+(?:\.\d+)?)")
_STATE_SAID = compiled(rf"(?<![A-Za-z])(?P<state>{'|'.join((*_ROLES, *_DISKS))})(?![A-Za-z])")
_PEER_WORDS = compiled(r"对端|对方|远端|另一端|(?<![A-Za-z])(?i:peer|remote|partner)(?![A-Za-z])")
_SYNC_WORDS = compiled(r"同步|(?<![A-Za-z])(?i:sync|synced|resync|done)")
_SHARE = compiled(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*%")


class Side(NamedTuple):
    role: str
    disk: str | None
    done: str | None


#: A resource: its local side, and its peers' by name.
Resource = tuple[Side, dict[str, Side]]


@lru_cache(maxsize=64)
def resources(text: str) -> dict[str, Resource]:
    """Each resource's sides `text` prints (a `drbdadm status` block each)."""
    found: dict[str, Resource] = {}
    sides: dict[str, list[str]] = {}  # a side's role, disk and done as read so far
    current: tuple[str, str | None] | None = None  # (resource, peer or None)
    for line in text.split("\n"):
        if (resource := _RESOURCE.match(line)) is not None:
            current = (resource["name"], None)
            sides[f"{resource['name']}\n"] = [resource["role"], "", ""]
        elif current is not None and (peer := _PEER.match(line)) is not None:
            current = (current[0], peer["name"])
            sides[f"{current[0]}\n{peer['name']}"] = [peer["role"], "", ""]
        elif current is not None and line[:1] in " \t" and line.strip():
            side = sides[f"{current[0]}\n{current[1] or ''}"]
            for disk in _DISK.finditer(line):
                if bool(disk["peer"]) == (current[1] is not None):
                    side[1] = disk["disk"]
            if (done := _DONE.search(line)) is not None:
                side[2] = done["done"]
        else:
            current = None
    for key, (role, disk_state, share_done) in sides.items():
        name, _, peer_name = key.partition("\n")
        local, peers = found.setdefault(name, (Side("", None, None), {}))
        read = Side(role, disk_state or None, share_done or None)
        found[name] = (local, {**peers, peer_name: read}) if peer_name else (read, peers)
    return found


def drbd_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the side's state]) for the first role, disk state or share done the
    claim gives a side of a resource otherwise than the status (see the module docstring)."""
    del anchors, anchors_of  # the blocks are read as printed
    found = sole_reading(texts, (ROLE,), resources)
    if not found:
        return None
    for said in _STATE_SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        located = _located(claim, low, high, found)
        if (located is None or len(_STATE_SAID.findall(claim, low, high)) > 1
                or NEGATOR_IN.search(claim, low, high)):
            continue
        name, peer, side = located
        state = said["state"]
        own = side.role if state in _ROLES else side.disk
        if own is not None and own != state:
            whose = f"{name} {'peer ' + peer if peer else 'local'}"
            return Anchor("state", state, claim[low:high].strip(), low, high), [
                f"{whose} {'role' if state in _ROLES else 'disk'}:{own}"]
    for said in _SHARE.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        if not _SYNC_WORDS.search(claim, low, high) or len(_SHARE.findall(claim, low, high)) > 1 or any(
                words.search(claim, low, high) for words in (APPROX, BOUND, NEGATOR_IN)):
            continue
        dones = [(name, peer, side.done) for name, (_, peers) in found.items()
                 if _names(claim, low, high, name, found) for peer, side in peers.items() if side.done]
        if len(dones) == 1 and not rounded_to(Decimal(dones[0][2]), said["n"]):
            start, end = said.span()
            return Anchor("number", said["n"], claim[start:end], start, end, unit="%"), [
                f"{dones[0][0]} peer {dones[0][1]} done:{dones[0][2]}"]
    return None


def _located(claim: str, low: int, high: int, found: dict[str, Resource]) -> tuple[str, str, Side] | None:
    """(resource, peer or '', the side) the clause speaks of; None when unsure."""
    named = [name for name in found if _names(claim, low, high, name, found)]
    if len(named) != 1:
        return None
    local, peers = found[named[0]]
    by_name = [peer for peer in peers if _named(peer).search(claim, low, high)]
    if len(by_name) > 1 or (not by_name and _PEER_WORDS.search(claim, low, high) and len(peers) != 1):
        return None
    if by_name or _PEER_WORDS.search(claim, low, high):
        peer = by_name[0] if by_name else next(iter(peers))
        return named[0], peer, peers[peer]
    return named[0], "", local


def _names(claim: str, low: int, high: int, name: str, found: dict[str, Resource]) -> bool:
    """Whether the clause names the resource, or the status has none but it."""
    return len(found) == 1 or _named(name).search(claim, low, high) is not None



def done_shares_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the shares a resync is done (`done:45.20`, printed bare, is `45.2%`)."""
    found = sole_reading(texts, (ROLE,), resources) if missing else None
    dones = [Decimal(side.done) for _, peers in (found or {}).values() for side in peers.values()
             if side.done]
    return [anchor for anchor in missing if not (
        anchor.kind == "number" and anchor.unit == "%"
        and any(rounded_to(done, anchor.value) for done in dones))]
