"""A block device's size and mount point as `lsblk` prints them (`sdb 的大小为 2T`, `sda2 挂载在 /`),
pass; another device's fails.

    NAME   MAJ:MIN RM   SIZE RO TYPE MOUNTPOINT
    sda      8:0    0   500G  0 disk
    ├─sda1   8:1    0   512M  0 part /boot
    └─sda2   8:2    0 499.5G  0 part /

`sda 的大小为 2T` (sdb's) and `sda1 挂载在 /data` passed (at 371b2c9): the table's tree-drawn
names and its rows without a mount point were read as no table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SIZE = ("{d} 的大小为 {v}", "{d} 容量 {v}", "{d} is {v} in size", "磁盘 {d} 的容量是 {v}")
MOUNT = ("{d} 挂载在 {v}", "{d} 的挂载点为 {v}", "{d} is mounted on {v}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    disks = rng.sample(("sda", "sdb", "sdc", "vda", "vdb", "nvme0n1"), rng.randint(2, 3))
    mounts = iter(rng.sample(("/", "/boot", "/data", "/var/lib/mysql", "/home", "/srv", "/backup", "/opt",
                              "/var/log", "/tmp"), 10))
    rows, devices = [], {}
    for major, disk in enumerate(disks):
        size = rng.choice(("20G", "50G", "100G", "500G", "1T", "2T", "3.7T"))
        parts = rng.randint(0, 2)
        mount = "" if parts else next(mounts)
        devices[disk] = (size, mount)
        rows.append((disk, f"8:{major * 16}", size, "disk", mount))
        for p in range(1, parts + 1):
            psize = rng.choice(("512M", "1G", "8G", "19.5G", "49.5G", "99G", "499.5G"))
            pmount = next(mounts) if rng.random() < 0.8 else "[SWAP]"
            name = f"{disk}p{p}" if disk.startswith("nvme") else f"{disk}{p}"
            devices[name] = (psize, pmount)
            rows.append((("└─" if p == parts else "├─") + name, f"8:{major * 16 + p}", psize, "part", pmount))
    lines = ["NAME        MAJ:MIN RM   SIZE RO TYPE MOUNTPOINT"]
    for name, majmin, size, kind, mount in rows:
        lines.append(f"{name:<12}{majmin:>7}  0 {size:>6}  0 {kind:<4} {mount}".rstrip())
    output = "\n".join(lines)
    one, other = rng.sample(sorted(devices), 2)
    if rng.random() < 0.5:
        value = devices[one][0]
        if devices[other][0] == value:
            return None
        form = rng.choice(SIZE)
    else:
        value = devices[one][1]
        if not value or value == "[SWAP]" or devices[other][1] == value:
            return None
        form = rng.choice(MOUNT)
    return form.format(d=one, v=value), form.format(d=other, v=value), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4707)


def test_a_device_s_own_size_and_mount_point_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_device_s_size_or_mount_point_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
