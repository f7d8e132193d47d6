"""A volume group's or physical volume's sizes and counts as `vgs` and `pvs` print them (`vg0 剩余空间为
120.00g`, `vg1 has 2 logical volumes`, `/dev/sdc1 属于 vg1`), pass; another row's value, or
another column's, fails.

`#PV`, `#LV` and `#SN` were no header's names, so `vgs` was no table and every value the output's:
`vg1 剩余空间为 120.00g` (vg0's) and `vg0 总大小为 120.00g` (its free) passed (at 89443fd, 41 of 60
forged claims passed). Now a name may start with `#` (`text.tables`) and LVM's columns are named by
a claim's words (`evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

GROUPS = ("vg0", "vg1", "vgdata", "vg_root", "vgbackup")
DEVICES = ("/dev/sda2", "/dev/sdb1", "/dev/sdc1", "/dev/nvme0n1p3", "/dev/vdb")
SAID = {"vfree": ("{n} 剩余空间为 {v}", "{n} has {v} free", "{n} 的可用空间为 {v}"),
        "vsize": ("{n} 总大小为 {v}", "{n} 的容量为 {v}", "{n} size is {v}"),
        "#lv": ("{n} 有 {v} 个逻辑卷", "{n} has {v} logical volumes"),
        "#pv": ("{n} 有 {v} 个物理卷", "{n} has {v} physical volumes")}
PV_SAID = {"pfree": ("{n} 剩余 {v}", "{n} has {v} free"), "vg": ("{n} 属于 {v}", "{n} belongs to {v}")}


def _size(rng: random.Random) -> str:
    return f"{rng.uniform(10, 999):.2f}g"


def _vgs(rng: random.Random) -> tuple[str, str, str]:
    names = rng.sample(GROUPS, rng.randint(2, 4))
    rows = {n: {"#pv": rng.randint(1, 4), "#lv": rng.randint(5, 12), "vsize": _size(rng), "vfree": _size(rng)}
            for n in names}
    lines = ["  VG       #PV #LV #SN Attr   VSize   VFree"]
    lines += [f"  {n:<8} {r['#pv']:>3} {r['#lv']:>3}   0 wz--n- {r['vsize']:>7} {r['vfree']:>7}"
              for n, r in rows.items()]
    name = rng.choice(names)
    kind = rng.choice(tuple(SAID))
    own = rows[name]
    others = [r[kind] for n, r in rows.items() if n != name and r[kind] != own[kind]]
    pair = {"vfree": "vsize", "vsize": "vfree", "#lv": "#pv", "#pv": "#lv"}[kind]
    forged = own[pair] if rng.random() < 0.5 or not others else rng.choice(others)
    form = rng.choice(SAID[kind])
    return form.format(n=name, v=own[kind]), form.format(n=name, v=forged), "\n".join(lines)


def _pvs(rng: random.Random) -> tuple[str, str, str]:
    devices = rng.sample(DEVICES, 3)
    groups = rng.sample(GROUPS, 2)
    rows = {d: {"vg": groups[n % 2], "psize": _size(rng), "pfree": _size(rng)} for n, d in enumerate(devices)}
    lines = ["  PV               VG       Fmt  Attr PSize   PFree"]
    lines += [f"  {d:<16} {r['vg']:<8} lvm2 a--  {r['psize']:>7} {r['pfree']:>7}" for d, r in rows.items()]
    device = rng.choice(devices)
    kind = rng.choice(tuple(PV_SAID))
    own = rows[device]
    forged = next(g for g in groups if g != own["vg"]) if kind == "vg" else rng.choice(
        [r["pfree"] for d, r in rows.items() if d != device] + [own["psize"]])
    form = rng.choice(PV_SAID[kind])
    return form.format(n=device, v=own[kind]), form.format(n=device, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4505)
    return [(_vgs if rng.random() < 0.6 else _pvs)(rng) for _ in range(60)]


def test_a_row_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_or_column_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
