"""A disk said full of data fails when the cited `df -h` gives its space room and only `df -i`
its inodes none; the same claim of inodes passes.

`磁盘空间已满` citing `df -i` (`IUse% 100%`) and `df -h` (`Use% 46%`) passed: a full row was printed,
the inodes' (`evidence/saturation.py` read both tables as one).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

SPACE_FULL = ("{m} 磁盘空间已满", "{m} 的磁盘空间被写满了", "The disk space of {m} is full",
              "{m} 磁盘容量已满")
INODES_FULL = ("{m} 磁盘 inode 已满", "{m} 的 inode 已经用满", "The inodes of {m} are full")


def _df(rng: random.Random, device: str, mount: str) -> str:
    inodes = rng.choice((655360, 3276800, 6553600, 13107200))
    size = rng.choice((20, 50, 100, 200))
    used = rng.randint(size // 5, size * 7 // 10)
    return "\n".join([f"$ df -i {mount}", "Filesystem       Inodes   IUsed  IFree IUse% Mounted on",
                      f"{device:<13} {inodes:>9} {inodes:>7}      0  100% {mount}",
                      f"$ df -h {mount}", "Filesystem      Size  Used Avail Use% Mounted on",
                      f"{device:<13} {size:>5}G {used:>4}G {size - used:>4}G {used * 100 // size:>3}% "
                      f"{mount}"])


def _mount(claim: str, mount: str) -> str:
    """The mount as the claim writes it: `/` is `根分区` in Chinese."""
    return "根分区" if mount == "/" and not claim.isascii() else mount


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim of inodes, forged claim of space, outputs)."""
    rng = random.Random(3507)
    probes = []
    for _ in range(60):
        device, mount = rng.choice((("/dev/sda1", "/"), ("/dev/sdb1", "/data"), ("/dev/nvme0n1p2", "/var")))
        faithful, forged = rng.choice(INODES_FULL), rng.choice(SPACE_FULL)
        probes.append((faithful.format(m=_mount(faithful, mount)), forged.format(m=_mount(forged, mount)),
                       _df(rng, device, mount)))
    return probes


def test_space_said_full_when_only_the_inodes_are_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []


def test_the_inodes_said_full_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
