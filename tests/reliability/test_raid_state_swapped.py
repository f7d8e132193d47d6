"""A software RAID array as `mdadm --detail` or `/proc/mdstat` prints it (`md0 处于降级状态，1 块盘
故障`, `活动设备为 3 个`, `/dev/sdd1 已失效`), passes; another count, another device failed, or a
degraded array called healthy fails.

The fields' names are English and a device's state is a row's words (or mdstat's `(F)`): of 60
forged claims 33 passed and 17 failed only LOW_CONFID, and 17 faithful ones failed LOW_CONFID (a
count such as `1 块盘故障` was a number found nowhere). Now the array is read as mdadm prints it
(`gatekeeper.rules.support.evidence.raid_status`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

DISKS = ("sdb1", "sdc1", "sdd1", "sde1", "sdf1", "sdg1")


def _detail(name: str, disks: list[str], failed: str | None, spares: list[str]) -> str:
    working = len(disks) - (failed is not None) + len(spares)
    rows = [f"       {n}       8       {17 + 16 * n}        {n}      active sync   /dev/{disk}"
            for n, disk in enumerate(disks) if disk != failed]
    lines = [f"/dev/{name}:", "           Version : 1.2", "        Raid Level : raid5",
             f"      Raid Devices : {len(disks)}", f"     Total Devices : {len(disks) + len(spares)}",
             f"             State : clean{', degraded' if failed else ''}",
             f"    Active Devices : {len(disks) - (failed is not None)}", f"   Working Devices : {working}",
             f"    Failed Devices : {int(failed is not None)}", f"     Spare Devices : {len(spares)}", "",
             "    Number   Major   Minor   RaidDevice State", *rows]
    lines += [f"       {9 + n}       8       {200 + n}        -      spare   /dev/{disk}"
              for n, disk in enumerate(spares)]
    if failed:
        lines += ["", f"       {len(disks) + 5}       8       49        -      faulty   /dev/{failed}"]
    return "\n".join(lines)


def _mdstat(name: str, disks: list[str], failed: str | None, spares: list[str]) -> str:
    members = " ".join(f"{disk}[{n}]" + ("(F)" if disk == failed else "") for n, disk in enumerate(disks))
    members += "".join(f" {disk}[{len(disks) + n}](S)" for n, disk in enumerate(spares))
    up = "".join("_" if disk == failed else "U" for disk in disks)
    return "\n".join(["Personalities : [raid1] [raid6] [raid5] [raid4]", f"{name} : active raid5 {members}",
                      f"      5860270080 blocks super 1.2 level 5, 512k chunk, algorithm 2 "
                      f"[{len(disks)}/{up.count('U')}] [{up}]", "", "unused devices: <none>"])


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    count = rng.randint(3, 5)
    picked = rng.sample(DISKS, count + 1)
    disks, spare = picked[:count], picked[count:]
    spares = spare if rng.random() < 0.4 else []
    failed = rng.choice(disks) if rng.random() < 0.7 else None
    name = rng.choice(("md0", "md1", "md127"))
    output = (_detail if rng.random() < 0.7 else _mdstat)(name, disks, failed, spares)
    active = count - (failed is not None)
    facet = rng.choice(("failed", "active", "state", "device") if failed else ("active", "state"))
    if facet == "failed":
        form = rng.choice(("{m} 有 {n} 块盘故障", "{m} 处于降级状态，{n} 块盘故障",
                           "{m} has {n} failed devices"))
        return form.format(m=name, n=1), form.format(m=name, n=2), output
    if facet == "active":
        form = rng.choice(("{m} 的活动设备为 {n} 个", "{m} has {n} active devices",
                           "阵列 {m} 当前有 {n} 块活动盘"))
        return form.format(m=name, n=active), form.format(m=name, n=active + rng.choice((-1, 1))), output
    if facet == "state":
        healthy = rng.choice(("阵列 {m} 状态正常", "RAID 阵列 {m} 健康", "the array {m} is healthy"))
        degraded = rng.choice(("阵列 {m} 处于降级状态", "{m} 阵列已降级", "the array {m} is degraded"))
        healthy, degraded = healthy.format(m=name), degraded.format(m=name)
        return (degraded, healthy, output) if failed else (healthy, degraded, output)
    other = rng.choice([disk for disk in disks if disk != failed])
    form = rng.choice(("/dev/{d} 已失效", "{d} 盘故障", "/dev/{d} is faulty", "/dev/{d} 状态为 faulty"))
    return form.format(d=failed), form.format(d=other), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1211)
    return [_probe(rng) for _ in range(60)]


def test_the_array_s_own_state_and_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_device_or_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
