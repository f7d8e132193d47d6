"""A file system type or device a claim gives a mount point that `mount` (or `/proc/mounts`)
prints for another, or a type it gives a device that `blkid` prints for another.

    /dev/sda1 on / type ext4 (rw,relatime,errors=remount-ro)
    /dev/sdb1 on /data type xfs (ro,noatime,attr2,inode64)

`/ 的文件系统类型为 xfs` and `/data 挂载的是 /dev/sda1` (each the other's) passed: the words are the
output's, and a mount's line is no field nor table (its mode is read in `mounts.py`). Each line
gives a point its device and type. A clause naming one mount point (whole) and one type of the
lines (`xfs`, `ext4`, `tmpfs`...) or one device of them is read against the point's mounts: a
type or device none of them has contradicts it. `blkid`'s `/dev/sdb1: UUID="..." TYPE="xfs"`
gives a device its type: a clause naming one device and another type of the lines contradicts it
(`/dev/sda1 的文件系统是 xfs`). Unsure says nothing: two points, types or devices in a clause, a
negator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache, partial

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A name written whole (the name patterns are cached: `written.name_pattern`).
_point = partial(name_pattern, before="/.-", after="/-", ignore_case=False)

#: `mount`'s line, `/proc/mounts`' end, blkid's type: what the reading needs (tool_outputs gates on them)
PRINTED = (" type ", " 0 0", ' TYPE="')
_MOUNT = compiled(r"^(?P<device>\S+) on (?P<point>/\S*) type (?P<type>\S+) \("
                  r"|^(?P<proc_device>\S+) (?P<proc_point>/\S*) (?P<proc_type>\S+) \S+ 0 0$"
                  r"|^(?P<blk_device>/dev/\S+): [^\n]*? TYPE=\"(?P<blk_type>[^\"\n]+)\"", re.MULTILINE)

#: A mount: (its device, its type).
Mount = tuple[str, str]


@lru_cache(maxsize=64)
def mount_points(text: str) -> dict[str, frozenset[Mount]]:
    """Each mount point's mounts `text` prints."""
    found: dict[str, set[Mount]] = {}
    for m in _MOUNT.finditer(text):  # (a device blkid lists is a point of its own type)
        point = m["point"] or m["proc_point"] or m["blk_device"]
        found.setdefault(point, set()).add((m["device"] or m["proc_device"] or point,
                                            m["type"] or m["proc_type"] or m["blk_type"]))
    return {point: frozenset(mounts) for point, mounts in found.items()}


def mount_point_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the point's mounts]) for the first type or device the claim gives a
    mount point that none of its mounts has (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    points = sole_reading(texts, PRINTED, mount_points)
    if not points:
        return None
    devices = {device for mounts in points.values() for device, _ in mounts if device.startswith("/")}
    types = {kind for mounts in points.values() for _, kind in mounts}
    for point in points:
        for said in _point(point).finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            if sum(1 for other in points if _point(other).search(claim, low, high)) > 1 or NEGATOR_IN.search(
                    claim, low, high):
                continue
            clause = claim[:said.start()] + " " * len(said.group()) + claim[said.end():high]
            for named, index in (([d for d in devices if _point(d).search(clause, low)], 0),
                                 ([t for t in types if _word(t).search(clause, low)], 1)):
                if len(named) == 1 and all(mount[index] != named[0] for mount in points[point]):
                    return Anchor("state", named[0], claim[low:high].strip(), low, high), [
                        " ".join(f"{device} on {point} type {kind}"
                                 for device, kind in sorted(points[point]))]
    return None



@lru_cache(maxsize=256)
def _word(kind: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_./\-]){re.escape(kind)}(?![A-Za-z0-9_/\-])")
