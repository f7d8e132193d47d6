"""Whether a claim says a file system is mounted read-only or read-write, against `mount` and
`/proc/mounts`.

`/data 以读写方式挂载` citing `mount`, whose `/dev/sdb1 on /data type ext4 (ro,relatime)` line says
read-only (a disk's errors remount it so): the path is the output's and the mode is no anchor, so
nothing was missing or contradicted. A mount's mode is the first `ro` or `rw` of its options
(`mount`'s `X on /path type T (opts)`, `/proc/mounts`' `X /path T opts 0 0`). A clause naming one
mount point (whole) and a mode (`只读`, `read-only`, `ro`; `读写`, `read-write`, `rw`, `可写`) is
denied by the point's mounts all of the other mode. Unsure says nothing: a clause naming two
points or both modes, a point no line mounts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.two_states import Fact, denied_in
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_MOUNT = compiled(r"^\S+ on (?P<point>/\S*) type \S+ \((?P<options>[^)]*)\)"
                  r"|^\S+ (?P<proc>/\S*) \S+ (?P<procoptions>\S+) \d+ \d+$")
_READ_ONLY = compiled(r"只读|(?<![A-Za-z])(?:read[- ]only|ro)(?![A-Za-z])", re.IGNORECASE)
_READ_WRITE = compiled(r"读写|可写|(?<![A-Za-z])(?:read[- ]write|writable|rw)(?![A-Za-z])", re.IGNORECASE)


def mount_mode_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the point's mount]) for the first mount point the claim gives the
    mode its mounts deny (see the module docstring)."""
    del anchors, anchors_of  # the mounts are read as printed
    return denied_in(claim, texts, _mounts_in, _READ_ONLY, _READ_WRITE)


@lru_cache(maxsize=64)
def _mounts_in(text: str) -> tuple[Fact, ...]:
    """Each mount `text` prints with a mode: its point (written whole, next to Chinese too:
    `/data以只读方式挂载`), read-only or not."""
    found = []
    for line in text.splitlines():
        mount = _MOUNT.match(line)
        if mount is None:
            continue
        options = (mount.group("options") or mount.group("procoptions")).split(",")
        mode = next((option for option in options if option in ("ro", "rw")), None)
        if mode is not None:
            point = mount.group("point") or mount.group("proc")
            named = name_pattern(point, before="/.-", after="/-", ignore_case=False)
            found.append(Fact(point, (named,), mode == "ro", line))
    return tuple(found)
