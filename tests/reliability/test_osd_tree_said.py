"""An OSD's status, reweight, class and host as `ceph osd tree` prints them (`osd.1 处于 down 状态`,
`osd.3 的 reweight 为 0.85`, `osd.1 位于 ceph-1 主机上`, `osd.3 是 ssd`), pass; another OSD's fails.

    ID  CLASS  WEIGHT   TYPE NAME       STATUS  REWEIGHT  PRI-AFF
    -3         2.72888      host ceph-1
     1    hdd  0.90959          osd.1     down         0  1.00000
    -5         2.72888      host ceph-2
     3    ssd  0.90959          osd.3       up   0.85000  1.00000

Every forged claim passed (at 3f755b4): a tree's rows, indented under their host, made no table.
"""

from __future__ import annotations

import random
from decimal import Decimal

from loghub_quotes import drawn, not_passed, not_rejected

STATUS = {"down": ("{o} 处于 down 状态", "{o} 已宕机", "{o} is down"),
          "up": ("{o} 处于 up 状态", "{o} is up")}
REWEIGHT = ("{o} 的 reweight 为 {w}", "{o} 的权重为 {w}", "the reweight of {o} is {w}")
HOST = ("{o} 位于 {h} 主机上", "{o} 在 {h} 上", "{o} is on host {h}")
CLASS = ("{o} 是 {c} 盘", "{o} is an {c} OSD")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    hosts = [f"{rng.choice(('ceph', 'stor', 'osd-node'))}-{n}" for n in range(1, rng.randint(3, 4))]
    if len(set(hosts)) < len(hosts):
        return None
    osds, lines, number = {}, ["ID  CLASS  WEIGHT   TYPE NAME       STATUS  REWEIGHT  PRI-AFF",
                               f"-1         {len(hosts) * 2.72888:.5f}  root default"], 0
    for n, host in enumerate(hosts):
        lines.append(f"-{3 + 2 * n}         2.72888      host {host}")
        for _ in range(rng.randint(2, 3)):
            status = "down" if rng.random() < 0.25 else "up"
            reweight = "0" if status == "down" else rng.choice(("1.00000", "0.85000", "0.90002", "0.70000"))
            cls = rng.choice(("hdd", "hdd", "ssd", "nvme"))
            osds[f"osd.{number}"] = (status, reweight, cls, host)
            lines.append(f"{number:>2}    {cls:<4} 0.90959          osd.{number:<3} {status:>6} "
                         f"{reweight:>9}  1.00000")
            number += 1
    names = list(osds)
    one = rng.choice(names)
    status, reweight, cls, host = osds[one]
    kind = rng.randrange(4)
    if kind == 0:
        others = [n for n in names if osds[n][0] != status]
        form = rng.randrange(len(STATUS[status]) if status == "up" else 2)
        if not others:
            return None
        return (STATUS[status][form].format(o=one), STATUS[status][form].format(o=rng.choice(others)),
                "\n".join(lines))
    if kind == 1:
        others = [osds[n][1] for n in names if osds[n][1] != reweight]
        if not others or reweight == "0":
            return None
        form = rng.choice(REWEIGHT)
        return (form.format(o=one, w=_short(reweight)), form.format(o=one, w=_short(rng.choice(others))),
                "\n".join(lines))
    if kind == 2:
        form = rng.choice(HOST)
        return (form.format(o=one, h=host), form.format(o=one, h=rng.choice([h for h in hosts if h != host])),
                "\n".join(lines))
    others = [osds[n][2] for n in names if osds[n][2] != cls]
    if not others:
        return None
    form = rng.choice(CLASS)
    return form.format(o=one, c=cls), form.format(o=one, c=rng.choice(others)), "\n".join(lines)


def _short(weight: str) -> str:
    return f"{Decimal(weight).normalize():f}"


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4827)


def test_an_osd_s_own_status_reweight_class_or_host_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_osd_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
