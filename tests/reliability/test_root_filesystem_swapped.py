"""The root file system named as such (`根分区使用率 95%`, `/ 挂载点可用 3.0G`, `the root filesystem
has 3.0G available`), given its own `df -h` row's value passes; another mount's value fails.

A mount's row was named by its path (`/data`, `/dev/sdb1`), and `/` is no path a claim writes
alone: before, 60 of 60 forged claims passed (the value of `/data`'s or `/var`'s row). Now the
words naming the root file system name the row mounted on `/`
(`gatekeeper.rules.support.evidence.table_rows`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

FORMS = {"Use%": ("根分区使用率 {v}", "根目录磁盘使用率为 {v}", "the root filesystem is {v} full",
                  "/ 分区使用率 {v}"),
         "Avail": ("根分区剩余 {v}", "the root filesystem has {v} available", "/ 挂载点可用 {v}"),
         "Used": ("根分区已用 {v}", "the root partition has used {v}")}
MOUNTS = ("/data", "/var", "/home", "/boot", "/var/lib/docker")


def _row(rng: random.Random, device: str, mount: str) -> dict[str, str]:
    size = rng.choice((20, 50, 100, 200, 500))
    used = rng.randint(1, size - 1)
    return {"Filesystem": device, "Size": f"{size}G", "Used": f"{used}G",
            "Avail": f"{size - used}G", "Use%": f"{round(100 * used / size)}%", "Mounted on": mount}


def _probe(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output), or None when the two rows agree."""
    mounts = ["/", *rng.sample(MOUNTS, rng.randint(1, 3))]
    rows = [_row(rng, f"/dev/sd{chr(97 + n)}1", mount) for n, mount in enumerate(mounts)]
    rows.append({"Filesystem": "tmpfs", "Size": "7.8G", "Used": "0", "Avail": "7.8G", "Use%": "0%",
                 "Mounted on": "/dev/shm"})
    columns = list(rows[0])
    widths = [max(len(column), *(len(row[column]) for row in rows)) + 2 for column in columns]
    output = "\n".join("".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()
                       for cells in [columns, *([row[c] for c in columns] for row in rows)])
    column = rng.choice(list(FORMS))
    root, other = rows[0][column], rng.choice(rows[1:-1])[column]
    if root == other:
        return None
    form = rng.choice(FORMS[column])
    return form.format(v=root), form.format(v=other), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_probe, 1306)


def test_the_root_file_system_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_mount_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
