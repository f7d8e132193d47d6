"""A logical volume's size and a thin pool's shares as `lvs` prints them (`100.00g`, `91.23`)
pass, written as a claim writes them (`100G`, `100 GB`, `91.23%`).

`logs 卷大小为 100G` citing lvs' `logs   vg0   -wi-ao----  100.00g`: LVM writes a size's unit as a
lower-case letter of a power of 1024 and a share with no `%`, so the claim named a value found
nowhere and failed. Now a report's sizes are read in bytes and its shares as percentages
(`gatekeeper.rules.support.text.anchors.lvm`). A size given another volume stays unsure.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed

SIZE = ("{v} 卷大小为 {s}G", "{v} 逻辑卷容量 {s}GB", "the {v} volume is {s} GB", "{v} 的 LSize 为 {s}G")
SHARE = ("{v} 的数据使用率为 {d}%", "thin pool {v} is {d}% full", "{v} 元数据使用率 {m}%")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, faithful claim, output): this family has no forged claim."""
    volumes = rng.sample(("data", "logs", "home", "var", "docker", "mysql"), 2)
    sizes = [rng.randint(10, 900) for _ in volumes]
    pool = rng.choice(("thin", "pool0"))
    data, meta = rng.randint(100, 9999) / 100, rng.randint(100, 9999) / 100
    lines = ["  LV     VG     Attr       LSize   Pool Origin Data%  Meta%"]
    lines += [f"  {name:<6} vg0    -wi-ao---- {size}.00g"
              for name, size in zip(volumes, sizes, strict=True)]
    lines.append(f"  {pool:<6} vg0    twi-aotz-- {rng.randint(100, 900)}.00g"
                 f"             {data:.2f}  {meta:.2f}")
    if rng.random() < 0.5:
        mine = rng.randrange(2)
        claim = rng.choice(SIZE).format(v=volumes[mine], s=sizes[mine])
    else:
        claim = rng.choice(SHARE).format(v=pool, d=f"{data:.2f}", m=f"{meta:.2f}")
    return claim, claim, "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8520, 60)


def test_a_volume_s_size_and_a_pool_s_shares_pass() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []
