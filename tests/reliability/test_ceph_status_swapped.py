"""What `ceph status` prints, restated (`6 个 OSD 中 5 个 up`, `48 个 PG 处于降级状态`, `已用 38 GiB`,
`mgr 主节点为 ceph-a`, `集群处于 HEALTH_WARN 状态`), passes; another count, size, role or health
fails.

The status' numbers are all its own and nothing tied them to what they count: of 60 forged
claims 36 passed, 7 warned and 14 failed only LOW_CONFID, and 4 faithful ones failed REJECT
(`已用 38 GiB，可用 562 GiB`: `38 GiB used` read as a field named `GiB used`, `562 GiB` as the
field `GiB`). Now the status is read as Ceph prints it
(`gatekeeper.rules.support.evidence.ceph_status`), and a unit after a listed value is its unit,
not its name (`gatekeeper.rules.support.evidence.fields`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

HOSTS = ("ceph-a", "ceph-b", "ceph-c", "stor-01", "stor-02")


def _status(rng: random.Random) -> tuple[str, dict[str, object]]:
    total = rng.randint(4, 12)
    up = rng.randint(total - 3, total)
    held = rng.randint(up, total)
    pgs = rng.choice((128, 256, 512))
    degraded = rng.randint(4, pgs // 4) if up < total else 0
    clean = pgs - degraded
    used = rng.randint(20, 400)
    size = rng.choice((600, 1200, 2400))
    active, standby = rng.sample(HOSTS, 2)
    health = "HEALTH_WARN" if up < total else rng.choice(("HEALTH_OK", "HEALTH_WARN"))
    lines = ["  cluster:", "    id:     3c7a5b2e-9f1d-4e2a-8b6c-1d2e3f4a5b6c", f"    health: {health}"]
    if up < total:
        lines += [f"            {total - up} osds down",
                  f"            Degraded data redundancy: {degraded * 7}/{pgs * 40} objects degraded, "
                  f"{degraded} pgs degraded"]
    elif health == "HEALTH_WARN":
        lines += ["            1 pool(s) have no replicas configured"]
    lines += ["", "  services:", f"    mon: 3 daemons, quorum {','.join(HOSTS[:3])} (age 3d)",
              f"    mgr: {active}(active, since 3d), standbys: {standby}",
              f"    osd: {total} osds: {up} up (since 12m), {held} in (since 5w)", "", "  data:",
              f"    pools:   4 pools, {pgs} pgs",
              f"    objects: {rng.randint(2, 9)}.{rng.randint(10, 99)}k objects, {used // 3} GiB",
              f"    usage:   {used} GiB used, {size - used} GiB / {size} GiB avail"]
    states = [(clean, "active+clean")] + ([(degraded, "active+undersized+degraded")] if degraded else [])
    lines += [f"    pgs:     {states[0][0]} {states[0][1]}"]
    lines += [f"             {n} {s}" for n, s in states[1:]]
    return "\n".join(lines), {"total": total, "up": up, "down": total - up, "clean": clean,
                              "degraded": degraded, "used": used, "avail": size - used,
                              "active": active, "standby": standby, "health": health}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    output, s = _status(rng)
    other = rng.choice([n for n in range(1, 13) if n not in (s["up"], s["down"], s["total"])])
    facets = ["up", "clean", "used", "mgr", "health"] + (["down", "degraded"] if s["down"] else ["all"])
    facet = rng.choice(facets)
    if facet == "up":
        form = rng.choice(("Ceph 集群共 {t} 个 OSD，其中 {n} 个 up", "{n} 个 OSD 处于 up 状态",
                           "{n} of {t} OSDs are up"))
        return form.format(t=s["total"], n=s["up"]), form.format(t=s["total"], n=other), output
    if facet == "down":
        form = rng.choice(("ceph 集群有 {n} 个 OSD down", "{n} 个 OSD 已宕机，集群处于 HEALTH_WARN 状态",
                           "离线的 OSD 有 {n} 个"))
        return form.format(n=s["down"]), form.format(n=other), output
    if facet == "all":
        return (f"{s['total']} 个 OSD 全部 up", f"{s['total']} 个 OSD 中 1 个 down", output)
    if facet in ("clean", "degraded"):
        state = {"clean": "active+clean", "degraded": rng.choice(("降级", "degraded"))}[facet]
        form = rng.choice(("{n} 个 PG 处于 {st} 状态", "{st} 的 PG 有 {n} 个"))
        wrong = s["degraded" if facet == "clean" else "clean"]
        return form.format(n=s[facet], st=state), form.format(n=wrong, st=state), output
    if facet == "used":
        form = rng.choice(("已用 {u} GiB，可用 {a} GiB", "ceph 存储已使用 {u} GiB",
                           "the cluster has {a} GiB available"))
        return (form.format(u=s["used"], a=s["avail"]), form.format(u=s["avail"], a=s["used"]), output)
    if facet == "mgr":
        form = rng.choice(("当前 mgr 主节点为 {n}", "the active mgr is {n}", "mgr 处于 active 状态的是 {n}"))
        return form.format(n=s["active"]), form.format(n=s["standby"]), output
    healthy = ("Ceph 集群状态健康", "ceph cluster is healthy", "ceph 集群处于 HEALTH_OK 状态")
    warned = ("Ceph 集群有告警", "ceph 集群处于 HEALTH_WARN 状态", "the ceph cluster reports a warning")
    said, other_health = rng.choice(healthy), rng.choice(warned)
    if s["health"] != "HEALTH_OK":
        said, other_health = other_health, said
    return said, other_health, output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1205)
    return [_probe(rng) for _ in range(60)]


def test_the_status_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_size_role_or_health_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
