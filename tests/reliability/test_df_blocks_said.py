"""A file system's sizes as `df` prints them in 1K blocks (`/data 可用 154534304 KB`, `根分区已用
48123456 KiB`), pass; another file system's, or another column's, fails.

    Filesystem     1K-blocks     Used Available Use% Mounted on
    /dev/sda1       51474912 48123456   3351456  94% /

Every faithful size failed LOW_CONFID (at 371b2c9): the header's `1K-blocks` is the unit of the
sizes, printed bare, so `154534304 KB` was found nowhere.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"Available": ("{m} 可用 {v} KB", "{m} 的可用空间为 {v} KiB", "{m} has {v} KB available"),
        "Used": ("{m} 已用 {v} KB", "{m} 的已用空间为 {v} KiB", "{m} has {v} KB used"),
        "1K-blocks": ("{m} 总大小为 {v} KB", "{m} 的容量是 {v} KiB")}
MOUNTS = ("/", "/data", "/var/lib/docker", "/home", "/boot")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    mounts = rng.sample(MOUNTS, rng.randint(2, 4))
    rows = {}
    for mount in mounts:
        total = rng.randint(500_000, 900_000_000)
        used = rng.randint(total // 20, total - 1000)
        rows[mount] = {"1K-blocks": total, "Used": used, "Available": total - used}
    lines = ["Filesystem     1K-blocks      Used  Available Use% Mounted on"]
    for n, (mount, row) in enumerate(rows.items()):
        share = round(row["Used"] * 100 / row["1K-blocks"])
        lines.append(f"/dev/sd{'abcde'[n]}1 {row['1K-blocks']:>13} {row['Used']:>9} {row['Available']:>10} "
                     f"{share:>3}% {mount}")
    one, other = rng.sample(mounts, 2)
    column = rng.choice(tuple(SAID))
    form = rng.randrange(len(SAID[column]))
    value = rows[one][column]
    said, said_other = _said(one, form), _said(other, form)  # the root as a claim names it
    faithful = SAID[column][form].format(m=said, v=value)
    if rng.random() < 0.5:
        return faithful, SAID[column][form].format(m=said_other, v=value), "\n".join(lines)
    wrong = rng.choice([c for c in SAID if c != column])
    return faithful, SAID[wrong][min(form, len(SAID[wrong]) - 1)].format(m=said, v=value), "\n".join(lines)


def _said(mount: str, form: int) -> str:
    return mount if mount != "/" else ("根分区" if form != 2 else "the root file system")


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4726)


def test_a_file_system_s_own_sizes_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_file_system_s_or_column_s_size_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
