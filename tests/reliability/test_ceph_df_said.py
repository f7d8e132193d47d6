"""A pool's or device class's usage as `ceph df` prints it (`rbd 池使用率为 91.20%`, `the MAX AVAIL of
rbd is 140 GiB`, `ssd 可用空间为 1.5 TiB`), pass; another pool's or class's fails.

    --- POOLS ---
    POOL        ID  PGS   STORED  OBJECTS     USED  %USED  MAX AVAIL
    rbd          1  128  1.4 TiB  371.2k   4.3 TiB  91.20    140 GiB
    cephfs_data  2   64  120 GiB   30.1k   360 GiB  23.10    400 GiB

`cephfs_data 池使用率为 91.20%` (rbd's) passed (at 3f755b4): `使用率` named no `%USED`.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

POOL = {"%used": ("{p} 池使用率为 {v}%", "{p} 池的使用率是 {v}%", "pool {p} is {v}% used"),
        "max avail": ("{p} 池的 MAX AVAIL 为 {v}", "{p} 池的最大可用空间为 {v}")}
CLASS = ("{c} 可用空间为 {v}", "{c} 的可用容量为 {v}")


def _size(rng: random.Random) -> str:
    return (f"{rng.randint(1, 999)} GiB" if rng.random() < 0.5
            else f"{rng.randint(1, 9)}.{rng.randint(1, 9)} TiB")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    classes = {c: _size(rng) for c in rng.sample(("hdd", "ssd", "nvme"), 2)}
    pools = {p: (f"{rng.randint(1, 98)}.{rng.randint(10, 99)}", _size(rng))
             for p in rng.sample(("rbd", "cephfs_data", "cephfs_metadata", "images", "volumes",
                                  "backups"), 3)}
    if (len({v for v, _ in pools.values()}) < 3 or len({a for _, a in pools.values()}) < 3
            or len(set(classes.values())) < 2):
        return None
    lines = ["--- RAW STORAGE ---", "CLASS     SIZE    AVAIL     USED  RAW USED  %RAW USED"]
    lines += [f"{c:<6} 5.5 TiB  {a:>8}  4.3 TiB   4.3 TiB      {rng.randint(1, 98)}.{rng.randint(10, 99)}"
              for c, a in classes.items()]
    lines += ["TOTAL  7.2 TiB  2.7 TiB  4.5 TiB   4.5 TiB      62.50", "", "--- POOLS ---",
              "POOL             ID  PGS   STORED  OBJECTS     USED  %USED  MAX AVAIL"]
    lines += [f"{p:<16} {n + 1:>2}  128  1.4 TiB  371.2k   4.3 TiB  {used:>5}  {avail:>9}"
              for n, (p, (used, avail)) in enumerate(pools.items())]
    if rng.random() < 0.3:
        one, other = rng.sample(list(classes), 2)
        form = rng.choice(CLASS)
        return form.format(c=one, v=classes[one]), form.format(c=one, v=classes[other]), "\n".join(lines)
    one, other = rng.sample(list(pools), 2)
    column = rng.choice(tuple(POOL))
    index = 0 if column == "%used" else 1
    form = rng.choice(POOL[column])
    return (form.format(p=one, v=pools[one][index]), form.format(p=one, v=pools[other][index]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4842)


def test_a_pool_s_own_usage_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_pool_s_usage_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
