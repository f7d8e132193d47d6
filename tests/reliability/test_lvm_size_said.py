"""A logical volume's size and a thin pool's shares as `lvs` prints them (`100.00g`, `91.23`)
pass, written as a claim writes them (`100G`, `100 GB`, `91.23%`); another volume's size fails.

`logs 卷大小为 100G` citing lvs' `logs   vg0   -wi-ao----  100.00g`: LVM writes a size's unit as a
lower-case letter of a power of 1024 and a share with no `%`, so the claim named a value found
nowhere and failed. Now a report's sizes are read in bytes and its shares as percentages
(`gatekeeper.rules.support.text.anchors.lvm`). Once found, another volume's size is read by the
table (a header quoted without its indent is aligned by its rows': `text/tables.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SIZE = ("{v} 卷大小为 {s}G", "{v} 逻辑卷容量 {s}GB", "the {v} volume is {s} GB", "{v} 的 LSize 为 {s}G")
SHARE = ("{v} 的数据使用率为 {d}%", "thin pool {v} is {d}% full", "{v} 元数据使用率 {m}%")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    volumes = rng.sample(("data", "logs", "home", "var", "docker", "mysql"), 2)
    sizes = [rng.randint(10, 900) for _ in volumes]
    pool = rng.choice(("thin", "pool0"))
    data, meta = rng.randint(100, 9999) / 100, rng.randint(100, 9999) / 100
    lines = ["  LV     VG     Attr       LSize   Pool Origin Data%  Meta%"]
    lines += [f"  {name:<6} vg0    -wi-ao---- {size}.00g"
              for name, size in zip(volumes, sizes, strict=True)]
    lines.append(f"  {pool:<6} vg0    twi-aotz-- {rng.randint(100, 900)}.00g"
                 f"             {data:.2f}  {meta:.2f}")
    mine = rng.randrange(2)
    if sizes[0] == sizes[1]:
        return None
    if rng.random() < 0.5:
        faithful = rng.choice(SIZE).format(v=volumes[mine], s=sizes[mine])
    else:
        faithful = rng.choice(SHARE).format(v=pool, d=f"{data:.2f}", m=f"{meta:.2f}")
    forged = rng.choice(SIZE).format(v=volumes[mine], s=sizes[1 - mine])
    output = "\n".join(lines)
    return faithful, forged, output.lstrip() if rng.random() < 0.5 else output  # an excerpt trimmed


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8520, 60)


def test_another_volume_s_size_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_volume_s_size_and_a_pool_s_shares_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
