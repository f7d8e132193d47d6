"""A DRBD resource's roles, disks and resync as `drbdadm status` prints them (`r0 的本地角色为
Primary`, `r0 的对端磁盘状态为 Inconsistent`, `r0 同步完成了 45.2%`), pass; another side's state, or
another share done, fails.

    r0 role:Primary
      disk:UpToDate
      node-b role:Secondary
        replication:SyncSource peer-disk:Inconsistent done:45.20

Every forged state passed (at 3f755b4), and every share done failed as found nowhere: `name:value`
pairs after a name were no fields, and `done:45.20` prints no `%`.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {("local", "role"): ("{r} 的本地角色为 {s}", "{r} is {s} on this node"),
        ("peer", "role"): ("{r} 的对端角色为 {s}", "the peer of {r} is {s}"),
        ("local", "disk"): ("{r} 本地磁盘状态为 {s}", "{r}'s local disk is {s}"),
        ("peer", "disk"): ("{r} 的对端磁盘状态为 {s}", "{r}'s peer disk is {s}")}
DONE = ("{r} 同步完成了 {d}%", "{r} 的重同步已完成 {d}%", "the resync of {r} is {d}% done")
DISKS = ("UpToDate", "Inconsistent", "Outdated", "DUnknown")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample(("r0", "r1", "data", "pgdata", "drbd0"), rng.randint(1, 2))
    peer = rng.choice(("node-b", "peer", "db02"))
    lines, sides, dones = [], {}, {}
    for name in names:
        primary = rng.random() < 0.5
        roles = ("Primary", "Secondary") if primary else ("Secondary", "Primary")
        syncing = rng.random() < 0.6
        disks = (("UpToDate", "Inconsistent") if syncing
                 else (rng.choice(("UpToDate", "Outdated")), "UpToDate"))
        if not primary and syncing:
            disks = disks[::-1]
        sides[name] = {("local", "role"): roles[0], ("peer", "role"): roles[1],
                       ("local", "disk"): disks[0], ("peer", "disk"): disks[1]}
        lines += [f"{name} role:{roles[0]}", f"  disk:{disks[0]}", f"  {peer} role:{roles[1]}"]
        if syncing:
            dones[name] = f"{rng.randint(1, 98)}.{rng.randint(0, 99):02d}"
            way = "SyncSource" if disks[0] == "UpToDate" else "SyncTarget"
            lines.append(f"    replication:{way} peer-disk:{disks[1]} done:{dones[name]}")
        else:
            lines.append(f"    peer-disk:{disks[1]}")
    name = rng.choice(names)
    if name in dones and rng.random() < 0.4:
        form = rng.choice(DONE)
        done = dones[name].rstrip("0").rstrip(".")
        other = f"{(float(dones[name]) + rng.choice((-12.5, 7.25, 20))) % 100:.2f}"
        return form.format(r=name, d=done), form.format(r=name, d=other), "\n".join(lines)
    side = rng.choice(tuple(SAID))
    own = sides[name][side]
    wrong = [state for state in (("Primary", "Secondary") if side[1] == "role" else DISKS) if state != own]
    form = rng.choice(SAID[side])
    return form.format(r=name, s=own), form.format(r=name, s=rng.choice(wrong)), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4815)


def test_a_side_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_state_or_share_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
