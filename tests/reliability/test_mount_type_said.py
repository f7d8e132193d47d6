"""A mount point's type and device as `mount` or `/proc/mounts` prints them, and a device's type as
`blkid` does (`/data 的文件系统类型为 xfs`, `/ 挂载的是 /dev/sda1`, `/dev/sdb1 的文件系统是 xfs`), pass;
another point's or device's fails.

    /dev/sda1 on / type ext4 (rw,relatime,errors=remount-ro)
    /dev/sdb1 on /data type xfs (ro,noatime,attr2,inode64)

Every forged claim passed (at 3f755b4): a mount's line is no field nor table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

TYPE = ("{p} 的文件系统类型为 {t}", "{p} 是 {t} 文件系统", "{p} is formatted as {t}")
DEVICE = ("{p} 挂载的是 {d}", "{d} 挂载在 {p}", "{p} is backed by {d}")
POINTS = ("/", "/data", "/var/lib/docker", "/home", "/boot", "/srv/backup")
TYPES = ("ext4", "xfs", "btrfs", "ext3")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    points = rng.sample(POINTS, rng.randint(2, 4))
    mounts = {p: (f"/dev/{rng.choice(('sd', 'vd', 'xvd'))}{'abcdef'[n]}1", rng.choice(TYPES))
              for n, p in enumerate(points)}
    style = rng.randrange(3)
    if style == 0:
        lines = [f"{d} on {p} type {t} ({rng.choice(('rw', 'ro'))},relatime)" for p, (d, t) in mounts.items()]
        lines.append("tmpfs on /run type tmpfs (rw,nosuid,nodev,size=813744k,mode=755)")
    elif style == 1:
        lines = [f"{d} {p} {t} rw,relatime 0 0" for p, (d, t) in mounts.items()]
        lines.insert(0, "proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0")
    else:
        lines = [f'{d}: UUID="{rng.getrandbits(64):016x}" TYPE="{t}" PARTUUID="{n:08x}-01"'
                 for n, (d, t) in enumerate(mounts.values())]
    one = rng.choice(points)
    device, kind = mounts[one]
    said = device if style == 2 else one
    if style == 2 or rng.random() < 0.5:
        others = {t for _, t in mounts.values() if t != kind}
        if not others:
            return None
        form = rng.choice(TYPE)
        return (form.format(p=said, t=kind), form.format(p=said, t=rng.choice(sorted(others))),
                "\n".join(lines))
    form = rng.choice(DEVICE)
    other = rng.choice([d for p, (d, _) in mounts.items() if p != one])
    return form.format(p=one, d=device), form.format(p=one, d=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4829)


def test_a_point_s_or_device_s_own_type_and_device_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_point_s_or_device_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
