"""A mount said out of space or inodes while `df` prints it with room fails, and one `df` does not
print fails too; the mount that is full, said so, passes.

`/data 的 inode 已耗尽`, `/data 磁盘空间已用尽`, `/data 上没有可用的 inode` citing `df -i` or `df -h`,
whose `/data` row is at 7%: only `已满`, `写满` and `耗尽` after a disk's word were read as full
(`evidence/saturation.py`); `/data 分区已满` where `df` prints no `/data`: a path of one segment was
no anchor, so the mount was never looked for (`text/anchors/extract.py`).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import drawn, not_failed, not_passed, not_rejected

MOUNTS = ("/data", "/var", "/home", "/opt", "/srv", "/backup", "/logs")
#: kind -> claims saying the mount {m} is out of it
FULL = {
    "space": ("{m} 分区已满", "{m} 磁盘空间已用尽", "{m} 的磁盘空间已经用完", "{m} 上没有剩余空间",
              "the {m} volume is full", "{m} has run out of disk space", "no space left on {m}"),
    "inodes": ("{m} 的 inode 已耗尽", "{m} 的 inode 已经用完", "{m} 上没有可用的 inode",
               "inodes on {m} are exhausted", "{m} ran out of inodes"),
}


def _df(rng: random.Random, kind: str, mounts: list[str], full: str) -> str:
    if kind == "space":
        lines = ["Filesystem      Size  Used Avail Use% Mounted on"]
        for n, mount in enumerate(mounts):
            use = 100 if mount == full else rng.randint(3, 80)
            lines.append(f"/dev/sd{'bcdefgh'[n]}1  100G  {use}G  {100 - use}G  {use}% {mount}")
        return "$ df -h\n" + "\n".join(lines)
    lines = ["Filesystem      Inodes   IUsed   IFree IUse% Mounted on"]
    for n, mount in enumerate(mounts):
        use = 100 if mount == full else rng.randint(1, 80)
        lines.append(f"/dev/sd{'bcdefgh'[n]}1  6553600  {65536 * use}  {65536 * (100 - use)}  {use}% {mount}")
    return "$ df -i\n" + "\n".join(lines)


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output): the full mount said full, another said so."""
    kind = rng.choice(list(FULL))
    mounts = rng.sample(MOUNTS, rng.randint(2, 4))
    full, other = mounts[0], mounts[1]
    form = rng.choice(FULL[kind])
    return form.format(m=full), form.format(m=other), _df(rng, kind, rng.sample(mounts, len(mounts)), full)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4219, 60)


def test_a_mount_with_room_said_out_of_space_or_inodes_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_full_mount_said_full_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_a_mount_df_does_not_print_fails() -> None:
    """The mount is named nowhere in the evidence: a core anchor missing (LOW_CONFID at least)."""
    unprinted = [(re.sub(r"/[a-z]+", "/mnt", faithful, count=1), output, output)
                 for faithful, _, output in _probes()[:20]]
    assert not_failed(unprinted) == []
