"""The pools, PGs, OSDs in and active mgr of `ceph -s` (`共有 4 个池`, `the cluster has 193 pgs`,
`6 osds are in`, `当前 active 的 mgr 是 ceph-1`), pass; the PGs' count said of the pools (and the
pools' of the PGs), the OSDs up said in, or a standby said active fails.

      cluster:
        id:     a7f64266-0894-4f1e-a635-d0aeaca0e993
        health: HEALTH_WARN
                1 osds down
                Degraded data redundancy: 1093/3630 objects degraded (30.110%), 33 pgs degraded

      services:
        mon: 3 daemons, quorum ceph-1,ceph-2,ceph-3 (age 2h)
        mgr: ceph-1(active, since 2h), standbys: ceph-2
        osd: 6 osds: 5 up (since 10m), 6 in (since 3d)

      data:
        pools:   4 pools, 193 pgs
        objects: 1.21k objects, 4.5 GiB
        usage:   14 GiB used, 5.4 TiB / 5.5 TiB avail
        pgs:     1093/3630 objects degraded (30.110%)
                 160 active+clean
                 33  active+undersized+degraded

21 of 60 forged claims passed (at 8863ac7): `pools:   4 pools, 193 pgs` was read by no check; and 5
faithful `N osds are in` failed against the health detail's `1 osds down` (a count of the word
`osds`), which Ceph's own reading of `8 in` now explains (`held.count_explained`).
"""

from __future__ import annotations

import random
import uuid

from loghub_quotes import drawn, not_passed, not_rejected

POOLS = ("共有 {n} 个池", "集群中有 {n} 个 pool", "there are {n} pools")
PGS = ("共有 {n} 个 PG", "PG 总数为 {n}", "the cluster has {n} pgs")
HELD = ("有 {n} 个 OSD 处于 in 状态", "{n} osds are in")
ACTIVE = ("当前 active 的 mgr 是 {m}", "{m} 是 active 的 mgr", "the active mgr is {m}")
HOSTS = ("ceph-1", "ceph-2", "ceph-3", "ceph-4", "stor-a", "stor-b", "stor-c", "mon-01", "mon-02")
AGES = ("10m", "42m", "2h", "5h", "3d", "2w")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    pools = rng.randint(2, 9)
    pgs = 1 + sum(rng.choice((16, 32, 64, 128)) for _ in range(pools - 1))
    total = rng.randint(3, 12)
    up = rng.randint(max(total - 2, 1), total)
    held = rng.randint(up, total)
    degraded = rng.randint(4, pgs // 3) if up < total else 0
    mgrs = rng.sample(HOSTS, rng.randint(2, 3))
    objects = rng.randint(1200, 99000)
    used, size = rng.randint(10, 900), rng.choice((5.5, 10.9, 21.8, 43.7))
    lines = ["  cluster:", f"    id:     {uuid.UUID(int=rng.getrandbits(128), version=4)}",
             f"    health: {'HEALTH_WARN' if up < total else 'HEALTH_OK'}"]
    share = f"{degraded * 11}/{objects * 3} objects degraded ({100 * degraded * 11 / (objects * 3):.3f}%)"
    if up < total:
        lines += [f"            {total - up} osds down", f"            Degraded data redundancy: {share}, "
                  f"{degraded} pgs degraded, {degraded} pgs undersized"]
    mons = sorted(rng.sample(HOSTS, 3))
    lines += ["", "  services:", f"    mon: 3 daemons, quorum {','.join(mons)} (age {rng.choice(AGES)})",
              f"    mgr: {mgrs[0]}(active, since {rng.choice(AGES)}), standbys: {', '.join(mgrs[1:])}",
              f"    osd: {total} osds: {up} up (since {rng.choice(AGES)}), {held} in "
              f"(since {rng.choice(AGES)})",
              "", "  data:", f"    pools:   {pools} pools, {pgs} pgs",
              f"    objects: {objects / 1000:.2f}k objects, {rng.randint(2, 90)}.{rng.randint(1, 9)} GiB",
              f"    usage:   {used} GiB used, {size - used / 1024:.1f} TiB / {size:.1f} TiB avail"]
    if degraded:
        width = len(str(pgs - degraded))
        lines += [f"    pgs:     {share}",
                  f"             {pgs - degraded:<{width}} active+clean",
                  f"             {degraded:<{width}} active+undersized+degraded"]
    else:
        lines.append(f"    pgs:     {pgs} active+clean")
    output = "\n".join(lines)
    kind = rng.randrange(4)
    if kind == 0:
        form = rng.choice(POOLS)
        return form.format(n=pools), form.format(n=pgs), output
    if kind == 1:
        form = rng.choice(PGS)
        return form.format(n=pgs), form.format(n=pools), output
    if kind == 2:
        others = [n for n in (up, total) if n != held]
        if not others:
            return None
        form = rng.choice(HELD)
        return form.format(n=held), form.format(n=rng.choice(others)), output
    form = rng.choice(ACTIVE)
    return form.format(m=mgrs[0]), form.format(m=rng.choice(mgrs[1:])), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 7383)


def test_the_status_s_own_pools_pgs_osds_in_or_mgr_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_or_a_standby_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
